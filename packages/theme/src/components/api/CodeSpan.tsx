import type { ApiCodeSpanView } from '@sitegen/core/view';
import { MARKDOWN_CLASSES } from '@sitegen/core/view';

/** Inline code, inside a code link when the code-link stage made one. */
export function CodeSpan({ span }: { span: ApiCodeSpanView }) {
  const code = <code>{span.text}</code>;
  if (span.codeLink === undefined) return code;
  return (
    <a className={MARKDOWN_CLASSES.codeLink} href={span.codeLink.href} title={span.codeLink.title}>
      {code}
    </a>
  );
}
