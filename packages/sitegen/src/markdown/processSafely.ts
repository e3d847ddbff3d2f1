import type { MarkdownFile } from './fileData.js';
import { tooDeep } from './nestingLimit.js';
import { reportError } from './reportWarning.js';
import { scanNesting } from './scanNesting.js';

/** what turns a file into HTML: the Markdown processor */
export interface FileProcessor {
  process(file: MarkdownFile): Promise<MarkdownFile>;
}

/**
 * The file's HTML, or undefined when it has none: it nests too deep to be parsed in good time
 * (see scanNesting), an error reported on the file.
 */
export async function processSafely(processor: FileProcessor, file: MarkdownFile): Promise<string | undefined> {
  const excess = scanNesting(String(file.value));
  if (excess !== undefined) {
    reportError(file, tooDeep(excess));
    return undefined;
  }
  return String(await processor.process(file));
}
