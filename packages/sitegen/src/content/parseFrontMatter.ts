import matter from 'gray-matter';
import { z } from 'zod';
import { SitegenError } from '../errors/SitegenError.js';
import type { DocFrontMatter } from './types.js';

/** Known keys are type-checked; other keys are allowed (tags, keywords...) and ignored. */
const frontMatterSchema: z.ZodType<DocFrontMatter> = z.object({
  title: z.string().optional(),
  sidebar_label: z.string().optional(),
  sidebar_position: z.number().optional(),
  slug: z.string().optional(),
  description: z.string().optional(),
  hide_table_of_contents: z.boolean().optional(),
});

export interface ParsedSource {
  frontMatter: DocFrontMatter;
  body: string;
  /** lines taken by the front matter block */
  bodyLineOffset: number;
}

interface YamlMark {
  line: number;
  column: number;
}

function yamlMark(error: unknown): YamlMark | undefined {
  const mark = (error as { mark?: unknown }).mark;
  if (mark !== null && typeof mark === 'object' && typeof (mark as YamlMark).line === 'number') return mark as YamlMark;
  return undefined;
}

/** The 1-based file line of `key:` in the front matter (which starts on line 2). */
function lineOfKey(source: string, key: string): number | undefined {
  const lines = source.split('\n');
  for (let i = 1; i < lines.length && lines[i]?.trim() !== '---'; i++) {
    if (lines[i]?.startsWith(`${key}:`)) return i + 1;
  }
  return undefined;
}

/** Splits front matter from Markdown and validates it; malformed front matter names file and line. */
export function parseFrontMatter(source: string, file: string): ParsedSource {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // an options object turns off gray-matter's cache, which would hand back stale results
    parsed = matter(source, {});
    // js-yaml counts lines from the opening `---` line (gray-matter hands it the text after the `---`, newline first)
  } catch (cause) {
    const mark = yamlMark(cause);
    const reason = (cause as { reason?: string }).reason ?? (cause instanceof Error ? cause.message : String(cause));
    throw new SitegenError({
      code: 'content/front-matter',
      message: `the front matter is not valid YAML: ${reason}`,
      hint: 'Fix the YAML between the two `---` lines at the top of the file.',
      location: { file, line: mark === undefined ? undefined : mark.line + 1, column: mark === undefined ? undefined : mark.column + 1 },
      cause,
    });
  }
  const result = frontMatterSchema.safeParse(parsed.data, { reportInput: true });
  if (!result.success) {
    const details = result.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? '');
      const line = lineOfKey(source, key);
      return `${line === undefined ? '' : `line ${line}: `}${key}: expected ${'expected' in issue ? String(issue.expected) : issue.message}, found ${JSON.stringify(issue.input)}`;
    });
    const firstKey = String(result.error.issues[0]?.path[0] ?? '');
    throw new SitegenError({
      code: 'content/front-matter',
      message: `invalid front matter: ${details.join('; ')}`,
      hint: 'title, sidebar_label, slug and description are strings, sidebar_position a number, hide_table_of_contents true or false.',
      location: { file, line: lineOfKey(source, firstKey) },
      details,
    });
  }
  const offset = source.length - parsed.content.length;
  const bodyLineOffset = parsed.matter === '' && offset === 0 ? 0 : countLines(source.slice(0, offset));
  return { frontMatter: result.data, body: parsed.content, bodyLineOffset };
}

function countLines(text: string): number {
  let count = 0;
  for (const ch of text) if (ch === '\n') count++;
  return count;
}
