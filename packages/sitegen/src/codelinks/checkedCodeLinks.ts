import type { CodeReference } from '../examples/exampleReferences.js';
import type { CodeLinkRange, CodeSymbols } from './types.js';

/**
 * The links of a type-checked block: exactly the names the checker resolved to a documented
 * export or one of its members that the reference has a place for; nothing by spelling.
 */
export function checkedCodeLinks(references: readonly CodeReference[], symbols: CodeSymbols): CodeLinkRange[] {
  return references.flatMap(({ start, end, name, owner, isStatic }) => {
    const target = owner === undefined ? symbols.exportOf(name) : symbols.memberOf(owner, name, isStatic === true);
    return target === undefined ? [] : [{ start, end, target }];
  });
}
