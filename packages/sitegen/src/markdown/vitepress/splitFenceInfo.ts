/**
 * VitePress writes a code block's options onto its language, with no space:
 * ```` ```js{1,4-6}:line-numbers=2 [vite.config.js] ````. remark reads `js{1,4-6}:line-numbers=2`
 * as the language, which no highlighter knows. Split off, they become the meta that
 * parseCodeMeta reads (`{1,4-6} showLineNumbers=2`), so every spelling highlights alike.
 */
const ATTACHED = /^([^\s{}:[\]]+?)(\{[\d\s,-]*\})?(?::(line-numbers|no-line-numbers)(?:=(\d+))?)?$/;

export interface FenceInfo {
  lang: string;
  /** the options found on the language, written as meta; '' when there were none */
  meta: string;
}

/** `js{1,4}:line-numbers` → { lang: 'js', meta: '{1,4} showLineNumbers' }; a plain language is returned as it is. */
export function splitFenceInfo(lang: string): FenceInfo {
  const match = ATTACHED.exec(lang);
  if (match === null || (match[2] === undefined && match[3] === undefined)) return { lang, meta: '' };
  const options: string[] = [];
  if (match[2] !== undefined) options.push(match[2]);
  if (match[3] === 'line-numbers') options.push(match[4] === undefined ? 'showLineNumbers' : `showLineNumbers=${match[4]}`);
  return { lang: match[1] ?? lang, meta: options.join(' ') };
}
