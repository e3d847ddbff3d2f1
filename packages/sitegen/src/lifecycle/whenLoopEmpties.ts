/**
 * When the event loop empties during a command, nothing is left that could settle what the
 * command awaits, and Node would end the process with code 13 (an unsettled top-level
 * await) or 0, saying nothing. Instead, each wait for the site's code fails with an error
 * naming the plugin hook or the config (which the command reports like any other), and a
 * build stalled deeper down is reported as such.
 */
import type { SitegenError } from '../errors/SitegenError.js';
import { abandonUnsettled, type MarkdownPluginActivity, runningActivities } from './activities.js';
import { neverSettledError, stalledError } from './lifecycleErrors.js';

export function failWhenLoopEmpties(params: {
  isCommandRunning(): boolean;
  report(error: SitegenError): void;
  exit(code: number): void;
}): void {
  process.on('beforeExit', () => {
    if (!params.isCommandRunning()) return;
    // the rejections run the command's own error path, which reports them and sets the exit code
    if (abandonUnsettled(neverSettledError) > 0) return;
    const markdownPlugin = runningActivities()
      .map(({ activity }) => activity)
      .find((activity): activity is MarkdownPluginActivity => activity.kind === 'markdown-plugin');
    params.report(stalledError(markdownPlugin));
    params.exit(1);
  });
}
