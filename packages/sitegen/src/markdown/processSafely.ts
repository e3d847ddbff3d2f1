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
 * (see scanNesting), or an exception was thrown while it was processed. Either is an error
 * reported on the file, so on the page that caused it; nothing is thrown, the other pages
 * build on and the build fails with every error listed.
 */
export async function processSafely(processor: FileProcessor, file: MarkdownFile): Promise<string | undefined> {
  try {
    const excess = scanNesting(String(file.value));
    if (excess !== undefined) {
      reportError(file, tooDeep(excess));
      return undefined;
    }
    return String(await processor.process(file));
  } catch (error) {
    reportFailure(file, error);
    return undefined;
  }
}

function reportFailure(file: MarkdownFile, error: unknown): void {
  // `file.fail` reported it before throwing it
  const reported = file.messages.find((message) => message === error);
  if (reported !== undefined) {
    reported.fatal = true;
    return;
  }
  // a tree deep enough to overflow a recursive walker that the checks before did not see
  if (error instanceof RangeError && /call stack/i.test(error.message)) {
    reportError(file, tooDeep());
    return;
  }
  const thrownAt =
    error instanceof Error
      ? error.stack
          ?.split('\n')
          .find((line) => line.trimStart().startsWith('at '))
          ?.trim()
      : undefined;
  reportError(file, {
    code: 'markdown/failed',
    message: `Markdown processing failed: ${String(error)}${thrownAt === undefined ? '' : ` (${thrownAt})`}`,
    hint: 'This is likely a bug in sitegen or in a Markdown plugin rather than in the page: please report it with the page.',
  });
}
