/** The generated reference pages as Markdown: pure functions of what was read from the source. */
import type { ConfigKey } from './configReference.js';
import type { CliCommand, CliOption } from './cliReference.js';

const GENERATED = (source: string): string =>
  `<!-- generated from ${source} by docs/scripts/generateReference.ts: edit the source, then run pnpm docs:build -->`;

/** Text for a Markdown table cell or list item: one line, pipes escaped. */
function inline(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replaceAll('|', '\\|');
}

/** The CLI's help is plain text: `i18n/<locale>/` is a path there, not a tag. */
function plain(text: string): string {
  return text.replace(/[<>*_[\]`\\]/g, (char) => `\\${char}`);
}

function code(text: string): string {
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``;
}

/** A sentence: the comments are written in lower case without a full stop, as notes beside a key. */
function sentence(text: string): string {
  const trimmed = inline(text).trim();
  if (trimmed === '') return trimmed;
  return `${trimmed[0]?.toUpperCase()}${trimmed.slice(1)}${/[.!?]$/.test(trimmed) ? '' : '.'}`;
}

/** A default as written in `@defaultValue`: code unless it is words ('the site's `title`'). */
function defaultText(value: string): string {
  return /^(the |every |true for |`)/.test(value) ? inline(value) : code(value);
}

function facts(key: ConfigKey): string {
  const parts = [code(key.type)];
  if (key.required) parts.push('**required**');
  if (key.defaultValue !== undefined) parts.push(`default ${defaultText(key.defaultValue)}`);
  return parts.join(' · ');
}

export function renderConfigReference(keys: ConfigKey[]): string {
  const topLevel = keys.filter((key) => !/[.[]/.test(key.path));
  const lines = [
    '---',
    'title: Configuration reference',
    'sidebar_position: 1',
    "description: Every key of sitegen.config.ts with its type, default and meaning, generated from sitegen's source.",
    '---',
    '',
    GENERATED('packages/sitegen/src/config/types.ts'),
    '',
    "Every key of `sitegen.config.ts`, generated from the comments of sitegen's source and checked against the schema",
    'that validates a config. Only `title` is required. In a path, `[]` is an item of a list and `<name>` a key you choose;',
    'an unknown key or a wrong type fails the build, naming the key. So does a link that would run script when followed',
    "(a `javascript:`, `vbscript:` or `data:` URL, read as a browser reads it), under any key that takes a link or an image's",
    "source (`to`, `href`, a redirect's `to`, `editUrl`, `favicon`, `navbar.logo.src`, a sidebar link…): the rule of Markdown's",
    'links, where `data:image/…` is allowed for an image. HTML-valued keys (`announcementBar.content`, `footer.copyright`, an',
    '`html` item) and `headTags` are written as given. The default export may also be a promise of the config, or a',
    'function that returns it or a promise of it (`export default async () => ({ … })`, as in Docusaurus): code that reads',
    'files or fetches versions first.',
    '',
    '```ts title="sitegen.config.ts"',
    "import { defineConfig } from '@sitegen/core';",
    '',
    'export default defineConfig({',
    "  title: 'Widgets SDK',",
    "  url: 'https://acme.github.io',",
    "  baseUrl: '/widgets/',",
    '});',
    '```',
    '',
    '| key | type |',
    '|---|---|',
    ...topLevel.map((key) => `| [${code(key.path)}](#${key.path.toLowerCase()}) | ${inline(code(key.type))} |`),
    '',
  ];
  for (const key of topLevel) {
    lines.push(`## ${key.path} {#${key.path.toLowerCase()}}`, '', facts(key), '', sentence(key.description), '');
    const nested = keys.filter((k) => k.path.startsWith(`${key.path}.`) || k.path.startsWith(`${key.path}[]`));
    for (const child of nested) {
      lines.push(`- **${code(child.path)}** · ${facts(child)}  `, `  ${sentence(child.description)}`);
    }
    if (nested.length > 0) lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** Options as a list rather than a table: a flag such as `--strict-port` must not break across lines on a phone. */
function optionList(options: CliOption[]): string[] {
  return options.map((option) => {
    const fallback = option.defaultValue === undefined ? '' : ` · default ${code(option.defaultValue)}`;
    return `- **${code(option.flags)}**${fallback}  \n  ${sentence(plain(option.description))}`;
  });
}

export function renderCliReference(cli: { global: CliOption[]; commands: CliCommand[] }): string {
  const lines = [
    '---',
    'title: CLI reference',
    'sidebar_position: 2',
    "description: Every sitegen command and option, generated from the CLI's own definitions.",
    '---',
    '',
    GENERATED('packages/sitegen/src/cli/program.ts'),
    '',
    'Every command and option of `sitegen`, generated from the definitions the CLI runs. In a site, run it through the',
    'package scripts (`npm run build`): the unscoped `sitegen` package on npm is another project.',
    '',
    '| command | what it does |',
    '|---|---|',
    ...cli.commands.map(
      (command) =>
        `| [${code(command.usage)}](#${command.usage.split(' ')[0]?.replace(':', '')}) | ${sentence(plain(command.description))} |`,
    ),
    '',
    '## Global options {#global}',
    '',
    'They go before the command: `sitegen --verbose build`.',
    '',
    ...optionList(cli.global),
    '',
  ];
  for (const command of cli.commands) {
    const id = command.usage.split(' ')[0]?.replace(':', '');
    lines.push(`## ${code(`sitegen ${command.usage}`)} {#${id}}`, '', sentence(plain(command.description)), '');
    if (command.options.length > 0) lines.push(...optionList(command.options), '');
  }
  lines.push(
    '## Exit codes and environment {#exit-codes}',
    '',
    '| | |',
    '|---|---|',
    '| exit `0` | success |',
    '| exit `1` | a mistake in the site (config, content, links, flags), printed as `error [code] file:line:col message` with a hint |',
    '| exit `2` | an internal error (a bug in sitegen), printed with its stack |',
    '| exit `130`, `143`, `129` | a build stopped by Ctrl-C (SIGINT), SIGTERM or SIGHUP: the writes stop, the temporary folder is removed and the previous output kept (`build/interrupted`); a second signal ends it at once |',
    '| `CI` | when set, stage progress is left out (`--verbose` brings it back) |',
    '| `NO_COLOR` | turns colours off |',
    '| `SITEGEN_WORKERS=N` | worker threads for Markdown and rendering (`0`: none); by default the idle cores, from 1,000 pages |',
    '',
  );
  return `${lines.join('\n').trimEnd()}\n`;
}
