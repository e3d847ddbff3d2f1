import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_THEME } from '../config/resolveConfig.js';
import { SitegenError, type SourceLocation } from '../errors/SitegenError.js';
import type { Theme } from '../view/theme.js';

/** A theme and where it was loaded from: render workers import it again from that URL. */
export interface LoadedTheme {
  theme: Theme;
  /** the module's file URL */
  url: string;
  /** the components the site replaced (see loadComponents), name → module path: render workers import them again */
  components: Readonly<Record<string, string>>;
  /** the site's files those components were compiled from, which `sitegen dev` watches */
  componentInputs: string[];
}

/**
 * The theme module the config names (a package or a path), resolved from the site's folder
 * first and then from sitegen's own dependencies (where the default theme is). Its default
 * export must be a Theme.
 */
export async function loadTheme(specifier: string, siteDir: string, namedIn?: SourceLocation): Promise<LoadedTheme> {
  const url = resolveTheme(specifier, siteDir, namedIn);
  const module = (await import(url).catch((cause: unknown) => {
    throw new SitegenError({
      code: 'config/theme-invalid',
      message: `the theme '${specifier}' (${url}) failed to load: ${cause instanceof Error ? cause.message.split('\n')[0] : String(cause)}`,
      hint: 'Fix the theme module, or the imports it makes (they resolve from its own folder).',
      location: namedIn,
      cause,
    });
  })) as { default?: unknown };
  const theme = module.default;
  const missing = missingParts(theme);
  if (missing.length > 0) {
    throw new SitegenError({
      code: 'config/theme-invalid',
      message: `the theme '${specifier}' (${url}) has no ${missing.join(', ')} on its default export`,
      hint: 'A theme module exports a Theme of @sitegen/core/view as default: { renderDocument, renderSidebarFragment, assets: { clientEntry, stylesheets, packageDir } }.',
      location: namedIn,
    });
  }
  return { theme: theme as Theme, url, components: {}, componentInputs: [] };
}

function resolveTheme(specifier: string, siteDir: string, namedIn: SourceLocation | undefined): string {
  const isPath = specifier.startsWith('.') || path.isAbsolute(specifier);
  const candidates = isPath ? [path.join(siteDir, 'package.json')] : [path.join(siteDir, 'package.json'), import.meta.url];
  for (const from of candidates) {
    try {
      return pathToFileURL(createRequire(from).resolve(isPath ? path.resolve(siteDir, specifier) : specifier)).href;
    } catch {
      // not found from there: the next place
    }
  }
  throw new SitegenError({
    code: 'config/theme-not-found',
    message: `the theme '${specifier}' cannot be found from ${siteDir}`,
    hint: isPath
      ? 'Check the path: it is relative to the folder of sitegen.config.ts.'
      : `Install it beside the site (npm install ${specifier})${specifier === DEFAULT_THEME ? '' : `, or remove \`theme\` from the config to use ${DEFAULT_THEME}`}.`,
    location: namedIn,
  });
}

function missingParts(theme: unknown): string[] {
  if (theme === null || typeof theme !== 'object') return ['default export'];
  const candidate = theme as Partial<Record<keyof Theme, unknown>>;
  const missing: string[] = (['renderDocument', 'renderSidebarFragment'] as const).filter((name) => typeof candidate[name] !== 'function');
  const assets = candidate.assets as Partial<Record<string, unknown>> | undefined;
  if (typeof assets?.clientEntry !== 'string' || !Array.isArray(assets.stylesheets) || typeof assets.packageDir !== 'string')
    missing.push('assets');
  return missing;
}
