import type { ApiFlags, ApiMember } from '../model.js';

const FLAG_LABELS: [keyof ApiFlags, string][] = [
  ['isStatic', 'static'],
  ['isProtected', 'protected'],
  ['isAbstract', 'abstract'],
  ['isReadonly', 'readonly'],
  ['isOptional', 'optional'],
];

/** A member's badges, in the page and its Markdown twin alike. */
export function flagLabels(member: ApiMember): string[] {
  const labels = FLAG_LABELS.filter(([flag]) => member.flags[flag]).map(([, label]) => label);
  const isDeprecated = (comment: ApiMember['comment']) => comment?.blocks.some((block) => block.tag === 'deprecated') === true;
  // one deprecated overload among others is marked at that overload, not on the whole member
  const signatures = member.getter ? [member.getter] : member.signatures;
  if (isDeprecated(member.comment) || (signatures.length > 0 && signatures.every((signature) => isDeprecated(signature.comment))))
    labels.push('deprecated');
  return labels;
}
