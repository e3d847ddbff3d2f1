import path from 'node:path';
import type { FileAccess } from '../files/siteFileAccess.js';
import type { Router } from '../router/createRouter.js';
import { lookupSymbol, type SymbolTable } from '../router/symbolTable.js';
import type { LinkResolvers } from './types.js';

/** What links in Markdown resolve against. */
export interface MarkdownLinkTable {
  router: Pick<Router, 'sitePathOf' | 'href' | 'pageHref' | 'hrefOf' | 'linkHref' | 'forVersion'>;
  /** absolute source file → its route path */
  routeOfFile: ReadonlyMap<string, string>;
  /** the API reference's symbols (the latest docs version's); empty without one */
  symbols: SymbolTable;
  /** a versioned site: where the files of its other versions resolve their links */
  versions?: VersionLinkScopes;
  /** the static folder, whose files are served at the site's root; without one (the Markdown twins), images are not read */
  staticDir?: string;
  /** the folders the pages' images may be read from */
  fileAccess?: FileAccess;
}

/**
 * The docs versions other than the latest (which the router and `symbols` serve): a link
 * in one of their files resolves in that version, so a link in 1.0 stays in 1.0.
 */
export interface VersionLinkScopes {
  /** absolute file (a doc, the API reflection JSON or README) → its docs version */
  versionOfFile: ReadonlyMap<string, string>;
  /** docs version → the symbols of its API reference */
  symbols: ReadonlyMap<string, SymbolTable>;
}

/** The three kinds of links Markdown resolves, through the site's routes and symbols, in each file's docs version. */
export function linkResolversOf(table: MarkdownLinkTable): LinkResolvers {
  const versionOf = (file: string): string | undefined => table.versions?.versionOfFile.get(file);
  return {
    resolveSitePath(sitePath, fromFile) {
      const version = versionOf(fromFile);
      return (version === undefined ? table.router : table.router.forVersion(version)).linkHref(sitePath);
    },
    resolveFileLink(fromFile, target) {
      // `b.md?inline#x`: the file is `b.md`; the query and hash stay on the href
      const suffixAt = target.search(/[?#]/);
      const filePart = suffixAt === -1 ? target : target.slice(0, suffixAt);
      const routePath = table.routeOfFile.get(path.resolve(path.dirname(fromFile), decodeURI(filePart)));
      return routePath === undefined ? undefined : table.router.pageHref(routePath) + (suffixAt === -1 ? '' : target.slice(suffixAt));
    },
    resolveApiLink(symbol, fromFile) {
      const version = versionOf(fromFile);
      const symbols = version === undefined ? table.symbols : (table.versions?.symbols.get(version) ?? new Map());
      const found = lookupSymbol(symbols, symbol);
      return found === undefined ? undefined : table.router.hrefOf(found);
    },
    staticFileOf(sitePath) {
      if (table.staticDir === undefined) return undefined;
      // with or without the base path, as site paths are written
      const underBase = table.router.sitePathOf(table.router.linkHref(sitePath)) ?? '';
      const file = path.resolve(table.staticDir, underBase);
      return file.startsWith(table.staticDir + path.sep) ? file : undefined;
    },
    fileHref: (outputPath) => table.router.href(outputPath),
    ...(table.fileAccess === undefined ? {} : { fileAccess: table.fileAccess }),
  };
}
