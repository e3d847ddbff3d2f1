/** What a fenced code block's meta string (after the language) asks for. */
export interface CodeMeta {
  /** `title="swap.ts"` → a title bar above the block */
  title?: string;
  /** `showLineNumbers` → numbered lines */
  showLineNumbers: boolean;
}

const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/;
const LINE_NUMBERS = /(?:^|\s)showLineNumbers(?=\s|$)/;

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  if (!meta) return { showLineNumbers: false };
  const title = TITLE.exec(meta);
  const text = title ? (title[1] ?? title[2] ?? title[3]) : undefined;
  return {
    ...(text ? { title: text } : {}),
    showLineNumbers: LINE_NUMBERS.test(meta),
  };
}
