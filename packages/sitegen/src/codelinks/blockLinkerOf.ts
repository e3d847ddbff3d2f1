import type { ApiReference } from '../api/types.js';
import type { ExampleTypeInfo } from '../examples/exampleTypeInfo.js';
import { checkedCodeLinks } from './checkedCodeLinks.js';
import { importedCodeLinks } from './importedCodeLinks.js';
import type { BlockLinker, CodeSymbols } from './types.js';

/**
 * How the code blocks of a page are resolved: a type-checked block (in `checked`, by its shown
 * code) by the checker's resolution of each name; any other (not checked, a doc comment's, or
 * its code no longer the checked one) by what it imports from the documented package.
 */
export function blockLinkerOf(
  api: Pick<ApiReference, 'package'>,
  symbols: CodeSymbols,
  checked?: ReadonlyMap<string, ExampleTypeInfo>,
): BlockLinker {
  const { name } = api.package;
  const imported: BlockLinker = (code) =>
    importedCodeLinks(code, symbols, (specifier) => specifier === name || specifier.startsWith(`${name}/`));
  if (checked === undefined) return imported;
  return (code) => {
    const info = checked.get(code) ?? checked.get(code.replace(/\n$/, ''));
    return info === undefined ? imported(code) : checkedCodeLinks(info.references, symbols);
  };
}
