import { packageLinkUrls } from '../check/packageLinkUrls.js';
import type { ResolvedConfig } from '../config/types.js';
import type { Logger } from '../logger/Logger.js';
import { runStage } from '../logger/runStage.js';
import { createRouter, routerConfigOf } from '../router/createRouter.js';
import { localeBasePath } from '../router/localeUrls.js';
import type { LocalePart } from './localeParts.js';

export interface CrawlBuildParams {
  config: ResolvedConfig;
  parts: readonly LocalePart[];
  written: readonly string[];
  checkExternal: boolean;
  /** `--locale`: the one locale built */
  locale: string | undefined;
  logger: Logger;
}

/** `--strict-links`' last stage: the written site crawled (crawlWrittenSite); returns the pages crawled. */
export async function crawlBuild({ config, parts, written, checkExternal, locale, logger }: CrawlBuildParams): Promise<number> {
  // linkinator (and its HTTP client) load only for the crawl: every other build would pay for loading them
  const { crawlWrittenSite } = await import('../check/crawlWrittenSite.js');
  return runStage(
    logger,
    'crawl',
    () =>
      crawlWrittenSite({
        outDir: config.outDir,
        router: createRouter(routerConfigOf(config)),
        written,
        checkExternal,
        ...(config.api?.strictPackageLinks === false
          ? { tolerated: packageLinkUrls(parts.flatMap((part) => part.prepared.pages.routes)) }
          : {}),
        // a build of one locale links to the others, which it did not write
        ...(locale === undefined || config.locales.length === 1
          ? {}
          : {
              isElsewhere: otherLocalesOf(
                config,
                parts.map((part) => part.prepared.config),
              ),
            }),
      }),
    (crawled) => crawled,
  );
}

/** Whether a crawled URL is a page of a locale this build did not make. */
function otherLocalesOf(config: ResolvedConfig, built: readonly ResolvedConfig[]): (url: string) => boolean {
  const builtBases = built.map((part) => part.baseUrl);
  const otherBases = config.locales
    .filter((locale) => !built.some((part) => part.locale.name === locale.name))
    .map((locale) => localeBasePath(config.baseUrl, locale));
  return (url) => {
    const { pathname } = new URL(url, 'http://localhost');
    const under = (base: string): boolean => `${pathname}/`.startsWith(base);
    // the deepest base holding the path names its locale: '/b/fr/x' is fr's, not the default's
    const owner = [...builtBases, ...otherBases].filter(under).sort((a, b) => b.length - a.length)[0];
    return owner !== undefined && otherBases.includes(owner);
  };
}
