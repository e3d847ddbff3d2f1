import path from 'node:path';
import { hrefOf } from '../routes/hrefs.js';

/** What relative links in Markdown resolve against: plain data, so a worker thread can hold a copy. */
export interface MarkdownLinkTable {
  /** '/gswap-sdk/' */
  basePath: string;
  /** absolute source file → its route path */
  routeOfFile: ReadonlyMap<string, string>;
}

/** A relative link to a .md/.mdx file → the final href of its route (anchor kept), or undefined when there is no such doc. */
export function resolveFileLinkIn(table: MarkdownLinkTable, fromFile: string, target: string): string | undefined {
  const hashAt = target.indexOf('#');
  const filePart = hashAt === -1 ? target : target.slice(0, hashAt);
  const routePath = table.routeOfFile.get(path.resolve(path.dirname(fromFile), decodeURI(filePart)));
  return routePath === undefined ? undefined : hrefOf(table.basePath, routePath) + (hashAt === -1 ? '' : target.slice(hashAt));
}

/** Where an API symbol is documented → its final href. */
export function apiHrefOf(basePath: string, found: { routePath: string; anchor?: string } | undefined): string | undefined {
  return found === undefined ? undefined : hrefOf(basePath, found.routePath) + (found.anchor === undefined ? '' : `#${found.anchor}`);
}
