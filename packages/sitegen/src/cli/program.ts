import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import { runApiCommand } from '../api/runApiCommand.js';
import type { ApiDiffFormat } from '../apidiff/formatDifferences.js';
import { runApiDiff } from '../apidiff/runApiDiff.js';
import { build } from '../pipeline/build.js';
import { type CheckFormat, checkSite } from '../pipeline/checkSite.js';
import { loadResolvedConfig } from '../config/loadResolvedConfig.js';
import { SitegenError } from '../errors/SitegenError.js';
import { startDevServer } from '../dev/startDevServer.js';
import { detectPackageManager } from '../init/packageManager.js';
import { canPrompt } from '../init/promptInitAnswers.js';
import { runInitCommand } from '../init/runInitCommand.js';
import type { Logger } from '../logger/Logger.js';
import { serveSite } from '../serve/serveSite.js';
import { findLocale } from '../config/resolveLocales.js';
import { migrateDocusaurus } from '../migrate/docusaurus/migrateDocusaurus.js';
import { migrateVitePress } from '../migrate/vitepress/migrateVitePress.js';
import { writeTranslations } from '../locales/writeTranslations.js';
import { snapshotDocsVersion } from '../versions/snapshotDocsVersion.js';
import { openInBrowser } from './openInBrowser.js';
import { workersFromEnv } from './workersFromEnv.js';

const version = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new InvalidArgumentError('expected a port number (0–65535)');
  return port;
}

function parseDiffFormat(value: string): ApiDiffFormat {
  if (value !== 'text' && value !== 'json' && value !== 'github') throw new InvalidArgumentError("expected 'text', 'json' or 'github'");
  return value;
}

function parseCheckFormat(value: string): CheckFormat {
  if (value !== 'text' && value !== 'github') throw new InvalidArgumentError("expected 'text' or 'github'");
  return value;
}

interface ConfigOption {
  config?: string;
}

interface ProgressOptions {
  verbose?: boolean;
  quiet?: boolean;
}

/**
 * The config file of a command: `--config` as given, else `sitegen.config.ts` in the site
 * folder named by the positional argument, else in the working folder.
 */
function configFileOf(dir: string | undefined, options: ConfigOption): string {
  if (options.config !== undefined) return options.config;
  return path.join(dir ?? '.', 'sitegen.config.ts');
}

/** Stage progress is printed at a terminal and left out in CI (`CI` set); `--verbose` and `--quiet` decide over both. */
export function showsProgress(options: ProgressOptions, env: NodeJS.ProcessEnv): boolean {
  if (options.quiet === true) return false;
  if (options.verbose === true) return true;
  return env.CI === undefined || env.CI === '' || env.CI === 'false';
}

/**
 * The CLI: parses arguments and the environment, and calls one core function per command.
 * `createLogger` makes the commands' logger once the global options are known.
 */
export function createProgram(createLogger: (options: { progress: boolean }) => Logger, env: NodeJS.ProcessEnv): Command {
  const program = new Command('sitegen')
    .description('A static-site generator for SDK documentation')
    .version(version)
    .option('--verbose', 'print every stage and its time, in CI too')
    .option('--quiet', 'print only warnings, errors and the result');
  program.showHelpAfterError();
  let logger = createLogger({ progress: showsProgress({}, env) });
  program.hook('preAction', (_program, command) => {
    const options = command.optsWithGlobals<ProgressOptions>();
    if (options.verbose === true && options.quiet === true)
      throw new SitegenError({ code: 'cli/usage', message: '--verbose and --quiet contradict each other', hint: 'Pass one of them.' });
    logger = createLogger({ progress: showsProgress(options, env) });
  });

  program
    .command('build [dir]')
    .description('build the site (in dir, default the working folder) into the output folder')
    .option('-c, --config <file>', 'the site config (default: dir/sitegen.config.ts)')
    .option('--out-dir <dir>', 'the output folder (default: the config outDir, build/)')
    .option('--strict', 'broken Markdown links and anchors and failing examples fail the build, and the written site is crawled', false)
    .option('--strict-links', 'the same as --strict (its older name)', false)
    .option('--check-external', 'with --strict-links, the crawl fetches links to other sites too (needs the network)', false)
    .option('--locale <locale>', 'build this locale only (default: every locale of i18n.locales)')
    .action(
      async (
        dir: string | undefined,
        options: ConfigOption & { outDir?: string; strict: boolean; strictLinks: boolean; checkExternal: boolean; locale?: string },
      ) => {
        const strict = options.strict || options.strictLinks;
        if (options.checkExternal && !strict)
          throw new SitegenError({
            code: 'cli/usage',
            message: '--check-external only applies to the crawl of --strict',
            hint: 'Build with --strict --check-external.',
          });
        await build({
          configFile: configFileOf(dir, options),
          outDir: options.outDir,
          strictLinks: strict,
          checkExternal: options.checkExternal,
          workers: workersFromEnv(env),
          logger,
          locale: options.locale,
        });
      },
    );

  program
    .command('serve [dir]')
    .description('serve the built site under its base path (builds first when there is no output)')
    .option('-c, --config <file>', 'the site config (default: dir/sitegen.config.ts)')
    .option('--out-dir <dir>', 'the built site (default: the config outDir, build/)')
    .option('-p, --port <port>', 'port to listen on (a port in use is an error)', parsePort, 3000)
    .option('--host <host>', 'host to listen on', '127.0.0.1')
    .option('--open', 'open the site in the default browser')
    .action(async (dir: string | undefined, options: ConfigOption & { outDir?: string; port: number; host: string; open?: boolean }) => {
      const configFile = configFileOf(dir, options);
      const config = await loadResolvedConfig(configFile);
      const outDir = options.outDir === undefined ? config.outDir : path.resolve(options.outDir);
      if (!existsSync(path.join(outDir, 'index.html'))) {
        logger.info(`no built site in ${outDir}: building it first`);
        await build({ configFile, outDir, workers: workersFromEnv(env), logger });
      }
      const served = await serveSite({ outDir, basePath: config.baseUrl, port: options.port, host: options.host, logger });
      logger.info(`serving ${outDir} at ${served.url} (Ctrl+C to stop)`);
      if (options.open === true) await openInBrowser(served.url, logger);
    });

  program
    .command('dev [dir]')
    .description('build in memory, serve, and rebuild on every change, reloading the browser')
    .option('-c, --config <file>', 'the site config (default: dir/sitegen.config.ts)')
    .option('-p, --port <port>', 'port to listen on (in use: the next free one)', parsePort, 3000)
    .option('--strict-port', 'fail when the port is in use instead of taking the next free one')
    .option('--host <host>', 'host to listen on', '127.0.0.1')
    .option('--open', 'open the site in the default browser')
    .option('--locale <locale>', 'the locale to serve, one at a time (default: i18n.defaultLocale)')
    .action(
      async (
        dir: string | undefined,
        options: ConfigOption & { port: number; host: string; open?: boolean; strictPort?: boolean; locale?: string },
      ) => {
        const configFile = configFileOf(dir, options);
        // a locale the site does not have is the command's mistake, not a build's to show in the browser
        if (options.locale !== undefined) findLocale((await loadResolvedConfig(configFile)).locales, options.locale, configFile);
        const server = await startDevServer({
          locale: options.locale,
          configFile,
          port: options.port,
          strictPort: options.strictPort,
          host: options.host,
          workers: workersFromEnv(env),
          logger,
        });
        if (options.open === true) await openInBrowser(server.url, logger);
      },
    );

  program
    .command('check [dir]')
    .description(
      'check links, type-check the examples and check every page for markup nothing rendered, without writing the site (for editors, pre-commit hooks and CI)',
    )
    .option('-c, --config <file>', 'the site config (default: dir/sitegen.config.ts)')
    .option('--format <format>', "'text', or 'github' for GitHub Actions annotations on the pull request", parseCheckFormat, 'text')
    .action(async (dir: string | undefined, options: ConfigOption & { format: CheckFormat }) => {
      await checkSite({ configFile: configFileOf(dir, options), workers: workersFromEnv(env), logger, format: options.format });
    });

  program
    .command('init [dir]')
    .description('create a new site from the default template (asks for what the flags leave out, at a terminal)')
    .option('--title <title>', 'the site title (default "My SDK")')
    .option('--base-url <path>', 'the base path the site is served under (default "/")')
    .option('--api <package>', "document an npm package's declarations in an API reference")
    .action(async (dir: string | undefined, options: { title?: string; baseUrl?: string; api?: string }) => {
      const terminal = canPrompt(process.env, process.stdin) ? { input: process.stdin, output: process.stdout } : undefined;
      const packageManager = detectPackageManager(env.npm_config_user_agent);
      await runInitCommand({
        dir: dir ?? '.',
        title: options.title,
        baseUrl: options.baseUrl,
        apiPackage: options.api,
        packageManager,
        logger,
        terminal,
      });
    });

  program
    .command('api [dir]')
    .description('regenerate the API reflection JSON from the declaration files')
    .option('-c, --config <file>', 'the site config (default: dir/sitegen.config.ts)')
    .option('--check', 'write nothing; fail when a type would show as any, or when the committed JSON is out of date (CI)', false)
    .option(
      '--diff <version-or-file>',
      "write nothing; print the API's differences from a docs version's API (or a reflection JSON file), breaking first, and fail on a breaking one",
    )
    .option('--format <format>', "with --diff: 'text', 'json', or 'github' for GitHub Actions annotations", parseDiffFormat, 'text')
    .option('--allow-breaking', 'with --diff: exit 0 even when a difference is breaking', false)
    .action(
      async (
        dir: string | undefined,
        options: ConfigOption & { check: boolean; diff?: string; format: ApiDiffFormat; allowBreaking: boolean },
      ) => {
        const configFile = configFileOf(dir, options);
        const config = await loadResolvedConfig(configFile);
        if (options.diff === undefined) {
          if (options.format !== 'text' || options.allowBreaking)
            throw new SitegenError({
              code: 'cli/usage',
              message: '--format and --allow-breaking only apply to --diff',
              hint: 'Add --diff <version>.',
            });
          await runApiCommand({ config, logger, check: options.check });
        } else {
          if (options.check)
            throw new SitegenError({
              code: 'cli/usage',
              message: '--check and --diff are two commands',
              hint: 'Run sitegen api --check and sitegen api --diff apart.',
            });
          await runApiDiff({ config, logger, against: options.diff, format: options.format, allowBreaking: options.allowBreaking });
        }
      },
    );

  program
    .command('write-translations [dir]')
    .description(
      'write the strings of the navbar, footer, categories and theme to translate into i18n/<locale>/ (keeping translations made)',
    )
    .option('-c, --config <file>', 'the site config (default: dir/sitegen.config.ts)')
    .requiredOption('--locale <locale>', 'the locale to write them for')
    .action(async (dir: string | undefined, options: ConfigOption & { locale: string }) => {
      const config = await loadResolvedConfig(configFileOf(dir, options));
      await writeTranslations({ config, locale: options.locale, logger });
    });

  program
    .command('docs:version <name> [dir]')
    .description('make a docs version of content/docs (and its sidebars and API reference), newest in versions.json')
    .option('-c, --config <file>', 'the site config (default: dir/sitegen.config.ts)')
    .action(async (name: string, dir: string | undefined, options: ConfigOption) => {
      const configFile = configFileOf(dir, options);
      const config = await loadResolvedConfig(configFile);
      await snapshotDocsVersion({ config, name, logger });
    });

  // one command per tool a site moves from, each its own module (migrate/<tool>/)
  const migrate = program
    .command('migrate')
    .description('move a site made with another tool to sitegen: its config is mapped, its files are left as they are');
  migrate
    .command('vitepress [dir]')
    .description(
      'read .vitepress/config.* (in dir or dir/docs) and write sitegen.config.ts and MIGRATION.md (what could not be mapped) into dir',
    )
    .option('--force', 'replace the sitegen.config.ts and MIGRATION.md of an earlier migration', false)
    .action(async (dir: string | undefined, options: { force: boolean }) => {
      await migrateVitePress({ dir: dir ?? '.', force: options.force, logger });
    });
  migrate
    .command('docusaurus [dir]')
    .description(
      'read docusaurus.config.{ts,js} (and its sidebars, versions.json, i18n/, static/) in dir and write sitegen.config.ts and MIGRATION.md (what could not be mapped) into dir',
    )
    .option('--force', 'replace the sitegen.config.ts and MIGRATION.md of an earlier migration', false)
    .action(async (dir: string | undefined, options: { force: boolean }) => {
      await migrateDocusaurus({ dir: dir ?? '.', force: options.force, logger });
    });

  return program;
}
