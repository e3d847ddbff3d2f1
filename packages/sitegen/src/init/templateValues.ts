import path from 'node:path';
import type { ApiEntry } from './resolveApiEntry.js';

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
}

const literal = (value: string): string => JSON.stringify(value);
const quoted = (value: string): string => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The token values of `templates/default` (in `@sitegen/core`), from the user's answers. */
export function templateValues(answers: TemplateAnswers): Record<string, string> {
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
    ...apiValues(answers.api, answers.versions.typedoc),
  };
}

function apiValues(api: TemplateAnswers['api'], typedocVersion: string): Record<string, string> {
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
    apiConfig: `\n  api: {\n    // the package, found as TypeScript finds an import of it (npm, pnpm and Yarn alike)\n    entryPoints: [${quoted(api.packageName)}],${docsUrl}\n  },`,
    apiScript: `,\n    "api": "sitegen api"`,
    // TypeDoc is an optional peer of @sitegen/core: only a site with an API reference installs it
    apiDevDependency: `\n    "typedoc": ${literal(typedocVersion)},`,
    apiReadme: apiReadme(api),
    apiDependency: `,\n    ${literal(api.packageName)}: ${literal(api.versionRange)}`,
  };
}

function apiReadme(api: NonNullable<TemplateAnswers['api']>): string {
  const lines = [
    '',
    '## API reference',
    '',
    `The API reference documents \`${api.packageName}\` (a dependency in \`package.json\`) from its declarations:`,
    '`api.entryPoints` in `sitegen.config.ts` names the package, and each build finds its declarations as',
    "TypeScript does, with npm, pnpm or Yarn (with Yarn Plug'n'Play, set `nodeLinker: node-modules`).",
    'Run `npm run api` after installing or updating the package to regenerate the reflection data under',
    '`content/api/`; `npx sitegen api --check` fails when a type would show as `any` (CI).',
  ];
  if (!api.installed) {
    lines.push('', `\`${api.packageName}\` was not installed when this site was created: \`npm install\` installs it.`);
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
