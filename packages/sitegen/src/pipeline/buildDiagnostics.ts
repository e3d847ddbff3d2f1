import type { ApiReference } from '../api/types.js';
import type { ResolvedConfig } from '../config/types.js';
import type { SiteContent } from '../content/types.js';
import type { Diagnostic } from '../errors/Diagnostic.js';
import type { ExamplesStageResult } from '../examples/examplesStage.js';
import type { MarkdownResult } from '../markdown/types.js';
import { unknownLanguageWarnings } from '../markdown/unknownLanguageWarnings.js';

/**
 * What `--strict` (and `--strict-links`) turns from warnings into errors: broken links and
 * anchors, failing examples, types shown as `any`, and what the page check finds unrendered.
 */
const STRICT = /^(links\/|examples\/|api\/unresolved-type$|markdown\/(unrendered-syntax|unknown-element|unbalanced-html|lost-prose)$)/;

/**
 * Every diagnostic of a build, the link check's included. With --strict every broken link or
 * anchor fails the build, wherever it was found, and so do a failing example and a type the
 * reference shows as `any`; in the package's own doc comments and README, only if the site says so.
 */
export function buildDiagnostics(found: {
  config: ResolvedConfig;
  options: { strictLinks: boolean; diagnostics?: Diagnostic[] };
  content: SiteContent;
  markdown: ReadonlyMap<string, MarkdownResult>;
  transformed: ReadonlyMap<string, MarkdownResult>;
  api: ApiReference | undefined;
  examples: ExamplesStageResult;
  linkDiagnostics: Diagnostic[];
}): Diagnostic[] {
  const { config, options, api } = found;
  const reported = [
    ...found.content.diagnostics,
    ...[...found.markdown.values()].flatMap((r) => r.diagnostics),
    ...unknownLanguageWarnings(found.transformed),
    ...(api?.diagnostics ?? []),
    ...found.examples.diagnostics,
  ];
  const strictPackageLinks = options.strictLinks && (api?.package.strictPackageLinks ?? true);
  return [
    ...(options.diagnostics ?? []),
    ...(config.url === ''
      ? [
          {
            severity: 'warning' as const,
            code: 'config/no-url' as const,
            message: 'the site has no `url`: the sitemap lists relative addresses, and pages have no canonical or og:url',
            hint: "Set url to the site's origin, e.g. url: 'https://example.github.io'.",
            location: { file: config.configFile },
          },
        ]
      : []),
    ...reported.map((d) => (options.strictLinks && STRICT.test(d.code) ? { ...d, severity: 'error' as const } : d)),
    ...(api?.packageDiagnostics ?? []).map((d) => (strictPackageLinks && STRICT.test(d.code) ? { ...d, severity: 'error' as const } : d)),
    ...found.linkDiagnostics,
  ];
}
