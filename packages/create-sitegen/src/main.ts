#!/usr/bin/env node
/**
 * `npm create sitegen@latest [dir]` (and `pnpm create sitegen`, `yarn create sitegen`): a new
 * site from the template of @sitegen/core, by the code `sitegen init` runs. It exists because
 * the unscoped `sitegen` package on npm is someone else's, so `npx sitegen init` is not ours.
 */
import { parseArgs } from 'node:util';
// only the init entry: the main one loads the renderer, and React is no dependency of this package
import { canPrompt, createConsoleLogger, detectPackageManager, formatError, runInitCommand } from '@sitegen/core/init';

const USAGE = `Usage: npm create sitegen@latest [dir] -- [options]

Starts a sitegen documentation site in dir (asked at a terminal; default my-docs).

Options:
  --title <title>     the site title (default "My SDK")
  --base-url <path>   the base path the site is served under (default "/")
  --api <package>     document an npm package's declarations in an API reference
  -h, --help          show this help
`;

const logger = createConsoleLogger();
try {
  const { values, positionals } = parseArgs({
    options: {
      title: { type: 'string' },
      'base-url': { type: 'string' },
      api: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: true,
  });
  if (values.help === true) {
    process.stdout.write(USAGE);
  } else {
    const terminal = canPrompt(process.env, process.stdin) ? { input: process.stdin, output: process.stdout } : undefined;
    await runInitCommand({
      dir: positionals[0],
      defaultDir: 'my-docs',
      title: values.title,
      baseUrl: values['base-url'],
      apiPackage: values.api,
      packageManager: detectPackageManager(process.env.npm_config_user_agent),
      logger,
      terminal,
    });
  }
} catch (error) {
  // parseArgs' own errors (an unknown option, a missing value) are usage mistakes, not bugs
  const code = (error as { code?: unknown }).code;
  const usage = typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_');
  const { text, exitCode } = usage ? { text: `${(error as Error).message}\n\n${USAGE}`, exitCode: 1 } : formatError(error);
  logger.error(text);
  process.exitCode = exitCode;
}
