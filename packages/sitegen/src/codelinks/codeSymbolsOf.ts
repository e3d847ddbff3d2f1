import type { ApiReference } from '../api/types.js';
import type { Router } from '../router/createRouter.js';
import { lookupSymbol } from '../router/symbolTable.js';
import type { CodeMemberTarget, CodeSymbols, CodeTarget } from './types.js';

/**
 * A code link's title shows the signature, cut at this length: a long signature (viem's
 * `hashDomain`) was repeated whole in the title of every link to it.
 */
const CODE_LINK_TITLE_LENGTH = 1000;

function titleOf(signature: string): string {
  return signature.length <= CODE_LINK_TITLE_LENGTH ? signature : `${signature.slice(0, CODE_LINK_TITLE_LENGTH - 1)}…`;
}

/** The API reference as code linking needs it: exports and members by name, with final hrefs. */
export function codeSymbolsOf(api: Pick<ApiReference, 'exports' | 'members' | 'symbols'>, router: Pick<Router, 'hrefOf'>): CodeSymbols {
  const targetOf = (symbol: string, signature: string | undefined): CodeTarget | undefined => {
    const found = lookupSymbol(api.symbols, symbol);
    if (found === undefined) return undefined;
    const href = router.hrefOf(found);
    return { symbol, href, ...(signature === undefined ? {} : { signature: titleOf(signature) }) };
  };
  const exports = new Map<string, CodeTarget>();
  for (const entry of api.exports) {
    const target = exports.has(entry.name) ? undefined : targetOf(entry.name, entry.signature);
    if (target) exports.set(entry.name, target);
  }
  const members = new Map<string, CodeMemberTarget>();
  for (const member of api.members ?? []) {
    const key = `${member.owner}\0${member.name}\0${member.isStatic}`;
    // overloads and accessor pairs: the first one's signature stands for all
    const target =
      members.has(key) || member.kind === 'constructor' ? undefined : targetOf(`${member.owner}.${member.name}`, member.signature);
    if (target === undefined) continue;
    const type = member.type === undefined ? {} : { type: member.type, ...(member.isArray ? { isArray: true } : {}) };
    members.set(key, { ...target, isMethod: member.kind === 'method', ...type });
  }
  return {
    // a namespace (`z`) or what only a namespace exports (`iso.datetime`) is in the symbol table, not among the exports
    exportOf: (name) => exports.get(name) ?? targetOf(name, undefined),
    memberOf: (owner, name, isStatic) => members.get(`${owner}\0${name}\0${isStatic}`),
  };
}
