import type { Diagnostic } from '../errors/Diagnostic.js';
import type { MarkdownResult } from './types.js';

/**
 * One warning per code block language the highlighter does not know, for all the files
 * given: at its first block (by file, then line), with how many blocks and files use it.
 * A site with 33 `fiddle` blocks reads one line, and the alias that would fix them all.
 */
export function unknownLanguageWarnings(results: Iterable<[file: string, result: Pick<MarkdownResult, 'unknownLanguages'>]>): Diagnostic[] {
  const byLanguage = new Map<string, { file: string; line?: number; column?: number }[]>();
  for (const [file, result] of results) {
    for (const { language, line, column } of result.unknownLanguages ?? []) {
      const uses = byLanguage.get(language) ?? [];
      uses.push({ file, ...(line === undefined ? {} : { line }), ...(column === undefined ? {} : { column }) });
      byLanguage.set(language, uses);
    }
  }
  return [...byLanguage].map(([language, uses]) => {
    const sorted = uses.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
    const [first] = sorted;
    const files = new Set(uses.map((use) => use.file)).size;
    const count = uses.length === 1 ? 'a code block' : `${uses.length} code blocks${files === 1 ? '' : ` in ${files} files`}`;
    return {
      severity: 'warning',
      code: 'markdown/unknown-code-language',
      message: `Code block language '${language}' is not highlighted (${count}); shown as plain text`,
      location: first,
      hint: `Use a language Shiki knows (https://shiki.style/languages) or 'text', or map it to a language it knows in the config, e.g. markdown: { codeLanguageAliases: { '${language}': 'js' } }.`,
    };
  });
}
