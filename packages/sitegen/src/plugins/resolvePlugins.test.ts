import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../config/resolveConfig.js';
import { isSitegenError } from '../errors/SitegenError.js';
import { resolvePlugins } from './resolvePlugins.js';
import type { PluginContext, SitegenPlugin } from './types.js';

const remarkSite = () => undefined;
const remarkA = () => undefined;
const remarkB = () => undefined;

function pluginNamed(name: string, extra: Partial<SitegenPlugin> = {}) {
  return (_context: PluginContext, options: { css: string } | undefined): SitegenPlugin => ({
    name,
    markdown: { remarkPlugins: [name === 'a' ? remarkA : remarkB] },
    headTags: [{ tagName: 'meta', attributes: { name } }],
    customCss: options === undefined ? [] : [`/abs/${options.css}`],
    ...extra,
  });
}

describe('resolvePlugins', () => {
  it('merges in order: each plugin as listed, then the site’s own settings', async () => {
    const config = resolveConfig(
      {
        title: 'T',
        headTags: [{ tagName: 'meta', attributes: { name: 'site' } }],
        customCss: ['./site.css'],
        markdown: { remarkPlugins: [remarkSite] },
        plugins: [[pluginNamed('a'), { css: 'a.css' }], pluginNamed('b')],
      },
      '/site/sitegen.config.ts',
    );
    const resolved = await resolvePlugins(config);
    expect(resolved.plugins.map((plugin) => plugin.name)).toEqual(['a', 'b']);
    expect(resolved.headTags.map((tag) => tag.attributes?.name)).toEqual(['a', 'b', 'site']);
    expect(resolved.customCss).toEqual([
      { file: '/abs/a.css', listedBy: "the plugin 'a'" },
      { file: '/site/site.css', listedBy: 'customCss' },
    ]);
    // wrapped to name themselves in errors: the same count, in the same order
    expect(resolved.remarkPlugins).toHaveLength(3);
    expect((resolved.remarkPlugins as { name: string }[]).map((plugin) => typeof plugin)).toEqual(['function', 'function', 'function']);
  });

  it('gives a factory its context and options', async () => {
    let seen: unknown;
    const config = resolveConfig(
      {
        title: 'T',
        plugins: [
          [
            (context: PluginContext, options: { flag: boolean }) => {
              seen = { siteDir: context.siteDir, title: context.config.title, options };
              return { name: 'probe' };
            },
            { flag: true },
          ],
        ],
      },
      '/site/sitegen.config.ts',
    );
    await resolvePlugins(config);
    expect(seen).toEqual({ siteDir: '/site', title: 'T', options: { flag: true } });
  });

  it('refuses an island name the theme uses', async () => {
    const config = resolveConfig(
      { title: 'T', plugins: [() => ({ name: 'clash', islands: { search: '/site/search.ts' } })] },
      '/site/sitegen.config.ts',
    );
    const error = await resolvePlugins(config).catch((cause: unknown) => cause);
    expect(isSitegenError(error) && error.code).toBe('plugin/invalid');
    expect(isSitegenError(error) && error.details).toEqual(['islands.search: a name the theme uses already; choose another']);
  });
});
