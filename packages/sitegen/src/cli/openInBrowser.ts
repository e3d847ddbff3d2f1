import type { Logger } from '../logger/Logger.js';

/**
 * `--open`: the site in the default browser. A machine without one (a container, CI) gets
 * a warning, and the server keeps running.
 */
export async function openInBrowser(url: string, logger: Logger): Promise<void> {
  try {
    const { default: open } = await import('open');
    const child = await open(url);
    child.once('error', (error) => logger.warn(`--open: no browser could be started (${error.message}); open ${url} yourself`));
    logger.info(`opening ${url} in the default browser`);
  } catch (error) {
    logger.warn(`--open: no browser could be started (${error instanceof Error ? error.message : String(error)}); open ${url} yourself`);
  }
}
