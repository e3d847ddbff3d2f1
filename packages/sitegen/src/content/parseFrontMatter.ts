import yaml from 'js-yaml';
import { z } from 'zod';
import { SitegenError } from '../errors/SitegenError.js';
import { urlBreakingCharacter } from './checkRoutePath.js';
import { likelyMisspelling } from '../errors/suggestClosest.js';
import { type FrontMatterBlock, splitFrontMatter } from './splitFrontMatter.js';
import type { DocFrontMatter } from './types.js';

const tag = z.union([
  z.string().trim().min(1, 'a non-empty tag'),
  z.strictObject({ label: z.string().trim().min(1), permalink: z.string().trim().min(1) }),
]);

/** a heading level a table of contents can start or end at: an h1 is the title */
const tocLevel = z.number().int('a level from 2 to 6').min(2, 'a level from 2 to 6').max(6, 'a level from 2 to 6').optional();

/** A doc id named in front matter; `null` (pagination only) hides the link. */
const docReference = z.string().trim().min(1, 'a doc id');

/**
 * Known keys are type-checked (Docusaurus's names and meanings); other keys are allowed and
 * ignored (one that looks like a misspelt known key is a warning: see `misspelt`).
 */
const frontMatterSchema = z
  .object({
    id: z
      .string()
      .trim()
      .min(1)
      .refine((id) => !id.includes('/'), 'an id without "/" (the folder is part of the id already)')
      // the id is the last segment of the doc's route: '..' would climb out of its folder
      .refine((id) => id !== '.' && id !== '..', "a name, not '.' or '..' (the id replaces the file's name in the doc's URL)")
      .superRefine((id, ctx) => {
        const character = urlBreakingCharacter(id);
        if (character !== undefined)
          ctx.addIssue({ code: 'custom', input: id, message: `an id without ${character}, which cannot be part of a page's URL` });
      })
      .optional(),
    title: z.string().optional(),
    hide_title: z.boolean().optional(),
    sidebar_label: z.string().optional(),
    sidebar_position: z.number().optional(),
    sidebar_class_name: z.string().optional(),
    pagination_label: z.string().optional(),
    pagination_next: docReference.nullable().optional(),
    pagination_prev: docReference.nullable().optional(),
    slug: z.string().optional(),
    description: z.string().optional(),
    keywords: z.array(z.string()).optional(),
    tags: z.array(tag).optional(),
    hide_table_of_contents: z.boolean().optional(),
    toc_min_heading_level: tocLevel,
    toc_max_heading_level: tocLevel,
    image: z.string().optional(),
    noindex: z.boolean().optional(),
    draft: z.boolean().optional(),
  })
  .superRefine((frontMatter, ctx) => {
    const { toc_min_heading_level: min, toc_max_heading_level: max } = frontMatter;
    if (min !== undefined && max !== undefined && min > max)
      ctx.addIssue({
        code: 'custom',
        path: ['toc_max_heading_level'],
        input: max,
        message: `a level of at least toc_min_heading_level (${min})`,
      });
  }) satisfies z.ZodType<DocFrontMatter>;

export interface ParsedSource {
  frontMatter: DocFrontMatter;
  body: string;
  /** lines taken by the front matter block */
  bodyLineOffset: number;
  /** the file line of each key, for errors about its value found later (an unknown doc id) */
  frontMatterLines: Record<string, number>;
  /** Docusaurus (or VitePress) keys that sitegen reads but does not apply: each is a warning, not silently dropped */
  unsupported: { key: string; line?: number; note: string; from?: 'VitePress' }[];
  /** custom keys that look like a known key misspelt (`sidebar_positon`): each is a warning, as the known key is not applied */
  misspelt: { key: string; line?: number; meant: string }[];
}

/** Docusaurus's doc front matter keys that sitegen does not apply, with what to do instead. */
const UNSUPPORTED_KEYS: Readonly<Record<string, string>> = {
  displayed_sidebar: 'a doc shows the first sidebar that lists it; list it in the sidebar meant',
  sidebar_custom_props: 'sidebar items have no custom props; use sidebar_class_name for styling',
  custom_edit_url: "the edit link comes from the config's editUrl",
  parse_number_prefixes: 'number prefixes are always taken out of ids and routes',
  unlisted: 'the doc is listed like any other',
  last_update: "the date comes from git with the config's lastUpdated",
};

interface YamlMark {
  line: number;
  column: number;
}

function yamlMark(error: unknown): YamlMark | undefined {
  const mark = (error as { mark?: unknown }).mark;
  if (mark !== null && typeof mark === 'object' && typeof (mark as YamlMark).line === 'number') return mark as YamlMark;
  return undefined;
}

/**
 * The 1-based file line of each key written at the start of a front matter line (which
 * starts on line 2), the first where one is written twice: one pass over the front matter.
 */
function frontMatterKeyLines(source: string): Map<string, number> {
  const lines = new Map<string, number>();
  let start = source.indexOf('\n') + 1;
  for (let line = 2; start > 0 && start < source.length; line++) {
    const newline = source.indexOf('\n', start);
    const end = newline === -1 ? source.length : newline;
    const text = source.slice(start, end);
    if (text.trim() === '---') break;
    const key = /^([^\s:#][^:]*):/.exec(text)?.[1];
    if (key !== undefined && !lines.has(key)) lines.set(key, line);
    start = end + 1;
  }
  return lines;
}

/** Splits front matter from Markdown and validates it; malformed front matter names file and line. */
export function parseFrontMatter(source: string, file: string): ParsedSource {
  // a byte order mark is not part of the text (a source read without TextDecoder keeps it)
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  if (opensUnclosedBlock(text)) {
    throw new SitegenError({
      code: 'content/front-matter-unclosed',
      message: 'the front matter block opened on line 1 is never closed: the whole file would be read as front matter',
      hint: 'End the front matter with a line of `---`. If the page begins with a horizontal rule instead, put a blank line above it.',
      location: { file, line: 1 },
    });
  }
  const block = splitFrontMatter(text);
  let data: unknown;
  try {
    data = block === undefined ? {} : frontMatterData(block, file);
  } catch (cause) {
    if (cause instanceof SitegenError) throw cause;
    const mark = yamlMark(cause);
    const reason = (cause as { reason?: string }).reason ?? (cause instanceof Error ? cause.message : String(cause));
    const format = block?.language.toLowerCase() === 'json' ? 'JSON' : 'YAML';
    throw new SitegenError({
      code: 'content/front-matter',
      message: `the front matter is not valid ${format}: ${reason}`,
      hint: `Fix the ${format} between the two \`---\` lines at the top of the file.`,
      // the block's line 0 is the opening `---` line, the file's line 1
      location: { file, line: mark === undefined ? undefined : mark.line + 1, column: mark === undefined ? undefined : mark.column + 1 },
      cause,
    });
  }
  const result = frontMatterSchema.safeParse(data, { reportInput: true });
  if (!result.success) {
    const problems = result.error.issues.map((issue) => ({
      key: String(issue.path[0] ?? ''),
      text: `${issue.path.length > 1 ? `${issue.path.slice(1).join('.')}: ` : ''}expected ${expectedOf(issue)}, found ${JSON.stringify(issue.input)}`,
    }));
    // in the order of the file
    const keyLines = frontMatterKeyLines(text);
    const placed = problems
      .map((problem) => ({ ...problem, line: keyLines.get(problem.key) }))
      .sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    const details = placed.map(({ key, text, line }) => `${line === undefined ? '' : `line ${line}: `}${key}: ${text}`);
    throw new SitegenError({
      code: 'content/front-matter',
      message: `invalid front matter: ${details.length === 1 ? details[0] : `${details.length} problems`}`,
      hint: FRONT_MATTER_HINT,
      location: { file, line: placed[0]?.line },
      details,
    });
  }
  const body = block?.body ?? text;
  const bodyLineOffset = countLines(text.slice(0, text.length - body.length));
  const keyLines = frontMatterKeyLines(text);
  const frontMatterLines = Object.fromEntries(
    Object.keys(result.data).flatMap((key) => {
      const line = keyLines.get(key);
      return line === undefined ? [] : [[key, line] as const];
    }),
  );
  const unsupported = Object.keys(keysOf(data)).flatMap((key) => {
    const note = UNSUPPORTED_KEYS[key];
    return note === undefined ? [] : [{ key, line: keyLines.get(key), note }];
  });
  const misspelt = misspeltKeys(keysOf(data)).map(({ key, meant }) => ({ key, meant, line: keyLines.get(key) }));
  return { frontMatter: result.data, body, bodyLineOffset, frontMatterLines, unsupported, misspelt };
}

/**
 * The block's data: YAML (js-yaml's safe schema, as gray-matter reads it for Docusaurus) or
 * JSON when the opening line says `---json`; an empty block, or one of comments only, is {}.
 */
function frontMatterData(block: FrontMatterBlock, file: string): unknown {
  if (block.matter.replace(/^\s*#[^\n]+/gm, '').trim() === '') return {};
  const language = block.language.toLowerCase();
  if (language === '' || language === 'yaml' || language === 'yml') return yaml.safeLoad(block.matter);
  if (language === 'json') return JSON.parse(block.matter);
  throw new SitegenError({
    code: 'content/front-matter',
    message: `the front matter is written in '${block.language}', which is not read: only YAML and JSON are`,
    hint: 'Write the front matter in YAML between two `---` lines (or JSON after `---json`).',
    location: { file, line: 1 },
  });
}

/** The keys written, for the checks of unknown and unsupported keys; the schema reports data that is not a mapping. */
function keysOf(data: unknown): Record<string, unknown> {
  return data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
}

const FRONT_MATTER_HINT = [
  'The known keys: id (a name without "/"), title, sidebar_label, sidebar_class_name, pagination_label, slug, description and image (strings);',
  'sidebar_position (a number); hide_title, hide_table_of_contents and noindex (true or false);',
  'pagination_next and pagination_prev (a doc id, or null to hide the link); keywords (a list of strings);',
  'tags (a list of strings or of {label, permalink}).',
].join(' ');

function expectedOf(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_union') return 'a string or {label, permalink}';
  if (issue.code === 'invalid_type' && issue.expected === 'array') return 'a list';
  if ('expected' in issue && issue.code === 'invalid_type') return String(issue.expected);
  return issue.message;
}

/** A first line of `---` with no `---` line after it: the whole file would be read as front matter. */
function opensUnclosedBlock(source: string): boolean {
  const firstEnd = source.indexOf('\n');
  if ((firstEnd === -1 ? source : source.slice(0, firstEnd)).trimEnd() !== '---') return false;
  return firstEnd === -1 || !/^---[ \t]*\r?$/m.test(source.slice(firstEnd + 1));
}

const KNOWN_KEYS = Object.keys(frontMatterSchema.shape);

/**
 * Custom keys that are likely a known key misspelt: `sidebar_positon` would be silently ignored.
 * Docusaurus's keys that sitegen does not apply are known too (they have a warning of their own).
 */
function misspeltKeys(data: Record<string, unknown>): { key: string; meant: string }[] {
  return Object.keys(data).flatMap((key) => {
    if (Object.hasOwn(UNSUPPORTED_KEYS, key)) return [];
    const meant = likelyMisspelling(key, [...KNOWN_KEYS, ...Object.keys(UNSUPPORTED_KEYS)]);
    return meant === undefined ? [] : [{ key, meant }];
  });
}

function countLines(text: string): number {
  let count = 0;
  for (const ch of text) if (ch === '\n') count++;
  return count;
}
