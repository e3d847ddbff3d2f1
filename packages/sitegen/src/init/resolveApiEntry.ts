import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findPackage } from '../api/reflectionInputs.js';
import { resolvePackageTypes } from '../api/resolvePackageTypes.js';
import { isSitegenError } from '../errors/SitegenError.js';

export interface ApiEntry {
  /** what api.entryPoints names: the package itself, resolved at every build as TypeScript resolves an import of it */
  packageName: string;
  /** the site's dependency on it: the installed version's range, or 'latest' */
  versionRange: string;
  /** the package's own site (its `homepage`, unless that is a repository): site-relative links in its comments go there */
  docsUrl?: string;
  /** false when no installed package gives it declarations yet */
  installed: boolean;
}

/** A homepage on a code host is the repository, not a site its comments link into. */
const CODE_HOSTS = /^https?:\/\/(www\.)?(github\.com|gitlab\.com|bitbucket\.org|npmjs\.com|www\.npmjs\.com)(\/|$)/;

function homepageOf(dir: string): string | undefined {
  try {
    const { homepage } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { homepage?: unknown };
    if (typeof homepage !== 'string' || !/^https?:\/\//.test(homepage) || CODE_HOSTS.test(homepage)) return undefined;
    return homepage.replace(/#.*$/, '').replace(/\/+$/, '');
  } catch {
    return undefined;
  }
}

/**
 * The API reference of an npm package, as a new site in `siteDir` will name it. The config
 * names the package, not a path into node_modules: a path differs between npm, pnpm (a link
 * into node_modules/.pnpm) and a workspace's hoisting, and Yarn has none; the package name
 * resolves the same under all of them. The package is looked up now only to say whether it
 * is installed, which version the site depends on, and where its own site is.
 */
export function resolveApiEntry(siteDir: string, packageName: string): ApiEntry {
  const declarations = declarationsOf(packageName, siteDir);
  const pkg = declarations === undefined ? undefined : findPackage(declarations);
  if (pkg === undefined) return { packageName, versionRange: 'latest', installed: false };
  const docsUrl = homepageOf(pkg.dir);
  return { packageName, versionRange: `^${pkg.version}`, ...(docsUrl === undefined ? {} : { docsUrl }), installed: true };
}

/**
 * Without TypeScript (a site that `npm create sitegen` is about to create has none yet; its
 * devDependencies bring it, with TypeDoc) no package can give the site declarations: the
 * package is named in the new site's dependencies and installed with them.
 */
function declarationsOf(packageName: string, siteDir: string): string | undefined {
  try {
    return resolvePackageTypes(packageName, siteDir);
  } catch (error) {
    if (isSitegenError(error) && error.code === 'api/typedoc-missing') return undefined;
    throw error;
  }
}
