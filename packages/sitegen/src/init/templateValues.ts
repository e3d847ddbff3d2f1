import path from 'node:path';
import { isYarnBerry, type PackageManager, type PackageManagerCommands, packageManagerCommands } from './packageManager.js';
import type { ApiEntry } from './resolveApiEntry.js';

/**
 * The Node of the generated workflow: the newest LTS line. The packages need Node 22.22 or
 * later (their `engines`, from commander's and chokidar's); 24 is supported the longest.
 */
const WORKFLOW_NODE_VERSION = 24;

export interface TemplateVersions {
  core: string;
  react: string;
  typesReact: string;
  typescript: string;
  linkinator: string;
  typedoc: string;
}

export interface TemplateAnswers {
  title: string;
  /** starts and ends with '/' */
  baseUrl: string;
  /** the site folder, absolute; its name becomes the package name */
  dir: string;
  /** the version ranges the site's package.json asks for (see packageVersions in initSite) */
  versions: TemplateVersions;
  /** the package the API reference documents, when `--api` was given */
  api?: ApiEntry;
  /** the package manager the site was created with: its commands in the README, the next steps and the workflow */
  packageManager: PackageManager;
}

const literal = (value: string): string => JSON.stringify(value);
const quoted = (value: string): string => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The token values of `templates/default` (in `@sitegen/core`), from the user's answers. */
export function templateValues(answers: TemplateAnswers): Record<string, string> {
  const commands = packageManagerCommands(answers.packageManager);
  return {
    title: answers.title,
    titleLiteral: quoted(answers.title),
    baseUrl: answers.baseUrl,
    baseUrlLiteral: quoted(answers.baseUrl),
    packageNameLiteral: literal(packageName(answers.dir)),
    coreVersionLiteral: literal(answers.versions.core),
    reactVersionLiteral: literal(answers.versions.react),
    typesReactVersionLiteral: literal(answers.versions.typesReact),
    typescriptVersionLiteral: literal(answers.versions.typescript),
    linkinatorVersionLiteral: literal(answers.versions.linkinator),
    packageManagerField: answers.packageManager.version === undefined ? '' : packageManagerField(answers.packageManager),
    installCommand: commands.install,
    devCommand: commands.run('dev'),
    buildCommand: commands.run('build'),
    serveCommand: commands.run('serve'),
    typecheckCommand: commands.run('typecheck'),
    workflowSetup: workflowSetup(answers.packageManager, commands),
    workflowCheck: commands.exec('sitegen check --format github'),
    workflowBuild: commands.run('build', '--strict-links'),
    ...apiValues(answers.api, answers.versions.typedoc, commands),
  };
}

/**
 * `packageManager` pins the pnpm or Yarn the site was created with, for corepack and
 * pnpm/action-setup in CI: another major version would rewrite the lockfile.
 */
function packageManagerField(manager: PackageManager): string {
  return `\n  "packageManager": ${literal(`${manager.name}@${manager.version}`)},`;
}

/** The workflow's steps from Node to the installed dependencies, in the package manager's own way. */
function workflowSetup(manager: PackageManager, commands: PackageManagerCommands): string {
  const before =
    manager.name === 'pnpm'
      ? ['# the pnpm of `packageManager` in package.json', '- uses: pnpm/action-setup@v4']
      : isYarnBerry(manager)
        ? ['# the Yarn of `packageManager` in package.json, through corepack (it comes with Node)', '- run: corepack enable']
        : [];
  const lines = [
    ...before,
    '- uses: actions/setup-node@v4',
    '  with:',
    `    node-version: ${WORKFLOW_NODE_VERSION}`,
    `    cache: ${manager.name}`,
    `# needs the ${commands.lockfile} that \`${commands.install}\` writes: commit it`,
    `- run: ${commands.ciInstall}`,
  ];
  return lines.map((line) => `      ${line}`).join('\n');
}

function apiValues(api: TemplateAnswers['api'], typedocVersion: string, commands: PackageManagerCommands): Record<string, string> {
  if (api === undefined) {
    return { apiNavbarItem: '', apiSidebar: '', apiConfig: '', apiScript: '', apiDevDependency: '', apiReadme: '', apiDependency: '' };
  }
  const docsUrl =
    api.docsUrl === undefined
      ? ''
      : `\n    // its own site: site-relative links in its doc comments ('/docs/…') go there\n    packageDocsUrl: ${quoted(api.docsUrl)},`;
  return {
    apiNavbarItem: `\n      { type: 'docSidebar', sidebarId: 'api', label: 'API Reference' },`,
    apiSidebar: `\n    api: { type: 'api' },`,
    apiConfig: `\n  api: {\n    // the package, found as TypeScript finds an import of it (npm, pnpm and Yarn alike)\n    entryPoints: [${quoted(api.packageName)}],${docsUrl}${PACKAGE_LINKS}\n  },`,
    apiScript: `,\n    "api": "sitegen api"`,
    // TypeDoc is an optional peer of @sitegen/core: only a site with an API reference installs it
    apiDevDependency: `\n    "typedoc": ${literal(typedocVersion)},`,
    apiReadme: apiReadme(api, commands),
    apiDependency: `,\n    ${literal(api.packageName)}: ${literal(api.versionRange)}`,
  };
}

/**
 * The package's doc comments and README are its authors', often written for their own docs
 * tooling (ethers 6 links `[x](link-wiki-iban)` and `[[Name]]` that only its site resolves: 64
 * broken links). init cannot read them (the package is installed after it), and the site's owner
 * cannot fix them, so their broken links warn instead of failing the workflow's --strict-links build.
 */
const PACKAGE_LINKS = [
  '',
  "    // the package's own comments and README may link to pages only its authors' site has",
  '    // (ethers: `link-wiki-iban`, `[[Name]]`); the build warns about those without failing',
  '    // --strict-links. Set true to make them fail too.',
  '    strictPackageLinks: false,',
].join('\n');

function apiReadme(api: NonNullable<TemplateAnswers['api']>, commands: PackageManagerCommands): string {
  const lines = [
    '',
    '## API reference',
    '',
    `The API reference documents \`${api.packageName}\` (a dependency in \`package.json\`) from its declarations:`,
    '`api.entryPoints` in `sitegen.config.ts` names the package, and each build finds its declarations as',
    "TypeScript does, with npm, pnpm or Yarn (with Yarn Plug'n'Play, set `nodeLinker: node-modules`).",
    `Run \`${commands.run('api')}\` after installing or updating the package to regenerate the reflection data under`,
    `\`content/api/\`; \`${commands.exec('sitegen api --check')}\` fails when a type would show as \`any\` (CI).`,
  ];
  if (!api.installed) {
    lines.push('', `\`${api.packageName}\` was not installed when this site was created: \`${commands.install}\` installs it.`);
  }
  return `${lines.join('\n')}\n`;
}

/** An npm-valid package name from the folder name: lower case, no spaces, never empty. */
export function packageName(dir: string): string {
  const name = path
    .basename(dir)
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[._-]+|-+$/g, '');
  return name === '' ? 'docs' : name;
}
