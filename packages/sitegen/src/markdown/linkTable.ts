import path from 'node:path';
import type { Router } from '../router/createRouter.js';
import { lookupSymbol, type SymbolTable } from '../router/symbolTable.js';
import type { LinkResolvers } from './types.js';

/** What links in Markdown resolve against. */
export interface MarkdownLinkTable {
  router: Pick<Router, 'basePath' | 'href' | 'hrefOf' | 'linkHref'>;
  /** absolute source file → its route path */
  routeOfFile: ReadonlyMap<string, string>;
  /** the API reference's symbols; empty without one */
  symbols: SymbolTable;
  /** the static folder, whose files are served at the site's root; without one (the Markdown twins), images are not read */
  staticDir?: string;
}

/** The three kinds of links Markdown resolves, through the site's routes and symbols. */
export function linkResolversOf(table: MarkdownLinkTable): LinkResolvers {
  return {
    resolveSitePath: (sitePath) => table.router.linkHref(sitePath),
    resolveFileLink(fromFile, target) {
      // `b.md?inline#x`: the file is `b.md`; the query and hash stay on the href
      const suffixAt = target.search(/[?#]/);
      const filePart = suffixAt === -1 ? target : target.slice(0, suffixAt);
      const routePath = table.routeOfFile.get(path.resolve(path.dirname(fromFile), decodeURI(filePart)));
      return routePath === undefined ? undefined : table.router.href(routePath) + (suffixAt === -1 ? '' : target.slice(suffixAt));
    },
    resolveApiLink(symbol) {
      const found = lookupSymbol(table.symbols, symbol);
      return found === undefined ? undefined : table.router.hrefOf(found);
    },
    staticFileOf(sitePath) {
      if (table.staticDir === undefined) return undefined;
      // with or without the base path, as site paths are written
      const underBase = table.router.linkHref(sitePath).slice(table.router.basePath.length);
      const file = path.resolve(table.staticDir, underBase);
      return file.startsWith(table.staticDir + path.sep) ? file : undefined;
    },
    fileHref: (outputPath) => table.router.href(outputPath),
  };
}
