import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import type { Diagnostic } from '../errors/Diagnostic.js';
import { formatLocation, isSitegenError, SitegenError } from '../errors/SitegenError.js';
import { checkFileRoute, checkSlug } from './checkRoutePath.js';
import type { Router } from '../router/createRouter.js';
import { docIdOf, stripNumberPrefix } from './docId.js';
import { folderLabel } from './folderLabel.js';
import { loadCategory } from './loadCategory.js';
import { lineOfKey, parseFrontMatter, type ParsedSource } from './parseFrontMatter.js';
import { readSourceFile, type SourceSizeLimits } from './readSourceFile.js';
import type { CategoryMeta, SiteContent, SourceDoc, SourcePage } from './types.js';
import { walkFiles } from './walkFiles.js';

const markdownFile = /\.mdx?$/;
const reactFile = /\.[jt]sx$/;

export type ContentConfig = Pick<ResolvedConfig, 'contentDir'> & { markdown: SourceSizeLimits };

type ContentRouter = Pick<Router, 'docRoutePath' | 'categoryRoutePath' | 'forVersion'>;

/** A docs version's folder, as the content stage reads it. */
export interface ContentVersion {
  name: string;
  /** absolute: content/docs, or a released version's copy of it */
  docsDir: string;
}

/**
 * Walks the docs (each version's folder: `content/docs` by default) and `content/pages` into
 * source docs, categories and pages, each with its route; a version's docs and categories
 * carry its name.
 */
export async function loadContent(
  config: ContentConfig,
  router: ContentRouter,
  versions?: readonly ContentVersion[],
): Promise<SiteContent> {
  const pagesDir = path.join(config.contentDir, 'pages');
  const docsVersions = versions ?? [{ name: undefined, docsDir: path.join(config.contentDir, 'docs') }];
  const [pageFiles, ...docFilesByVersion] = await Promise.all([walkFiles(pagesDir), ...docsVersions.map((v) => walkFiles(v.docsDir))]);
  const diagnostics: Diagnostic[] = [];
  const read = async (file: string): Promise<string> => {
    const { text, warnings } = await readSourceFile(file, config.markdown);
    diagnostics.push(...warnings);
    return text;
  };
  const parse = async (file: string): Promise<{ source: string; parsed: ParsedSource }> => {
    const source = await read(file);
    const parsed = parseFrontMatter(source, file);
    diagnostics.push(...unsupportedKeyWarnings(parsed, file));
    return { source, parsed };
  };
  const each = <T>(load: (version: DocsFolder, files: string[]) => Promise<Settled<T>[]>): Promise<Settled<T>[]> =>
    Promise.all(
      docsVersions.map((version, index) =>
        load({ ...version, router: version.name === undefined ? router : router.forVersion(version.name) }, docFilesByVersion[index] ?? []),
      ),
    ).then((lists) => lists.flat());
  const [docs, categories, pages] = await allReported([
    each((version, files) =>
      Promise.all(files.filter((f) => markdownFile.test(f) && !isPartial(f)).map((f) => settle(loadDoc(version, f, parse)))),
    ),
    each((version, files) => loadCategories(version, files)),
    Promise.all(
      pageFiles
        .filter((f) => (markdownFile.test(f) || reactFile.test(f)) && !isPartial(f))
        .map((f) => settle(loadPage(pagesDir, f, parse))),
    ),
  ]);
  assertUniqueDocIds(docs);
  // in the order of the files, not of the reads that finished first
  diagnostics.sort((a, b) => (a.location?.file ?? '').localeCompare(b.location?.file ?? ''));
  return { docs, categories, pages, diagnostics };
}

/** Two docs of one version with the same id (a front-matter `id` equal to a file's name): references to it would be ambiguous. */
function assertUniqueDocIds(docs: SourceDoc[]): void {
  const seen = new Map<string, SourceDoc>();
  for (const doc of docs) {
    const key = `${doc.version ?? ''}\0${doc.id}`;
    const other = seen.get(key);
    if (other === undefined) {
      seen.set(key, doc);
      continue;
    }
    throw new SitegenError({
      code: 'content/duplicate-id',
      message: `two docs have the id '${doc.id}': ${other.file} and ${doc.file}`,
      hint: 'Change the `id` in the front matter of one of them (an id replaces the file name; the folder stays part of it).',
      location: { file: doc.file },
    });
  }
}

/** One docs folder with the router that places its pages; `name` undefined: the docs are unversioned. */
interface DocsFolder {
  name: string | undefined;
  docsDir: string;
  router: Pick<Router, 'docRoutePath' | 'categoryRoutePath'>;
}

type Settled<T> = { value: T } | { error: unknown };

function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  return promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
}

/**
 * Every file is read even when one is wrong, so a single build lists every malformed file:
 * one problem is rethrown as is, several become one error with a line per file.
 */
async function allReported<D, C, P>(
  parts: [Promise<Settled<D>[]>, Promise<Settled<C>[]>, Promise<Settled<P>[]>],
): Promise<[D[], C[], P[]]> {
  const [docs, categories, pages] = await Promise.all(parts);
  const errors = [...docs, ...categories, ...pages].flatMap((item) => ('error' in item ? [item.error] : []));
  const [first] = errors;
  if (first !== undefined) {
    if (errors.length === 1 || !errors.every(isSitegenError)) throw first;
    throw new SitegenError({
      code: 'content/invalid',
      message: `${errors.length} content files have problems`,
      hint: 'Fix each file listed; every one names its line where there is one.',
      location: (first as SitegenError).location,
      details: errors.map((error) => {
        const e = error as SitegenError;
        return `${e.location === undefined ? '' : `${formatLocation(e.location)}: `}[${e.code}] ${e.message}`;
      }),
    });
  }
  const values = <T>(items: Settled<T>[]): T[] => items.flatMap((item) => ('value' in item ? [item.value] : []));
  return [values(docs), values(categories), values(pages)];
}

/** Files and folders starting with '_' are partials or helpers, not routes. */
function isPartial(relative: string): boolean {
  return relative.split('/').some((segment) => segment.startsWith('_'));
}

/** Reads a Markdown file and splits off its front matter, reporting what it warns about. */
type ParseFile = (file: string) => Promise<{ source: string; parsed: ParsedSource }>;

function unsupportedKeyWarnings(parsed: ParsedSource, file: string): Diagnostic[] {
  return parsed.unsupported.map(({ key, line, note }) => ({
    severity: 'warning',
    code: 'content/unsupported-front-matter',
    message: `front matter \`${key}\` is a Docusaurus key that sitegen does not apply: ${note}`,
    hint: `Remove \`${key}\` once the page reads as you want.`,
    location: { file, line },
  }));
}

async function loadDoc(folder: DocsFolder, relative: string, parse: ParseFile): Promise<SourceDoc> {
  const { docsDir, router } = folder;
  const file = path.join(docsDir, relative);
  const { source, parsed } = await parse(file);
  const { slug } = parsed.frontMatter;
  if (slug !== undefined) checkSlug(slug, { file, line: lineOfKey(source, 'slug') });
  // Docusaurus's `id` replaces the file's name: the folder stays part of the id (and of the route)
  const pathId = docIdOf(relative);
  const dir = pathId.includes('/') ? pathId.slice(0, pathId.lastIndexOf('/')) : '';
  const ownId = parsed.frontMatter.id;
  const id = ownId === undefined ? pathId : dir === '' ? ownId : `${dir}/${ownId}`;
  const fileName = relative.slice(relative.lastIndexOf('/') + 1);
  const prefixPosition = stripNumberPrefix(fileName).position;
  const frontMatter = { ...parsed.frontMatter };
  if (frontMatter.sidebar_position === undefined && prefixPosition !== undefined) frontMatter.sidebar_position = prefixPosition;
  const routePath = router.docRoutePath({ id, slug });
  checkFileRoute(routePath, relative, file);
  return {
    id,
    file,
    dir,
    frontMatter,
    body: parsed.body,
    bodyLineOffset: parsed.bodyLineOffset,
    frontMatterLines: parsed.frontMatterLines,
    routePath,
    ...(folder.name === undefined ? {} : { version: folder.name }),
  };
}

/** One category per folder holding docs, whether or not it has a `_category_.json`. */
async function loadCategories(folder: DocsFolder, files: string[]): Promise<Settled<CategoryMeta>[]> {
  const { docsDir, router } = folder;
  const dirs = new Set<string>();
  for (const relative of files) {
    const parts = relative.split('/').slice(0, -1);
    for (let i = 1; i <= parts.length; i++) dirs.add(parts.slice(0, i).join('/'));
  }
  const metaFiles = new Set(files.filter((f) => f === '_category_.json' || f.endsWith('/_category_.json')));
  return Promise.all(
    [...dirs].sort().map((dir) =>
      settle(
        (async () => {
          const metaRelative = `${dir}/_category_.json`;
          const file = path.join(docsDir, metaRelative);
          const own = stripNumberPrefix(dir.slice(dir.lastIndexOf('/') + 1));
          const category = loadCategory({
            dir: docIdOf(dir),
            defaultLabel: folderLabel(own.name),
            defaultPosition: own.position,
            router,
            source: metaFiles.has(metaRelative) ? { file, text: await readFile(file, 'utf8') } : undefined,
          });
          return folder.name === undefined ? category : { ...category, version: folder.name };
        })(),
      ),
    ),
  );
}

async function loadPage(pagesDir: string, relative: string, parse: ParseFile): Promise<SourcePage> {
  const file = path.join(pagesDir, relative);
  const withoutExt = relative.replace(/\.[^./]+$/, '');
  const routePath = withoutExt === 'index' ? '' : withoutExt.replace(/\/index$/, '');
  checkFileRoute(routePath, relative, file);
  if (reactFile.test(relative)) {
    return { file, kind: 'react', routePath, frontMatter: {}, body: '', bodyLineOffset: 0 };
  }
  const { parsed } = await parse(file);
  return {
    file,
    kind: 'markdown',
    routePath,
    frontMatter: parsed.frontMatter,
    body: parsed.body,
    bodyLineOffset: parsed.bodyLineOffset,
    frontMatterLines: parsed.frontMatterLines,
  };
}
