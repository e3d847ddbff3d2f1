import path from 'node:path';

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
  /** the API reference's entry point, relative to the site folder, when `--api` was given */
  api?: { packageName: string; entryPoint: string; installed: boolean };
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
    return { apiNavbarItem: '', apiSidebar: '', apiConfig: '', apiScript: '', apiDevDependency: '', apiReadme: '' };
  }
  return {
    apiNavbarItem: `\n      { type: 'docSidebar', sidebarId: 'api', label: 'API Reference' },`,
    apiSidebar: `\n    api: { type: 'api' },`,
    apiConfig: `\n  api: {\n    entryPoints: [${quoted(api.entryPoint)}],\n  },`,
    apiScript: `,\n    "api": "sitegen api"`,
    // TypeDoc is an optional peer of @sitegen/core: only a site with an API reference installs it
    apiDevDependency: `\n    "typedoc": ${literal(typedocVersion)},`,
    apiReadme: apiReadme(api),
  };
}

function apiReadme(api: NonNullable<TemplateAnswers['api']>): string {
  const lines = [
    '',
    '## API reference',
    '',
    `The API reference documents \`${api.packageName}\` from its declarations, \`${api.entryPoint}\``,
    '(`api.entryPoints` in `sitegen.config.ts`). Run `npm run api` after installing or updating the package',
    'to regenerate the reflection data under `content/api/`.',
  ];
  if (!api.installed) {
    lines.push(
      '',
      `\`${api.packageName}\` was not installed when this site was created, so the entry point above is the`,
      `conventional one. Install it (\`npm install --save-dev ${api.packageName}\`) and check that the path`,
      'matches the `types` field of its `package.json`.',
    );
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
