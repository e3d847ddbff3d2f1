import { describe, expect, it } from 'vitest';
import { SitegenError } from '../errors/SitegenError.js';
import { parseFrontMatter } from './parseFrontMatter.js';

function errorOf(source: string): SitegenError {
  try {
    parseFrontMatter(source, '/site/doc.md');
  } catch (error) {
    expect(error).toBeInstanceOf(SitegenError);
    return error as SitegenError;
  }
  throw new Error('expected an error');
}

describe('parseFrontMatter', () => {
  it('splits front matter and counts its lines', () => {
    const parsed = parseFrontMatter('---\ntitle: Intro\nsidebar_position: 2\n---\n\n# Hello\n', '/site/doc.md');
    expect(parsed.frontMatter).toEqual({ title: 'Intro', sidebar_position: 2 });
    expect(parsed.body).toBe('\n# Hello\n');
    expect(parsed.bodyLineOffset).toBe(4);
  });

  it('passes through a file without front matter', () => {
    expect(parseFrontMatter('# Hi\n', 'f.md')).toEqual({
      frontMatter: {},
      body: '# Hi\n',
      bodyLineOffset: 0,
      frontMatterLines: {},
      unsupported: [],
      misspelt: [],
    });
  });

  it('reads JSON front matter after `---json`, and a block of comments as empty', () => {
    expect(parseFrontMatter('---json\n{"title": "Intro"}\n---\nbody', 'f.md').frontMatter).toEqual({ title: 'Intro' });
    expect(parseFrontMatter('---\n# a note\n---\nbody', 'f.md')).toMatchObject({ frontMatter: {}, body: 'body', bodyLineOffset: 3 });
  });

  it('refuses front matter in a language it does not read, rather than running it', () => {
    const error = errorOf('---js\n{ title: "Intro" }\n---\nbody\n');
    expect(error.code).toBe('content/front-matter');
    expect(error.message).toContain("written in 'js'");
    expect(error.location?.line).toBe(1);
  });

  it('reads a file that starts with a byte order mark as one without it', () => {
    expect(parseFrontMatter('\ufeff---\ntitle: Intro\n---\nbody', 'f.md')).toMatchObject({
      frontMatter: { title: 'Intro' },
      body: 'body',
      bodyLineOffset: 3,
    });
    expect(parseFrontMatter('\ufeff# Hi\n', 'f.md')).toMatchObject({ body: '# Hi\n', bodyLineOffset: 0 });
    expect(errorOf('\ufeff---\ntitle: Intro\n').code).toBe('content/front-matter-unclosed');
  });

  it('names JSON as the language that is not valid, whatever its case', () => {
    const error = errorOf('---JSON\n{"title": }\n---\nbody\n');
    expect(error.message).toContain('not valid JSON');
    expect(error.hint).toContain('Fix the JSON');
  });

  it('names the line of a YAML syntax error', () => {
    const error = errorOf('---\ntitle: Intro\n  sidebar_label: misindented\n---\nbody\n');
    expect(error.code).toBe('content/front-matter');
    expect(error.location?.file).toBe('/site/doc.md');
    expect(error.location?.line).toBe(3);
  });

  it('names the line and key of a wrong type', () => {
    const error = errorOf('---\ntitle: Intro\nsidebar_position: first\n---\nbody\n');
    expect(error.code).toBe('content/front-matter');
    expect(error.location).toEqual({ file: '/site/doc.md', line: 3 });
    expect(error.message).toContain('sidebar_position: expected number, found "first"');
  });

  it('lists a custom key that looks like a misspelt known key, with its line and the key meant, for a warning', () => {
    const parsed = parseFrontMatter('---\ntitle: Intro\nsidebar_positon: 2\nsidebarLabel: Start\n---\nbody\n', '/site/doc.md');
    expect(parsed.frontMatter).toEqual({ title: 'Intro' });
    expect(parsed.misspelt).toEqual([
      { key: 'sidebar_positon', meant: 'sidebar_position', line: 3 },
      { key: 'sidebarLabel', meant: 'sidebar_label', line: 4 },
    ]);
    expect(parseFrontMatter('---\ntitle: Intro\ntags: [a]\nkeywords: [b]\nid: x\n---\n', 'f.md').frontMatter).toMatchObject({
      title: 'Intro',
    });
  });

  it('allows custom keys, short ones near a known key too (ab is not id)', () => {
    const parsed = parseFrontMatter('---\nab: 1\ntabs: true\nslugs: [x]\nauthor: me\ndate: 2024-01-01\ntype: guide\n---\nbody\n', 'f.md');
    expect(parsed.frontMatter).toEqual({});
    expect(parsed.misspelt).toEqual([]);
  });

  it('lists several problems in the order of the file, under a count', () => {
    const error = errorOf('---\ntitle: 3\nsidebar_positon: 2\nhide_table_of_contents: yes\n---\n');
    expect(error.message).toBe('invalid front matter: 2 problems');
    expect(error.location).toEqual({ file: '/site/doc.md', line: 2 });
    expect(error.details.map((detail) => detail.slice(0, 7))).toEqual(['line 2:', 'line 4:']);
  });

  it('names a front matter block that is never closed, instead of reading the page as YAML', () => {
    const error = errorOf('---\ntitle: Intro\n\n# Intro\n\nThe text.\n');
    expect(error).toMatchObject({ code: 'content/front-matter-unclosed', location: { file: '/site/doc.md', line: 1 } });
    expect(parseFrontMatter('---\ntitle: Intro\n--- \n# Intro\n', '/site/doc.md').frontMatter).toEqual({ title: 'Intro' });
  });

  it("reads Docusaurus's doc keys with their types", () => {
    const source = [
      '---',
      'id: setup',
      'title: Set up',
      'hide_title: true',
      'sidebar_class_name: green',
      'pagination_label: Setting up',
      'pagination_next: guides/deploy',
      'pagination_prev: null',
      'description: How to install.',
      'keywords: [install, setup]',
      'tags: [start, {label: Ops, permalink: /ops}]',
      'hide_table_of_contents: true',
      '---',
      'body',
    ].join('\n');
    const parsed = parseFrontMatter(source, '/site/doc.md');
    expect(parsed.frontMatter).toEqual({
      id: 'setup',
      title: 'Set up',
      hide_title: true,
      sidebar_class_name: 'green',
      pagination_label: 'Setting up',
      pagination_next: 'guides/deploy',
      pagination_prev: null,
      description: 'How to install.',
      keywords: ['install', 'setup'],
      tags: ['start', { label: 'Ops', permalink: '/ops' }],
      hide_table_of_contents: true,
    });
    expect(parsed.frontMatterLines).toMatchObject({ id: 2, pagination_next: 7, tags: 11 });
  });

  it.each([
    ['id: guides/setup', 'id: expected an id without "/" (the folder is part of the id already), found "guides/setup"'],
    ['id: ..', `id: expected a name, not '.' or '..' (the id replaces the file's name in the doc's URL), found ".."`],
    ['id: "a\\nb"', `id: expected an id without a line break (U+000A), which cannot be part of a page's URL, found "a\\nb"`],
    ['id: what?', `id: expected an id without '?', which cannot be part of a page's URL, found "what?"`],
    ['hide_title: yes', 'hide_title: expected boolean, found "yes"'],
    ['pagination_next: 3', 'pagination_next: expected string, found 3'],
    ['pagination_prev: ""', 'pagination_prev: expected a doc id, found ""'],
    ['keywords: install', 'keywords: expected a list, found "install"'],
    ['tags: [start, {label: Ops}]', 'tags: 1: expected a string or {label, permalink}, found {"label":"Ops"}'],
    ['tags: start', 'tags: expected a list, found "start"'],
    ['sidebar_class_name: [a]', 'sidebar_class_name: expected string, found ["a"]'],
  ])('names the line and what is wrong with %s', (line, text) => {
    const error = errorOf(`---\ntitle: T\n${line}\n---\nbody\n`);
    expect(error).toMatchObject({ code: 'content/front-matter', location: { file: '/site/doc.md', line: 3 } });
    expect(error.message).toBe(`invalid front matter: line 3: ${text}`);
  });

  it('names a misspelt new key too', () => {
    expect(parseFrontMatter('---\npagination_nxt: intro\n---\n', 'f.md').misspelt).toEqual([
      { key: 'pagination_nxt', meant: 'pagination_next', line: 2 },
    ]);
  });

  it('lists Docusaurus keys it does not apply, with their line, for a warning (not dropped in silence)', () => {
    const parsed = parseFrontMatter('---\ntitle: T\ndisplayed_sidebar: api\nunlisted: true\nauthor: me\n---\n', '/site/doc.md');
    expect(parsed.unsupported.map(({ key, line }) => `${key}:${line}`)).toEqual(['displayed_sidebar:3', 'unlisted:4']);
  });
});
