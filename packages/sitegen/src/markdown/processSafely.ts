import { thrownAt } from '../errors/thrownAt.js';
import type { MarkdownFile } from './fileData.js';
import { MarkdownPluginError } from '../plugins/nameMarkdownPlugins.js';
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
  if (error instanceof MarkdownPluginError) {
    reportError(file, {
      code: 'markdown/plugin-failed',
      message: error.message,
      hint: 'The error is in that plugin, on this page: fix the plugin, or remove it from the config.',
    });
    return;
  }
  const at = thrownAt(error);
  reportError(file, {
    code: 'markdown/failed',
    message: `Markdown processing failed: ${String(error)}${at === undefined ? '' : ` (${at})`}`,
    hint: 'This is likely a bug in sitegen or in a Markdown plugin rather than in the page: please report it with the page.',
  });
}
