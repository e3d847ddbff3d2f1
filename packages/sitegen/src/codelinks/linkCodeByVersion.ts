import type { ApiReference } from '../api/types.js';
import type { BuildCache } from '../cache/BuildCache.js';
import type { SiteContent } from '../content/types.js';
import type { MarkdownResult } from '../markdown/types.js';
import type { Router } from '../router/createRouter.js';
import type { DocsVersion } from '../versions/types.js';
import type { ExampleTypeInfoByFile } from '../examples/examplesStage.js';
import { linkCodeToApi } from './linkCodeToApi.js';

export interface LinkCodeByVersionParams {
  versions: readonly DocsVersion[];
  content: Pick<SiteContent, 'docs'>;
  apis: readonly (ApiReference | undefined)[];
  markdown: Map<string, MarkdownResult>;
  router: Router;
  cache: BuildCache;
  /** the type-checked blocks of each Markdown file, with the names the checker resolved in them */
  checked?: ExampleTypeInfoByFile;
}

/**
 * Code linked to the API reference of its own docs version (pages outside the docs to the
 * latest's): one pass over every page with one version.
 */
export function linkCodeByVersion(params: LinkCodeByVersionParams): {
  markdown: Map<string, MarkdownResult>;
  apis: (ApiReference | undefined)[];
} {
  const { versions, apis, router, cache, checked } = params;
  if (versions.length === 1) {
    const [only] = apis;
    if (only === undefined) return { markdown: params.markdown, apis: [...apis] };
    const linked = linkCodeToApi({ api: only, markdown: params.markdown, router, cache, checked });
    return { markdown: linked.markdown, apis: [linked.api] };
  }
  // a doc links to its own version's reference; a page outside the docs to the latest's
  const versionOfFile = new Map(params.content.docs.map((doc) => [doc.file, doc.version]));
  const latest = versions.find((version) => version.isLatest)?.name;
  const markdown = new Map(params.markdown);
  const linkedApis = versions.map((version, index) => {
    const api = apis[index];
    if (api === undefined) return undefined;
    const own = new Map([...params.markdown].filter(([file]) => (versionOfFile.get(file) ?? latest) === version.name));
    const linked = linkCodeToApi({ api, markdown: own, router, cache, checked });
    for (const [file, result] of linked.markdown) markdown.set(file, result);
    return linked.api;
  });
  return { markdown, apis: linkedApis };
}
