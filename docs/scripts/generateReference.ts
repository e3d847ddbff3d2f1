/**
 * Writes the generated pages of sitegen's docs site (the configuration, CLI and CSS variables
 * references, the stage list of the architecture page) from sitegen's source. `pnpm docs:build` runs it before building; `tests/docs-site.test.ts`
 * fails when the committed pages are not what it writes.
 */
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_STAGES, PAGE_STAGES } from '../../packages/sitegen/src/pipeline/stages.js';
import { createProgram } from '../../packages/sitegen/src/cli/program.js';
import { createMemoryLogger } from '../../packages/sitegen/src/logger/memoryLogger.js';
import { readCli } from './cliReference.js';
import { readConfigKeys } from './configReference.js';
import { readCssVariables, renderCssVariablesReference } from './cssVariablesReference.js';
import { renderCliReference, renderConfigReference } from './renderReference.js';
import { renderStageTable, stageRowsOf, withGeneratedPart } from './stagesReference.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const TYPES_FILE = path.join(repoRoot, 'packages/sitegen/src/config/types.ts');
const referenceDir = path.join(repoRoot, 'docs/content/docs/reference');
const TOKENS_FILE = 'packages/theme/styles/tokens.css';

/** Each generated page: its path and its Markdown. */
export function generatedPages(): { file: string; markdown: string }[] {
  const architecture = path.join(referenceDir, 'architecture.md');
  // the environment is left out: the defaults shown must not depend on the machine that generates them
  const program = createProgram(() => createMemoryLogger(), {});
  return [
    { file: path.join(referenceDir, 'configuration.md'), markdown: renderConfigReference(readConfigKeys(TYPES_FILE)) },
    { file: path.join(referenceDir, 'cli.md'), markdown: renderCliReference(readCli(program)) },
    {
      file: path.join(referenceDir, 'css-variables.md'),
      markdown: renderCssVariablesReference(readCssVariables(readFileSync(path.join(repoRoot, TOKENS_FILE), 'utf8')), TOKENS_FILE),
    },
    {
      file: architecture,
      markdown: withGeneratedPart(
        readFileSync(architecture, 'utf8'),
        'stages',
        renderStageTable(stageRowsOf(BUILD_STAGES), PAGE_STAGES),
        architecture,
      ),
    },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const page of generatedPages()) await writeFile(page.file, page.markdown);
}
