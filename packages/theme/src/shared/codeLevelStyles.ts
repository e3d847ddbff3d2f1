import { CODE_LEVEL_CLASSES } from '@sitegen/core/view';

/**
 * The styles of VitePress's `[!code warning]` and `[!code error]` lines, inlined only in
 * pages that have one (see MarkdownHtml), as the tabs' are: the stylesheet every page loads
 * stays as it was. A tint, and a bar that does not rely on colour alone.
 */
const LINE = `.sg-code .line:is(.${CODE_LEVEL_CLASSES.warning},.${CODE_LEVEL_CLASSES.error}){position:relative;display:inline-block;min-width:calc(100% + 2 * var(--sg-space-4));margin:0 calc(-1 * var(--sg-space-4));padding:0 var(--sg-space-4);vertical-align:top}`;
const WARNING = `.sg-code .${CODE_LEVEL_CLASSES.warning}{background:color-mix(in srgb,#d97706 16%,transparent);box-shadow:inset 3px 0 0 #d97706}`;
const ERROR = `.sg-code .${CODE_LEVEL_CLASSES.error}{background:var(--sg-code-removed-bg);box-shadow:inset 3px 0 0 #dc2626}`;

export const CODE_LEVEL_STYLES = LINE + WARNING + ERROR;

/** Whether a page's HTML has a warning or error line. */
export function usesCodeLevelStyles(html: string): boolean {
  return html.includes(CODE_LEVEL_CLASSES.warning) || html.includes(CODE_LEVEL_CLASSES.error);
}
