import type { Stats } from 'node:fs';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isSystemError, systemReason } from '../errors/fileSystemError.js';
import { SitegenError } from '../errors/SitegenError.js';
import type { Logger } from '../logger/Logger.js';
import { fillTemplate } from './fillTemplate.js';
import { normaliseInitAnswers } from './normaliseInitAnswers.js';
import { isYarnBerry, type PackageManager, packageManagerCommands } from './packageManager.js';
import { resolveApiEntry } from './resolveApiEntry.js';
import { type TemplateVersions, templateValues } from './templateValues.js';

export interface InitSiteParams {
  /** the folder to create the site in; must not exist or be empty */
  dir: string;
  title: string;
  baseUrl: string;
  /** an npm package whose declarations the API reference documents */
  apiPackage?: string;
  /** the package manager that created the site: its commands in the README, the next steps and the workflow */
  packageManager: PackageManager;
  logger: Logger;
  /** default: the package's `templates/default` */
  templateDir?: string;
}

export interface InitSiteResult {
  dir: string;
  /** the files written, relative to `dir`, '/'-separated, sorted */
  files: string[];
}

/**
 * The template ships inside the package (its `files`), so an installed `@sitegen/core` finds it;
 * both `src/init` and `dist/init` sit two levels below the package root.
 */
const DEFAULT_TEMPLATE_DIR = fileURLToPath(new URL('../../templates/default/', import.meta.url));

/** npm strips `.gitignore` from published packages, so the template keeps it without the dot. */
const RENAMES: Readonly<Record<string, string>> = { gitignore: '.gitignore' };

/** `sitegen init`: a new, working site from the template, with the user's title and base path. */
export async function initSite(params: InitSiteParams): Promise<InitSiteResult> {
  const dir = path.resolve(params.dir);
  const answers = normaliseInitAnswers({ title: params.title, baseUrl: params.baseUrl, apiPackage: params.apiPackage });
  await assertEmptyFolder(dir);
  const api = answers.apiPackage === undefined ? undefined : resolveApiEntry(dir, answers.apiPackage);
  const manager = params.packageManager;
  const values = templateValues({
    title: answers.title,
    baseUrl: answers.baseUrl,
    dir,
    versions: packageVersions(),
    api,
    packageManager: manager,
  });
  const templateDir = params.templateDir ?? DEFAULT_TEMPLATE_DIR;
  const files = await listFiles(templateDir);
  const written = new Map<string, string>();
  for (const file of files) {
    written.set(targetName(file), fillTemplate(await readFile(path.join(templateDir, file), 'utf8'), values, file));
  }
  if (isYarnBerry(manager)) written.set('.yarnrc.yml', YARN_BERRY_SETTINGS);
  for (const [file, text] of written) {
    const target = path.join(dir, file);
    try {
      await makeFolders(path.dirname(target));
      await writeFile(target, text);
    } catch (error) {
      throw (await cannotCreate(dir, error)) ?? error;
    }
  }
  const commands = packageManagerCommands(manager);
  if (api !== undefined && !api.installed) {
    params.logger.warn(`${api.packageName} is not installed yet: \`${commands.install}\` installs it with the site`);
  }
  const cd = path.relative(process.cwd(), dir);
  params.logger.info(
    `Created ${answers.title} in ${dir}. Next: ${cd === '' ? '' : `cd ${cd}, `}${commands.install}, then ${commands.run('dev')}`,
  );
  return { dir, files: [...written.keys()].sort() };
}

/**
 * Yarn 2 and later install into Plug'n'Play zip files by default, which TypeScript (the API
 * reference, `typecheck`) cannot read, and the workflow caches sitegen's work in node_modules.
 */
const YARN_BERRY_SETTINGS = `# sitegen and TypeScript read the site's packages from node_modules, not from Plug'n'Play's zip files
nodeLinker: node-modules
`;

async function assertEmptyFolder(dir: string): Promise<void> {
  let info: Stats;
  try {
    info = await stat(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw (await cannotCreate(dir, error)) ?? error;
  }
  const hint = 'Choose a new or empty folder, e.g. `sitegen init my-docs`.';
  if (!info.isDirectory()) {
    throw new SitegenError({ code: 'init/not-empty', message: 'the path exists and is not a folder', hint, location: { file: dir } });
  }
  const entries = await readdir(dir);
  if (entries.length > 0) {
    throw new SitegenError({
      code: 'init/not-empty',
      message: `the folder is not empty (${entries.length} entr${entries.length === 1 ? 'y' : 'ies'}): sitegen init never overwrites files`,
      hint,
      location: { file: dir },
    });
  }
}

/**
 * Why the site cannot be made in `dir`, said of the path the owner can act on: the file that
 * stands where a folder of the path should be (`init /dev/null/x`), else the system's words for
 * the folder (permission denied, a read-only or full disk). Undefined for what is not a system
 * error: a bug to report.
 */
async function cannotCreate(dir: string, error: unknown): Promise<SitegenError | undefined> {
  if (!isSystemError(error)) return undefined;
  const blocking = error.code === 'ENOTDIR' || error.code === 'EEXIST' ? await fileInPath(dir) : undefined;
  return new SitegenError({
    code: 'init/cannot-create',
    message:
      blocking === undefined
        ? `the site cannot be created in ${dir}: ${systemReason(error)}`
        : `the site cannot be created in ${dir}: ${blocking} is a file, not a folder`,
    hint:
      blocking === undefined
        ? 'Choose a folder you may write to, e.g. `sitegen init my-docs` in your own folder.'
        : 'Choose a path whose folders are folders, e.g. `sitegen init my-docs`.',
    location: { file: dir },
    cause: error,
  });
}

/**
 * `mkdir -p`, one level at a time: Node's recursive mkdir retries for ever where the system
 * answers ENOENT to a folder whose parent exists (`init /proc/x`); a plain mkdir fails at once.
 */
async function makeFolders(dir: string): Promise<void> {
  const missing: string[] = [];
  for (let at = dir; ; at = path.dirname(at)) {
    const exists = await stat(at).then(
      () => true,
      (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? false : Promise.reject(error)),
    );
    if (exists || path.dirname(at) === at) break;
    missing.unshift(at);
  }
  for (const folder of missing) await mkdir(folder);
}

/** The nearest path above (or at) `dir` that exists and is not a folder. */
async function fileInPath(dir: string): Promise<string | undefined> {
  for (let at = dir; ; at = path.dirname(at)) {
    const info = await stat(at).catch(() => undefined);
    if (info !== undefined) return info.isDirectory() ? undefined : at;
    if (path.dirname(at) === at) return undefined;
  }
}

/**
 * The template's files, '/'-separated, one folder at a time: under `yarn create` (Yarn Berry's
 * Plug'n'Play) the template is read from inside a zip file, whose file system has no recursive
 * listing.
 */
async function listFiles(root: string, folder = ''): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(path.join(root, folder), { withFileTypes: true })) {
    const file = folder === '' ? entry.name : `${folder}/${entry.name}`;
    if (entry.isDirectory()) files.push(...(await listFiles(root, file)));
    else if (entry.isFile()) files.push(file);
  }
  return files.sort();
}

function targetName(file: string): string {
  const base = path.posix.basename(file);
  const renamed = RENAMES[base];
  return renamed === undefined ? file : path.posix.join(path.posix.dirname(file), renamed);
}

interface CoreManifest {
  version: string;
  peerDependencies: Record<'react' | 'linkinator' | 'typedoc', string>;
  devDependencies: Record<'typescript' | '@types/react', string>;
}

/**
 * What the new site installs, in the ranges sitegen itself is built and tested with (its
 * package.json ships with the package): the default theme comes with the core.
 */
function packageVersions(): TemplateVersions {
  const core = createRequire(import.meta.url)('../../package.json') as CoreManifest;
  return {
    core: `^${core.version}`,
    react: core.peerDependencies.react,
    typesReact: core.devDependencies['@types/react'],
    typescript: core.devDependencies.typescript,
    linkinator: core.peerDependencies.linkinator,
    typedoc: core.peerDependencies.typedoc,
  };
}
