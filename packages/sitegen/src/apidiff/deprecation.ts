import type { ApiComment, ApiDeclaration, ApiMember, ApiSignature } from '../api/model.js';

const hasDeprecatedTag = (comment: ApiComment | undefined) => comment?.blocks.some((block) => block.tag === 'deprecated') === true;

/** Deprecated as a whole: its own comment says so, or every one of its overloads' does. */
export function isDeprecated(item: Pick<ApiDeclaration | ApiMember, 'comment' | 'signatures'>): boolean {
  if (hasDeprecatedTag(item.comment)) return true;
  const signatures: ApiSignature[] = item.signatures;
  return signatures.length > 0 && signatures.every((signature) => hasDeprecatedTag(signature.comment));
}
