import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import { runApiCommand } from '../api/runApiCommand.js';
import { build } from '../build/build.js';
import { loadConfig } from '../config/loadConfig.js';
import { SitegenError } from '../errors/SitegenError.js';
import { resolveConfig } from '../config/resolveConfig.js';
import { startDevServer } from '../dev/startDevServer.js';
import { canPrompt } from '../init/promptInitAnswers.js';
import { runInitCommand } from '../init/runInitCommand.js';
import type { Logger } from '../logger/Logger.js';
import { serveSite } from '../serve/serveSite.js';
import { workersFromEnv } from './workersFromEnv.js';

const version = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new InvalidArgumentError('expected a port number (0–65535)');
  return port;
}

interface ConfigOption {
  config: string;
}

/** The CLI: parses arguments and the environment, and calls one core function per command. */
export function createProgram(logger: Logger, env: NodeJS.ProcessEnv): Command {
  const program = new Command('sitegen').description('A static-site generator for SDK documentation').version(version);
  program.showHelpAfterError();

  program
    .command('build')
    .description('build the site into the output folder')
    .option('--config <file>', 'the site config', 'sitegen.config.ts')
    .option('--out-dir <dir>', 'the output folder (default: the config outDir, build/)')
    .option('--strict-links', 'broken Markdown links and anchors fail the build, and the written site is crawled for broken links', false)
    .option('--check-external', 'with --strict-links, the crawl fetches links to other sites too (needs the network)', false)
    .action(async (options: ConfigOption & { outDir?: string; strictLinks: boolean; checkExternal: boolean }) => {
      if (options.checkExternal && !options.strictLinks)
        throw new SitegenError({
          code: 'cli/usage',
          message: '--check-external only applies to the crawl of --strict-links',
          hint: 'Build with --strict-links --check-external.',
        });
      await build({
        configFile: options.config,
        outDir: options.outDir,
        strictLinks: options.strictLinks,
        checkExternal: options.checkExternal,
        workers: workersFromEnv(env),
        logger,
      });
    });

  program
    .command('serve')
    .description('serve the built site under its base path (builds first when there is no output)')
    .option('--config <file>', 'the site config', 'sitegen.config.ts')
    .option('--out-dir <dir>', 'the built site (default: the config outDir, build/)')
    .option('--port <port>', 'port to listen on', parsePort, 3000)
    .option('--host <host>', 'host to listen on', '127.0.0.1')
    .action(async (options: ConfigOption & { outDir?: string; port: number; host: string }) => {
      const config = resolveConfig(await loadConfig(options.config), options.config);
      const outDir = options.outDir === undefined ? config.outDir : path.resolve(options.outDir);
      if (!existsSync(path.join(outDir, 'index.html'))) {
        logger.info(`no built site in ${outDir}: building it first`);
        await build({ configFile: options.config, outDir, workers: workersFromEnv(env), logger });
      }
      const served = await serveSite({ outDir, basePath: config.baseUrl, port: options.port, host: options.host, logger });
      logger.info(`serving ${outDir} at ${served.url} (Ctrl+C to stop)`);
    });

  program
    .command('dev')
    .description('build in memory, serve, and rebuild on every change, reloading the browser')
    .option('--config <file>', 'the site config', 'sitegen.config.ts')
    .option('--port <port>', 'port to listen on', parsePort, 3000)
    .option('--host <host>', 'host to listen on', '127.0.0.1')
    .action(async (options: ConfigOption & { port: number; host: string }) => {
      await startDevServer({ configFile: options.config, port: options.port, host: options.host, workers: workersFromEnv(env), logger });
    });

  program
    .command('init [dir]')
    .description('create a new site from the default template (asks for what the flags leave out, at a terminal)')
    .option('--title <title>', 'the site title (default "My SDK")')
    .option('--base-url <path>', 'the base path the site is served under (default "/")')
    .option('--api <package>', "document an npm package's declarations in an API reference")
    .action(async (dir: string | undefined, options: { title?: string; baseUrl?: string; api?: string }) => {
      const terminal = canPrompt(process.env, process.stdin) ? { input: process.stdin, output: process.stdout } : undefined;
      await runInitCommand({ dir: dir ?? '.', title: options.title, baseUrl: options.baseUrl, apiPackage: options.api, logger, terminal });
    });

  program
    .command('api')
    .description('regenerate the API reflection JSON from the declaration files')
    .option('--config <file>', 'the site config', 'sitegen.config.ts')
    .option('--check', 'write nothing; fail when a type would show as any, or when the committed JSON is out of date (CI)', false)
    .action(async (options: ConfigOption & { check: boolean }) => {
      const config = resolveConfig(await loadConfig(options.config), options.config);
      await runApiCommand({ config, logger, check: options.check });
    });

  return program;
}
