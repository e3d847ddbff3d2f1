import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { ResolvedConfig } from '../config/types.js';
import { describeIssue } from '../config/validateConfig.js';
import type { SourcePage } from '../content/types.js';
import { SitegenError } from '../errors/SitegenError.js';
import { runHook } from './runHook.js';
import type { SitegenPlugin } from './types.js';

const common = {
  path: z
    .string()
    .regex(/^\/[^?#%\\]*$/, "a path under the base URL, starting with '/' and without '?', '#', '%' or '\\'")
    .refine((value) => !value.split('/').some((segment) => segment === '.' || segment === '..'), "a path without '.' or '..' segments"),
  title: z.string().min(1),
  description: z.string().optional(),
};

const pageSchema = z.array(
  z.union([
    z.strictObject({ ...common, markdown: z.string() }),
    z.strictObject({ ...common, component: z.string().min(1), props: z.record(z.string(), z.unknown()).optional() }),
  ]),
);

/**
 * The pages of each plugin's `pages()` hook, in plugin order, as pages of the site: a
 * Markdown page is transformed like the guides (its file, for links and diagnostics, is
 * named after the plugin), a component page renders like the site's own React pages.
 */
export async function loadPluginPages(plugins: readonly SitegenPlugin[], config: ResolvedConfig): Promise<SourcePage[]> {
  const pages: SourcePage[] = [];
  for (const plugin of plugins) {
    if (plugin.pages === undefined) continue;
    const pagesOf = plugin.pages.bind(plugin);
    const returned = await runHook(plugin.name, 'pages()', config.configFile, () => pagesOf());
    const parsed = pageSchema.safeParse(returned, { reportInput: true });
    if (!parsed.success) {
      throw new SitegenError({
        code: 'plugin/invalid',
        message: `the plugin '${plugin.name}' returned invalid pages from pages()`,
        hint: 'pages() returns [{ path, title, markdown }] or [{ path, title, component, props }], path starting with /.',
        details: parsed.error.issues.flatMap(describeIssue),
        location: { file: config.configFile },
      });
    }
    const origin = `the plugin '${plugin.name}'`;
    for (const page of parsed.data) {
      const routePath = page.path.replace(/^\/+|\/+$/g, '');
      const frontMatter = { title: page.title, ...(page.description === undefined ? {} : { description: page.description }) };
      if ('markdown' in page) {
        const file = path.join(config.siteDir, `[plugin ${plugin.name.replaceAll(/[\\/]/g, '-')}]`, `${routePath || 'index'}.md`);
        pages.push({ file, origin, kind: 'markdown', routePath, frontMatter, body: page.markdown, bodyLineOffset: 0 });
        continue;
      }
      const file = path.resolve(config.siteDir, page.component);
      if (!existsSync(file)) {
        throw new SitegenError({
          code: 'plugin/invalid',
          message: `the plugin '${plugin.name}' gives the page ${page.path} the component ${file}, which does not exist`,
          hint: 'A component path is absolute, or relative to the site folder; the module default-exports a React component.',
          location: { file: config.configFile },
        });
      }
      pages.push({ file, origin, kind: 'react', routePath, frontMatter, body: '', bodyLineOffset: 0, props: page.props ?? {} });
    }
  }
  return pages;
}
