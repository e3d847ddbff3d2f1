import type { LinkResolvers } from './types.js';
import { vitepressLinkCandidates, vitepressSitePath } from './vitepress/vitepressLinkCandidates.js';

export type LinkResolverContext = LinkResolvers;

export type ResolvedLink =
  /** another site; opens in a new tab */
  | { kind: 'external'; href: string }
  /** mailto:, tel: and other schemes: left alone */
  | { kind: 'scheme'; href: string }
  /** inside the site: a doc, an API page, a site path, a same-page anchor or a relative path */
  | { kind: 'internal'; href: string; symbol?: string }
  | { kind: 'broken'; reason: string; hint: string };

const MARKDOWN_FILE = /\.mdx?(?:[?#]|$)/i;
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * Where a link written in Markdown goes. The `api:` scheme links to the API reference:
 * `[swap](api:GSwap.swap)` for a member, `[](api:GSwap)` for a symbol (the empty text then
 * shows the symbol's name as code).
 */
export function resolveLink(raw: string, fromFile: string, context: LinkResolverContext): ResolvedLink {
  if (raw.startsWith('api:')) return resolveApi(raw.slice('api:'.length), fromFile, context);
  if (/^https?:\/\//i.test(raw) || raw.startsWith('//')) return { kind: 'external', href: raw };
  if (HAS_SCHEME.test(raw)) return { kind: 'scheme', href: raw };
  if (raw.startsWith('#')) return { kind: 'internal', href: raw };
  if (raw.startsWith('/'))
    return { kind: 'internal', href: context.resolveSitePath(context.vitepress === undefined ? raw : vitepressSitePath(raw), fromFile) };
  // a VitePress page links another by its URL: `./setup`, `./setup.html`, `./guide/`
  for (const candidate of context.vitepress === undefined ? [] : vitepressLinkCandidates(raw)) {
    const href = context.resolveFileLink(fromFile, candidate);
    if (href !== undefined) return { kind: 'internal', href };
  }
  if (MARKDOWN_FILE.test(raw)) {
    const href = context.resolveFileLink(fromFile, raw);
    return href === undefined
      ? {
          kind: 'broken',
          reason: `Broken link '${raw}': no such Markdown file in the site`,
          hint: 'Link to an existing .md/.mdx file, relative to this one (names are case-sensitive).',
        }
      : { kind: 'internal', href };
  }
  return { kind: 'internal', href: raw };
}

function resolveApi(symbol: string, fromFile: string, context: LinkResolverContext): ResolvedLink {
  const href = symbol === '' ? undefined : context.resolveApiLink(symbol, fromFile);
  return href === undefined
    ? {
        kind: 'broken',
        reason: `Broken link 'api:${symbol}': no such symbol in the API reference`,
        // in the site owner's terms: no example symbol of another package
        hint: 'Write api:Name or api:Name.member with a name the API reference documents, e.g. [](api:Name) or [text](api:Name.member).',
      }
    : { kind: 'internal', href, symbol };
}
