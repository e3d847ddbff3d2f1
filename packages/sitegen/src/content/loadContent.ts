import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import type { Diagnostic } from '../errors/Diagnostic.js';
import { formatLocation, isSitegenError, SitegenError } from '../errors/SitegenError.js';
import { unreadableFileError } from '../errors/fileSystemError.js';
import { checkFileRoute, checkSlug } from './checkRoutePath.js';
import type { Router } from '../router/createRouter.js';
import { categoryIndexSlug, docIdOf, stripNumberPrefix } from './docId.js';
import { folderLabel } from './folderLabel.js';
import { loadCategory } from './loadCategory.js';
import { parseFrontMatter, type ParsedSource } from './parseFrontMatter.js';
import { readSourceFile, type SourceSizeLimits } from './readSourceFile.js';
import type { CategoryMeta, SiteContent, SourceDoc, SourcePage } from './types.js';
import { walkFiles } from './walkFiles.js';
import { withoutByteOrderMark } from './withoutByteOrderMark.js';
import { siteFileAccessOf } from '../files/siteFileAccess.js';
import { translatedDocsDir } from '../locales/localeFiles.js';
import { currentDocsDir } from './currentDocsDir.js';
import { homeMarkdown, rawFrontMatter } from './vitepress/homeMarkdown.js';
import { unappliedVitepressKeys, VITEPRESS_PAGE_KEYS, vitepressFrontMatter } from './vitepress/vitepressFrontMatter.js';
import { isExcludedSource } from './vitepress/isExcludedSource.js';
import { vitepressRoute } from './vitepress/vitepressRoute.js';

const markdownFile = /\.mdx?$/;
const reactFile = /\.[jt]sx$/;

export type ContentConfig = Pick<ResolvedConfig, 'contentDir'> &
  Partial<Pick<ResolvedConfig, 'localeDir' | 'siteDir' | 'files' | 'vitepress' | 'outDir' | 'staticDir'>> & { markdown: SourceSizeLimits };

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
  const docsVersions = versions ?? [{ name: undefined, docsDir: currentDocsDir(config) }];
  // without the site's folder (a test of the content alone), the content folder's parent is the site
  const access = siteFileAccessOf(config, path.dirname(config.contentDir));
  const walk = (dir: string): Promise<string[]> => walkFiles(dir, access);
  const [pageFiles, ...docFilesByVersion] = await Promise.all([
    walk(pagesDir),
    ...docsVersions.map((v) => walk(v.docsDir).then((files) => pagesOfSource(files, config))),
  ]);
  // a locale's translated files stand in for the default locale's of the same path
  const { localeDir } = config;
  const [pagesTranslation, ...docsTranslations] = await Promise.all([
    translationOf(localeDir === undefined ? undefined : path.join(localeDir, 'pages'), walk),
    ...docsVersions.map((v) => translationOf(localeDir === undefined ? undefined : translatedDocsDir(localeDir, v.name), walk)),
  ]);
  const diagnostics: Diagnostic[] = [];
  const read = (file: string): string => {
    const { text, warnings } = readSourceFile(file, config.markdown);
    diagnostics.push(...warnings);
    return text;
  };
  const parse = async (file: string): Promise<{ source: string; parsed: ParsedSource }> => {
    const source = read(file);
    const parsed = withVitepressKeys(parseFrontMatter(source, file), source, config.vitepress !== undefined);
    diagnostics.push(...frontMatterWarnings(parsed, file));
    return { source, parsed };
  };
  const each = <T>(load: (version: DocsFolder, files: string[]) => Promise<Settled<T>[]>): Promise<Settled<T>[]> =>
    Promise.all(
      docsVersions.map((version, index) =>
        load(
          {
            ...version,
            router: version.name === undefined ? router : router.forVersion(version.name),
            translation: docsTranslations[index],
            ...(config.vitepress === undefined ? {} : { rewrites: config.vitepress.rewrites }),
          },
          docFilesByVersion[index] ?? [],
        ),
      ),
    ).then((lists) => lists.flat());
  const [docs, categories, pages] = await allReported([
    each((version, files) =>
      Promise.all(
        files
          .filter((f) => markdownFile.test(f) && !isPartial(f))
          .map((f) => settle(loadDoc(version, f, parse), path.join(version.docsDir, f))),
      ),
    ),
    each((version, files) => loadCategories(version, files)),
    Promise.all(
      pageFiles
        .filter((f) => (markdownFile.test(f) || reactFile.test(f)) && !isPartial(f))
        .map((f) => settle(loadPage(pagesDir, f, parse, pagesTranslation), path.join(pagesDir, f))),
    ),
  ]);
  // a translated file with no original would never show: the translator should hear of it
  const orphans = [
    ...docsTranslations.map((translation, index) => orphansOf(translation, docFilesByVersion[index] ?? [])),
    orphansOf(pagesTranslation, pageFiles),
  ].flat();
  diagnostics.push(
    ...orphans.map((file) => ({
      severity: 'warning' as const,
      code: 'i18n/unknown-file' as const,
      message: 'this translation has no original of the same path in the default locale: it is not built',
      hint: 'Give it the path of the file it translates (under content/docs, a versioned_docs folder or content/pages), or remove it.',
      location: { file },
    })),
  );
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
  /** a locale's translations of the folder's files */
  translation?: Translation;
  /** a site moved from VitePress: each doc is at its VitePress route, after these rewrites */
  rewrites?: Readonly<Record<string, string>>;
}

/**
 * A VitePress site's source folder holds more than its pages: what VitePress leaves out
 * (node_modules, `srcExclude`) and the site's own output and static folders are no docs.
 */
function pagesOfSource(files: string[], config: ContentConfig): string[] {
  const { vitepress } = config;
  if (vitepress === undefined) return files;
  const inSource = (dir: string | undefined): string[] => {
    const relative = dir === undefined ? '' : path.relative(vitepress.srcDir, dir).split(path.sep).join('/');
    return relative === '' || relative.startsWith('..') || path.isAbsolute(relative) ? [] : [relative];
  };
  const excluded = { folders: [...inSource(config.outDir), ...inSource(config.staticDir), 'public'], globs: vitepress.srcExclude };
  return files.filter((file) => !isExcludedSource(file, excluded));
}

/** A locale's folder mirroring a folder of the default locale, and the files it holds. */
interface Translation {
  dir: string;
  files: ReadonlySet<string>;
}

/** A locale's Markdown files that translate no file of the folder they mirror. */
function orphansOf(translation: Translation | undefined, originals: readonly string[]): string[] {
  if (translation === undefined) return [];
  const known = new Set(originals);
  return [...translation.files]
    .filter((relative) => markdownFile.test(relative) && !isPartial(relative) && !known.has(relative))
    .map((relative) => path.join(translation.dir, relative));
}

async function translationOf(dir: string | undefined, walk: (dir: string) => Promise<string[]>): Promise<Translation | undefined> {
  if (dir === undefined) return undefined;
  return { dir, files: new Set(await walk(dir)) };
}

/**
 * Which file a locale reads for a file of the default locale: its translation, else the
 * original marked untranslated. `aliases` name the same page from the other folder, so a
 * relative link in a translated file finds an untranslated page (and the other way round).
 */
function sourceOf(
  dir: string,
  relative: string,
  translation: Translation | undefined,
): { file: string; untranslated?: true; aliases?: string[] } {
  const original = path.join(dir, relative);
  if (translation === undefined) return { file: original };
  const translated = path.join(translation.dir, relative);
  return translation.files.has(relative)
    ? { file: translated, aliases: [original] }
    : { file: original, untranslated: true, aliases: [translated] };
}

type Settled<T> = { value: T } | { error: unknown };

/** `file`: what the promise reads, named by a system error (EACCES, EISDIR…) that has no path of its own. */
function settle<T>(promise: Promise<T>, file: string): Promise<Settled<T>> {
  return promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error: unreadableFileError(error, file) ?? error }),
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

/** A VitePress site's page: the keys VitePress honours that sitegen does not are warned of too. */
function withVitepressKeys(parsed: ParsedSource, source: string, vitepress: boolean): ParsedSource {
  if (!vitepress) return parsed;
  const unapplied = unappliedVitepressKeys(rawFrontMatter(source)).map(({ key, note }) => {
    const line = frontMatterLineOf(source, key);
    return { key, note, from: 'VitePress' as const, ...(line === undefined ? {} : { line }) };
  });
  const misspelt = parsed.misspelt.filter(({ key }) => !VITEPRESS_PAGE_KEYS.has(key));
  return { ...parsed, unsupported: [...parsed.unsupported, ...unapplied], misspelt };
}

/** Where a top-level key is written in the front matter (which starts on line 2). */
function frontMatterLineOf(source: string, key: string): number | undefined {
  const lines = source.split('\n', 200);
  const end = lines.indexOf('---', 1);
  const index = lines.slice(0, end === -1 ? undefined : end).findIndex((line) => line.startsWith(`${key}:`));
  return index === -1 ? undefined : index + 1;
}

/** Files and folders starting with '_' are partials or helpers, not routes. */
function isPartial(relative: string): boolean {
  return relative.split('/').some((segment) => segment.startsWith('_'));
}

/** Reads a Markdown file and splits off its front matter, reporting what it warns about. */
type ParseFile = (file: string) => Promise<{ source: string; parsed: ParsedSource }>;

/** Front matter keys that are not applied: a Docusaurus key sitegen does not apply, or a custom key that looks like a known one misspelt. */
function frontMatterWarnings(parsed: ParsedSource, file: string): Diagnostic[] {
  const unsupported = parsed.unsupported.map(
    ({ key, line, note, from }): Diagnostic => ({
      severity: 'warning',
      code: 'content/unsupported-front-matter',
      message: `front matter \`${key}\` is a ${from ?? 'Docusaurus'} key that sitegen does not apply: ${note}`,
      hint: `Remove \`${key}\` once the page reads as you want.`,
      location: { file, line },
    }),
  );
  const misspelt = parsed.misspelt.map(
    ({ key, line, meant }): Diagnostic => ({
      severity: 'warning',
      code: 'content/misspelt-front-matter',
      message: `front matter \`${key}\` is not a key sitegen knows: did you mean \`${meant}\`?`,
      hint: `Write \`${meant}\` if that is what you meant; a key of your own is allowed (and ignored), but one this close to \`${meant}\` is likely a typo.`,
      location: { file, line },
    }),
  );
  return [...unsupported, ...misspelt];
}

async function loadDoc(folder: DocsFolder, relative: string, parse: ParseFile): Promise<SourceDoc> {
  const { docsDir, router } = folder;
  const { file, untranslated, aliases } = sourceOf(docsDir, relative, folder.translation);
  const { source, parsed: read } = await parse(file);
  // a VitePress home page's hero and features, kept in its front matter, are its first lines
  const home = folder.rewrites === undefined ? undefined : homeMarkdown(source);
  const withHome = home === undefined ? read : withLeadingMarkdown(read, home);
  // its outline, aside, prev and next in sitegen's keys (which the page may also set itself)
  const parsed =
    folder.rewrites === undefined
      ? withHome
      : { ...withHome, frontMatter: { ...vitepressFrontMatter(rawFrontMatter(source)), ...withHome.frontMatter } };
  // a translation keeps its original's id and route (its slug), so every locale has the same pages
  const routed =
    untranslated === undefined && aliases !== undefined ? await parsedOriginal(path.join(docsDir, relative)) : { file, parsed };
  const { slug, id: ownId } = routed.parsed.frontMatter;
  if (slug !== undefined) checkSlug(slug, { file: routed.file, line: routed.parsed.frontMatterLines.slug });
  // Docusaurus's `id` replaces the file's name: the folder stays part of the id (and of the route)
  const pathId = docIdOf(relative);
  const dir = pathId.includes('/') ? pathId.slice(0, pathId.lastIndexOf('/')) : '';
  const id = ownId === undefined ? pathId : dir === '' ? ownId : `${dir}/${ownId}`;
  const fileName = relative.slice(relative.lastIndexOf('/') + 1);
  const prefixPosition = stripNumberPrefix(fileName).position;
  const frontMatter = { ...parsed.frontMatter };
  if (frontMatter.sidebar_position === undefined && prefixPosition !== undefined) frontMatter.sidebar_position = prefixPosition;
  // a VitePress page is where VitePress serves it (`guide/index.md` → `guide`), unless its front matter says otherwise
  const vitepressSlug = folder.rewrites === undefined || slug !== undefined ? undefined : `/${vitepressRoute(relative, folder.rewrites)}`;
  // a folder's index doc is the folder's page, as in Docusaurus (a VitePress site has its own rule above)
  const indexSlug = folder.rewrites === undefined ? categoryIndexSlug(relative) : undefined;
  const routePath = router.docRoutePath({ id, slug: slug ?? vitepressSlug ?? indexSlug });
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
    ...(untranslated === undefined ? {} : { untranslated }),
    ...(aliases === undefined ? {} : { aliases }),
  };
}

/** Markdown made for the page before its body: the body's lines keep their numbers in the file. */
function withLeadingMarkdown(parsed: ParsedSource, markdown: string): ParsedSource {
  const added = `${markdown}\n`;
  return { ...parsed, body: added + parsed.body, bodyLineOffset: parsed.bodyLineOffset - added.split('\n').length + 1 };
}

async function parsedOriginal(file: string): Promise<{ file: string; parsed: ParsedSource }> {
  return { file, parsed: parseFrontMatter(await readFile(file, 'utf8'), file) };
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
          const original = metaFiles.has(metaRelative) ? { file, text: withoutByteOrderMark(await readFile(file, 'utf8')) } : undefined;
          const load = (source: { file: string; text: string } | undefined): CategoryMeta =>
            loadCategory({ dir: docIdOf(dir), defaultLabel: folderLabel(own.name), defaultPosition: own.position, router, source });
          const translated = await translatedCategory(original, folder.translation, metaRelative);
          const category = translated === original ? load(original) : keepRoute(load(translated), load(original));
          return folder.name === undefined ? category : { ...category, version: folder.name };
        })(),
        path.join(docsDir, dir, '_category_.json'),
      ),
    ),
  );
}

/** A translated category keeps its generated index's route, which a translated label would otherwise rename: every locale has the same routes. */
function keepRoute(translated: CategoryMeta, original: CategoryMeta): CategoryMeta {
  const index = translated.generatedIndex;
  const route = original.generatedIndex;
  if (index === undefined || route === undefined) return translated;
  return { ...translated, generatedIndex: { ...index, slug: route.slug, routePath: route.routePath } };
}

/**
 * A category's metadata in a locale: the keys of its translated `_category_.json` (its label)
 * over the original's, so a translator writes only what changes.
 */
async function translatedCategory(
  original: { file: string; text: string } | undefined,
  translation: Translation | undefined,
  metaRelative: string,
): Promise<{ file: string; text: string } | undefined> {
  if (translation === undefined || !translation.files.has(metaRelative)) return original;
  const file = path.join(translation.dir, metaRelative);
  const text = withoutByteOrderMark(await readFile(file, 'utf8'));
  if (original === undefined) return { file, text };
  const parse = (source: { file: string; text: string }): unknown => {
    try {
      return JSON.parse(source.text);
    } catch (cause) {
      throw new SitegenError({
        code: 'content/category',
        message: `_category_.json is not valid JSON (${cause instanceof Error ? cause.message : String(cause)})`,
        hint: 'Fix the JSON: e.g. { "label": "Concepts" }.',
        location: { file: source.file },
      });
    }
  };
  const [base, over] = [parse(original), parse({ file, text })];
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isObject(base) || !isObject(over)) return { file, text };
  return { file, text: JSON.stringify({ ...base, ...over }) };
}

async function loadPage(pagesDir: string, relative: string, parse: ParseFile, translation: Translation | undefined): Promise<SourcePage> {
  const { file, untranslated, aliases } = reactFile.test(relative)
    ? { file: path.join(pagesDir, relative), untranslated: undefined, aliases: undefined }
    : sourceOf(pagesDir, relative, translation);
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
    ...(untranslated === undefined ? {} : { untranslated }),
    ...(aliases === undefined ? {} : { aliases }),
  };
}
