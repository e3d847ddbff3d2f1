import { resolveEntryPoints } from '../api/resolveEntryPoints.js';
import type { ResolvedConfig } from '../config/types.js';
import type { SiteContent } from '../content/types.js';
import type { Diagnostic } from '../errors/Diagnostic.js';
import { checkExamples, readPrelude } from './checkExamples.js';
import { collectExamples, type Example } from './collectExamples.js';
import type { ExampleTypeInfo } from './exampleTypeInfo.js';

/** What the stage found, and what the checked blocks of each Markdown file show on hover and in their queries. */
export interface ExamplesStageResult {
  checked: number;
  diagnostics: Diagnostic[];
  typeInfo: ExampleTypeInfoByFile;
}

/** The examples stage: every checked code block of the docs and Markdown pages, type-checked together. */
export async function examplesStage(config: ResolvedConfig, content: SiteContent): Promise<ExamplesStageResult> {
  const setting = config.markdown.checkExamples;
  const none: ExamplesStageResult = { checked: 0, diagnostics: [], typeInfo: new Map() };
  if (setting === false) return none;
  // a released version's examples document the package as it was: they are checked when current
  const current = content.docs.filter((doc) => doc.version === undefined || doc.version === 'current');
  const sources = [...current, ...content.pages.filter((page) => page.kind === 'markdown' && page.origin === undefined)];
  const examples = sources.flatMap((source) => collectExamples(source));
  if (examples.length === 0) return none;
  const prelude = setting.prelude === undefined ? undefined : await readPrelude(setting.prelude, config.configFile);
  const documented = documentedEntryFiles(config);
  const { diagnostics, typeInfo } = await checkExamples({
    examples,
    siteDir: config.siteDir,
    prelude,
    documented,
    cacheDir: config.cacheDir,
  });
  return { checked: examples.length, diagnostics, typeInfo: byFile(examples, typeInfo) };
}

/** The API's entry points as files; none when they cannot be found, which the API stage reports. */
function documentedEntryFiles(config: ResolvedConfig): string[] {
  if (config.api === undefined) return [];
  try {
    return resolveEntryPoints(config, config.api);
  } catch {
    return [];
  }
}

/** A Markdown file's checked blocks by their shown code, which is how a rendered block is found again. */
export type ExampleTypeInfoByFile = Map<string, Map<string, ExampleTypeInfo>>;

function byFile(examples: Example[], typeInfo: ExampleTypeInfo[]): ExampleTypeInfoByFile {
  const files: ExampleTypeInfoByFile = new Map();
  examples.forEach((example, index) => {
    const info = typeInfo[index];
    if (info === undefined) return;
    const blocks = files.get(example.file) ?? new Map<string, ExampleTypeInfo>();
    blocks.set(info.code, info);
    files.set(example.file, blocks);
  });
  return files;
}
