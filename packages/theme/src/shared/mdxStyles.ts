import { MARKDOWN_CLASSES } from '@sitegen/core/view';

/**
 * The styles of tabs, code groups and `<Details>`, inlined only in pages that have one (see
 * MarkdownHtml): the stylesheet every page loads stays as it was. They must be there before
 * first paint: without them every tab panel would show until the script ran.
 */
const css = `
.sg-tabs{margin:0 0 var(--sg-space-4)}
.sg-tabs__list{display:flex;gap:var(--sg-space-1);margin:0 0 var(--sg-space-3);overflow-x:auto;border-bottom:1px solid var(--sg-border);scrollbar-width:thin}
.sg-tabs__tab{flex:none;margin:0 0 -1px;padding:var(--sg-space-2) var(--sg-space-3);border:0;border-bottom:2px solid transparent;border-radius:var(--sg-radius-sm) var(--sg-radius-sm) 0 0;background:none;color:var(--sg-text-muted);font:600 var(--sg-text-sm)/1.4 var(--sg-font-sans);cursor:pointer;transition:color var(--sg-transition),background-color var(--sg-transition)}
.sg-tabs__tab:hover{background:var(--sg-bg-soft);color:var(--sg-text)}
.sg-tabs__tab[aria-selected="true"]{border-bottom-color:var(--sg-accent);color:var(--sg-accent)}
.sg-tabs__tab:focus-visible{outline:2px solid var(--sg-focus);outline-offset:-2px}
.sg-tabs__panel:focus-visible{outline:2px solid var(--sg-focus);outline-offset:4px;border-radius:var(--sg-radius-sm)}
.sg-tabs__panel>:last-child{margin-bottom:0}
.sg-tabs__label{margin:var(--sg-space-3) 0 var(--sg-space-2);color:var(--sg-text-muted);font-size:var(--sg-text-sm);font-weight:600}
html[data-sg-js] .sg-tabs__panel:not([data-sg-selected]),html[data-sg-js] .sg-tabs__label,html:not([data-sg-js]) .sg-tabs__list{display:none}
html:not([data-sg-js]) .sg-tabs:not(.sg-tabs--code)>.sg-tabs__panel+.sg-tabs__panel{margin-top:var(--sg-space-5)}
.sg-tabs--code{overflow:hidden;border:1px solid var(--sg-border);border-radius:var(--sg-radius);background:var(--sg-code-bg)}
.sg-tabs--code>.sg-tabs__list{margin:0;padding:0 var(--sg-space-2);background:var(--sg-bg-muted)}
.sg-tabs--code .sg-tabs__tab{border-radius:0;font:600 .8125rem/1.4 var(--sg-font-mono)}
.sg-markdown .sg-tabs--code .sg-code{margin:0;border:0;border-radius:0}
.sg-tabs--code>.sg-tabs__panel+.sg-tabs__panel{border-top:1px solid var(--sg-border)}
html[data-sg-js] .sg-tabs--code .sg-code__title{display:none}
.sg-details{margin:0 0 var(--sg-space-4);padding:0 var(--sg-space-4);border:1px solid var(--sg-border);border-radius:var(--sg-radius);background:var(--sg-bg-soft)}
.sg-details>summary{padding:var(--sg-space-3) 0;font-weight:600;cursor:pointer}
.sg-details>summary:focus-visible{outline:2px solid var(--sg-focus);outline-offset:2px}
.sg-details[open]>summary{margin-bottom:var(--sg-space-3);border-bottom:1px solid var(--sg-border)}
.sg-details>:last-child{margin-bottom:var(--sg-space-3)}
`.trim();

export const MDX_STYLES = css.replaceAll('\n', '');

const USES = [`class="${MARKDOWN_CLASSES.tabs}`, `class="${MARKDOWN_CLASSES.details}`];

/** Whether a page's HTML has tabs, a code group or details, which MDX_STYLES style. */
export function usesMdxStyles(html: string): boolean {
  return USES.some((use) => html.includes(use));
}
