import type { ApiNameView } from '@sitegen/core/view';
import { CodeSpan } from './CodeSpan.js';

/** A symbol named in prose as code: linked to its page when the reference documents it. */
export function NameView({ name }: { name: ApiNameView }) {
  return name.href === undefined ? (
    <CodeSpan span={name} />
  ) : (
    <a href={name.href}>
      <code>{name.text}</code>
    </a>
  );
}
