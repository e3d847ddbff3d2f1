import type { ResolvedConfig } from '../config/types.js';
import type { SiteContent } from '../content/types.js';
import type { Diagnostic } from '../errors/Diagnostic.js';
import { checkExamples, readPrelude } from './checkExamples.js';
import { collectExamples } from './collectExamples.js';

/** The examples stage: every checked code block of the docs and Markdown pages, type-checked together. */
export async function examplesStage(config: ResolvedConfig, content: SiteContent): Promise<{ checked: number; diagnostics: Diagnostic[] }> {
  const setting = config.markdown.checkExamples;
  if (setting === false) return { checked: 0, diagnostics: [] };
  // a released version's examples document the package as it was: they are checked when current
  const current = content.docs.filter((doc) => doc.version === undefined || doc.version === 'current');
  const sources = [...current, ...content.pages.filter((page) => page.kind === 'markdown' && page.origin === undefined)];
  const examples = sources.flatMap((source) => collectExamples(source));
  if (examples.length === 0) return { checked: 0, diagnostics: [] };
  const prelude = setting.prelude === undefined ? undefined : await readPrelude(setting.prelude, config.configFile);
  const diagnostics = await checkExamples({ examples, siteDir: config.siteDir, prelude, cacheDir: config.cacheDir });
  return { checked: examples.length, diagnostics };
}
