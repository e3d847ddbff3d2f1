#!/usr/bin/env node
/**
 * Lists markup that nothing rendered in the pages sitegen writes for the real corpora of
 * tests/corpora (issue 36, item 5), and whether the build reported it.
 *
 *   node tests/corpora/findSilentMarkup.mjs [--build] [--write] [name...]
 *
 * --build  builds each corpus with the current CLI (packages/sitegen/dist/cli/main.js), twice,
 *          from copies under $TMPDIR/corpora-work (never inside tests/corpora):
 *          1. as it is, to record the exit code and diagnostics a migrating team sees today;
 *          2. with the workarounds listed in WORKAROUNDS below (each one a thing the build
 *             refused), so that pages get written and can be checked; written to
 *             $TMPDIR/corpora-out/<name>, with the log beside it (<name>.log).
 * --write  writes tests/corpora/FINDINGS.md (otherwise a summary is printed); the raw findings
 *          always go to $TMPDIR/corpora-out/findings.json.
 *
 * A corpus's site folder is the one holding sitegen.config.ts: the corpus's own, or its website/
 * (Docusaurus's site folder when the docs lie beside it, as `docs.path: '../docs'`); the builds
 * run there. Each written page is mapped to its source file through its "Edit this page" link
 * (the analysis build sets editUrl to a sentinel standing for the site folder). The article's HTML is parsed with parse5 (a dependency of
 * rehype-raw, found through packages/sitegen's node_modules); text inside pre, code, kbd, samp,
 * script and style is never checked for markup (code-level constructs are listed apart).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const cli = path.join(repoRoot, 'packages/sitegen/dist/cli/main.js');
const tmp = os.tmpdir();
const workRoot = path.join(tmp, 'corpora-work');
const outRoot = path.join(tmp, 'corpora-out');
const EDIT_SENTINEL = 'https://sitegen-corpus.invalid/src';

// ---------- dependencies the repository already has ----------
const fromSitegen = (name) => fs.realpathSync(path.join(repoRoot, 'packages/sitegen/node_modules', name));
const parse5Dir = fs.realpathSync(
  path.join(path.dirname(fs.realpathSync(path.join(path.dirname(fromSitegen('rehype-raw')), 'hast-util-raw'))), 'parse5'),
);
const { parse } = await import(pathToFileURL(path.join(parse5Dir, 'dist/index.js')).href);
const { htmlTagNames } = await import(pathToFileURL(path.join(fromSitegen('html-tag-names'), 'index.js')).href);
const KNOWN = new Set([...htmlTagNames, 'svg', 'math', 'template', 'slot', 'search']);

// ---------- the corpora and what the analysis build changes ----------
/** Each workaround is applied to a copy for the analysis build only, and listed in FINDINGS.md. */
const WORKAROUNDS = {
  'docusaurus-qraft': [
    {
      why: '`"link": null` in `_category_.json` (valid in Docusaurus: no index page) fails with content/category; the key is removed',
      apply(dir) {
        for (const file of walk(dir).filter((f) => path.basename(f) === '_category_.json')) {
          const json = JSON.parse(fs.readFileSync(file, 'utf8'));
          if (json.link === null) {
            delete json.link;
            fs.writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
          }
        }
      },
    },
  ],
  'vitepress-vitepress': [rawHtmlAllow()],
  'vitepress-vitest': [rawHtmlAllow()],
  'vitepress-pinia': [rawHtmlAllow()],
};

function rawHtmlAllow() {
  return {
    why: "`<script setup>` / `<style>` fail with markdown/unsafe-html (`rawHtml: 'no-scripts'`): the analysis build sets `markdown.rawHtml: 'allow'`, so that the pages get written and what a team that 'fixes' the error this way would publish is visible",
    config: "markdown: { rawHtml: 'allow' },",
  };
}

// ---------- helpers ----------
function walk(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') out.push(...walk(full));
    } else out.push(full);
  }
  return out;
}

function copyCorpus(name, dest) {
  fs.rmSync(dest, { recursive: true, force: true });
  fs.cpSync(path.join(here, name), dest, {
    recursive: true,
    filter: (src) => !src.split(path.sep).includes('node_modules') && !src.split(path.sep).includes('build'),
  });
  if (name.startsWith('vitepress-')) migrateVitePress(dest);
}

/** A VitePress corpus is built as `sitegen migrate vitepress` configures it, as a team moving over would build it. */
function migrateVitePress(dir) {
  fs.rmSync(path.join(dir, 'sitegen.config.ts'));
  const res = spawnSync(process.execPath, [cli, 'migrate', 'vitepress', dir], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  if (res.status !== 0) throw new Error(`sitegen migrate vitepress ${dir}: exit ${res.status}\n${res.stdout}${res.stderr}`);
}

/** The corpus's site folder, relative to the corpus: '' or 'website'. */
function siteDirOf(corpusDir) {
  return ['', 'website'].find((sub) => fs.existsSync(path.join(corpusDir, sub, 'sitegen.config.ts')));
}

/** The edit link's base: the sentinel's path stands for the site folder, so a page's link resolves to its path in the corpus. */
const editBaseOf = (siteDir) => (siteDir ? `${EDIT_SENTINEL}/${siteDir}` : EDIT_SENTINEL);

function patchConfig(dir, siteDir, extra) {
  const file = path.join(dir, siteDir, 'sitegen.config.ts');
  let text = fs.readFileSync(file, 'utf8');
  // the migration writes JSON: its keys are quoted
  text = text.replace(/^\s*"?editUrl"?:.*\n/m, '');
  // a migrated config's own markdown options stay: the workaround's are added to them, as a second key would replace them
  const markdown = /^\s*markdown: \{ (.*) \},\n/m.exec(extra);
  if (markdown !== null && /^ {2}"markdown": \{\n/m.test(text)) {
    text = text.replace(/^ {2}"markdown": \{\n/m, `  "markdown": {\n    ${markdown[1]},\n`);
    extra = extra.replace(markdown[0], '');
  }
  text = text.replace(/const config: UserConfig = \{\n/, `const config: UserConfig = {\n  editUrl: '${editBaseOf(siteDir)}',\n${extra}`);
  fs.writeFileSync(file, text);
}

function runBuild(dir, outDir) {
  fs.rmSync(outDir, { recursive: true, force: true });
  const res = spawnSync(process.execPath, [cli, 'build', '--out-dir', outDir], {
    cwd: path.join(dir, siteDirOf(dir)),
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  return { status: res.status, log: `${res.stdout}${res.stderr}` };
}

function parseDiagnostics(log, dir) {
  const diags = [];
  for (const line of log.split('\n')) {
    const m = /^(warning|error) \[([\w/-]+)\] (\S+?)(?::(\d+)(?::(\d+))?)? (.*)$/.exec(line);
    if (!m) continue;
    const [, level, code, where, lineNo, col, message] = m;
    const file = where.startsWith(dir) ? path.relative(dir, where) : where;
    diags.push({ level, code, file, line: lineNo ? Number(lineNo) : null, col: col ? Number(col) : null, message });
  }
  return diags;
}

// ---------- source side ----------
const sourceCache = new Map();
function readSource(file) {
  if (!sourceCache.has(file)) sourceCache.set(file, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);
  return sourceCache.get(file);
}

/** The files whose content the page shows in its original tool: the page, imported partials, VitePress includes. */
function contributingFiles(corpusDir, rel, seen = new Set()) {
  if (seen.has(rel)) return [];
  seen.add(rel);
  const text = readSource(path.join(corpusDir, rel));
  if (text == null) return [];
  const files = [rel];
  const base = path.dirname(rel);
  for (const m of text.matchAll(/^import\s+\w+\s+from\s+['"]([^'"]+\.mdx?)['"]/gm)) {
    files.push(...contributingFiles(corpusDir, path.normalize(path.join(base, m[1].replaceAll('\\_', '_'))), seen));
  }
  for (const m of text.matchAll(/<!--\s*@include:\s*([^\s{#]+?)(?:[{#][^>]*)?\s*-->/g)) {
    const target = m[1].startsWith('@/') ? path.join('docs', m[1].slice(2)) : path.join(base, m[1]);
    if (/\.mdx?$/.test(target)) files.push(...contributingFiles(corpusDir, path.normalize(target), seen));
  }
  return files;
}

/** The prose words of a Markdown/MDX source, as its own tool would show them (roughly). */
function proseWords(text) {
  let t = text.replace(/^\uFEFF?---\n[\s\S]*?\n---\n/, '');
  t = t.replace(/^[ \t]*(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n[ \t]*\1[`~]*[^\S\n]*$/gm, ' ');
  t = t.replace(/<!--[\s\S]*?-->/g, ' ');
  t = t.replace(/^(import|export)\s[^\n]*(\n(?![\s]*\n)[^\n]*)*/gm, ' ');
  t = t.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ');
  t = t.replace(/`[^`\n]+`/g, ' ');
  t = t.replace(/^:::.*$|^<<<.*$|\[\[toc\]\]/gm, ' ');
  t = t.replace(/\{\{[\s\S]*?\}\}|\{[^{}\n]*\}/g, ' ');
  t = t.replace(/!\[[^\]]*\]\([^)]*\)/g, ' ');
  t = t.replace(/\]\([^)]*\)/g, ']');
  t = t.replace(/<\/?[A-Za-z][^>]*>/g, ' ');
  t = t.replace(/^> \[!\w+\]/gm, ' ');
  // no words on the page either: a link reference definition and a reference's label, an ordered list's numbers, an entity's name
  t = t.replace(/^ {0,3}\[[^\]\n]+\]:[ \t]*\S+.*$/gm, ' ');
  t = t.replace(/\]\[[^\]\n]*\]/g, ']');
  t = t.replace(/https?:\/\/\S+/g, ' ');
  t = t.replace(/^([ \t]*)\d+[.)][ \t]/gm, '$1');
  t = t.replace(/&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/gi, ' ');
  // an emoji shortcode is no word: Docusaurus and VitePress show `:tada:` as 🎉
  t = t.replace(/(?<![\w:]):[\w+-]+:(?![\w:])/g, ' ');
  return t.match(/[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu) ?? [];
}

function findSourceLine(corpusDir, files, needles) {
  for (const needle of needles) {
    if (!needle || needle.length < 2) continue;
    const n = needle.toLowerCase();
    for (const rel of files) {
      const lines = (readSource(path.join(corpusDir, rel)) ?? '').split('\n');
      let inFence = false;
      // markup inside an HTML comment is the author's note, never on the page: not where a finding comes from
      let inComment = false;
      for (let i = 0; i < lines.length; i++) {
        if (/^\s*(`{3,}|~{3,})/.test(lines[i])) inFence = !inFence;
        const commented = inComment || lines[i].includes('<!--');
        if (lines[i].includes('<!--')) inComment = !lines[i].slice(lines[i].lastIndexOf('<!--')).includes('-->');
        else if (inComment && lines[i].includes('-->')) inComment = false;
        // markup named in inline code is prose about it, not where it comes from
        const outsideCode = lines[i].replace(/(`+)[^`]*?\1/g, ' ');
        if (!inFence && !commented && outsideCode.toLowerCase().includes(n)) return { file: rel, line: i + 1 };
      }
    }
  }
  return null;
}

function inVPreContainer(corpusDir, { file, line }) {
  const lines = (readSource(path.join(corpusDir, file)) ?? '').split('\n');
  let open = false;
  for (let i = 0; i < line - 1; i++) {
    if (/^\s*:::+\s*v-pre\b/.test(lines[i])) open = true;
    else if (/^\s*:::+\s*$/.test(lines[i])) open = false;
  }
  return open;
}

function writtenInFence(corpusDir, files, needle) {
  return files.some((rel) => {
    let inFence = false;
    return (readSource(path.join(corpusDir, rel)) ?? '').split('\n').some((line) => {
      if (/^\s*(`{3,}|~{3,})/.test(line)) inFence = !inFence;
      else if (inFence && line.includes(needle)) return true;
      return false;
    });
  });
}

/**
 * A `<<< file` import without `#region` shows the whole file as it is, its region markers too,
 * in VitePress as in sitegen. `@/` is the source root: the first folder above the page that has the file.
 */
function importedWhole(corpusDir, files, needle) {
  return files.some((rel) =>
    [...(readSource(path.join(corpusDir, rel)) ?? '').matchAll(/^<<<\s+(\S+?)(?:\{[^}]*\})?(?:\s|$)/gm)].some(([, written]) => {
      if (written.includes('#')) return false;
      const file = written.startsWith('@/')
        ? underAncestor(path.dirname(path.join(corpusDir, rel)), written.slice(2), corpusDir)
        : path.resolve(corpusDir, path.dirname(rel), written);
      return file !== undefined && (readSource(file) ?? '').includes(needle);
    }),
  );
}

function underAncestor(dir, relative, stop) {
  for (let at = dir; at.startsWith(stop); at = path.dirname(at)) if (fs.existsSync(path.join(at, relative))) return path.join(at, relative);
  return undefined;
}

// ---------- rendered side ----------
const SKIP_TEXT = new Set(['pre', 'code', 'kbd', 'samp', 'script', 'style', 'svg', 'math']);
const BLOCK = new Set([
  'p',
  'li',
  'td',
  'th',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'dt',
  'dd',
  'blockquote',
  'summary',
  'figcaption',
  'div',
  'section',
  'details',
  'article',
  'caption',
]);

function findElement(node, pred) {
  if (pred(node)) return node;
  for (const child of node.childNodes ?? []) {
    const found = findElement(child, pred);
    if (found) return found;
  }
  if (node.content) return findElement(node.content, pred);
  return null;
}
const attr = (node, name) => node.attrs?.find((a) => a.name === name)?.value;
function textOf(node) {
  if (node.nodeName === '#text') return node.value;
  return (node.childNodes ?? []).map(textOf).join('');
}
function proseTextOf(node) {
  if (node.nodeName === '#text') return node.value;
  if (SKIP_TEXT.has(node.nodeName)) return ' ';
  return (node.childNodes ?? []).map(proseTextOf).join(BLOCK.has(node.nodeName) ? '\n' : '');
}

/** Text blocks of the article outside code: [{ tag, text }] */
function textBlocks(article) {
  const blocks = [];
  const visit = (node, current) => {
    // Vue's v-pre shows its text as written, in VitePress too
    if (SKIP_TEXT.has(node.nodeName) || attr(node, 'v-pre') !== undefined) return;
    if (node.nodeName === '#text') {
      current.text += node.value;
      return;
    }
    let target = current;
    if (BLOCK.has(node.nodeName)) {
      target = { tag: node.nodeName, text: '' };
      blocks.push(target);
    }
    for (const child of node.childNodes ?? []) visit(child, target);
  };
  visit(article, { tag: 'root', text: '' });
  return blocks.filter((b) => b.text.trim());
}

const ALERT = /\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION|INFO|DANGER)\]/i;
const TEXT_RULES = [
  {
    kind: 'import/export as text',
    re: /^\s*(import\s+(?:[\w*{},\s]+\s+from\s+)?['"][^'"]+['"];?|export\s+(?:const|default|function|let)\b.*)$/m,
    needle: (m) => m[1].trim().slice(0, 50),
  },
  { kind: '{{ }} interpolation', re: /\{\{[^}]*\}\}/, needle: (m) => m[0].slice(0, 40) },
  { kind: '{…} expression as text', re: /(?<![{$\\])\{(?!\{)[^{}\n]{1,80}\}(?!\})/, needle: (m) => m[0] },
  {
    kind: '::: container fence',
    re: /^\s*:::+.*$/m,
    needle: (m) =>
      m[0]
        .trim()
        .replace(/^(:::+)(?=\S)/, '$1 ')
        .replace(/\[(.*)\]$/, '$1'),
  },
  { kind: '<<< snippet import', re: /^\s*<<<\s*\S.*$/m, needle: (m) => m[0].trim() },
  { kind: '[[toc]]', re: /\[\[toc\]\]/i, needle: () => '[[toc]]' },
  { kind: '@include as text', re: /@include:\s*\S+/, needle: (m) => m[0] },
  { kind: 'alert marker', re: ALERT, needle: (m) => m[0] },
  { kind: 'JSX/Vue tag as text', re: /<\/?[A-Z][A-Za-z0-9.]*(\s[^<>]*)?\/?>/, needle: (m) => m[0].slice(0, 40) },
  { kind: 'emoji shortcode', re: /(?<![\w:/])(:[a-z0-9_+-]{2,30}:)(?![\w:/])/, needle: (m) => m[1] },
  { kind: 'heading anchor {#id}', re: /\{#[\w-]+\}/, needle: (m) => m[0] },
  { kind: 'attribute list {…}', re: /\{(?:[.#][\w-]+|\w+="[^"]*")(?:\s+(?:[.#][\w-]+|\w+="[^"]*"))*\}/, needle: (m) => m[0] },
  { kind: 'math $…$ as text', re: /\$\$?[^$\n]*\\[a-z]+[^$\n]*\$\$?|\$\$/, needle: (m) => m[0].slice(0, 30) },
];
// No rule for %NAME% tokens: they are no tool's markup. Prettier's docs/ shows %PRETTIER_VERSION% as written
// on Docusaurus too (its release script, website/scripts/update-stable-docs.mjs, replaces it in the stable
// copy only), and a %LOCALAPPDATA% in React Native's docs is Windows's own.
const CODE_RULES = [
  {
    kind: 'VitePress [!code] annotation in code',
    re: /\/\/ \[!code [^\]]+\]|# \[!code [^\]]+\]|<!-- \[!code [^\]]+\] -->/,
    needle: (m) => m[0],
  },
  {
    kind: 'Docusaurus magic comment in code',
    re: /\/\/ highlight-(next-line|start|end)|# highlight-(next-line|start|end)|\{\/\* highlight-/,
    needle: (m) => m[0],
  },
  { kind: 'VitePress region marker in code', re: /#(?:end)?region\b.*$/m, needle: (m) => m[0].trim() },
];

function checkPage(html, corpusDir, files) {
  const findings = [];
  const doc = parse(html, { sourceCodeLocationInfo: true });
  const article = findElement(doc, (n) => n.nodeName === 'article');
  if (!article) return { findings, rendered: 0 };
  const add = (kind, shows, needles, extra = {}) => {
    const loc = findSourceLine(corpusDir, files, needles);
    // in a ::: v-pre container VitePress shows {{ }} as written
    if (kind === '{{ }} interpolation' && loc && inVPreContainer(corpusDir, loc)) return;
    // a region marker the page's own code block shows (an example of one) is as written; one left by a snippet import is not
    if (
      kind === 'VitePress region marker in code' &&
      (writtenInFence(corpusDir, files, needles[0]) || importedWhole(corpusDir, files, needles[0]))
    )
      return;
    findings.push({ kind, shows: shows.replace(/\s+/g, ' ').trim().slice(0, 160), source: loc, ...extra });
  };
  // 1. markup shown as text
  for (const block of textBlocks(article)) {
    for (const rule of TEXT_RULES) {
      const re = new RegExp(rule.re.source, `${rule.re.flags.replace('g', '')}g`);
      for (const m of block.text.matchAll(re)) {
        if (rule.kind === 'emoji shortcode' && /^:\d+:$/.test(m[1])) continue;
        add(rule.kind, m[0], [rule.needle(m), m[0].trim().slice(0, 30)]);
      }
    }
  }
  // 2. elements: unknown (custom) tags, script/style, comments left by includes
  const visit = (node, inSvg) => {
    if (node.nodeName === '#comment') {
      if (/@include|\[\[toc\]\]/.test(node.data))
        add('<!--@include--> left as a comment', `<!--${node.data}-->`, [node.data.trim().slice(0, 40)]);
      return;
    }
    if (node.tagName) {
      const svg = inSvg || node.tagName === 'svg' || node.tagName === 'math';
      if (!svg && !KNOWN.has(node.tagName) && !node.tagName.includes('-')) {
        const text = textOf(node);
        add(
          `unknown element <${node.tagName}>`,
          `<${node.tagName}${(node.attrs ?? []).map((a) => ` ${a.name}="${a.value}"`).join('')}> (${text.length} chars of text inside)`,
          [`<${node.tagName}`],
        );
      } else if (!svg && node.tagName.includes('-') && !/^sg-/.test(node.tagName)) {
        add(`custom element <${node.tagName}>`, `<${node.tagName}>`, [`<${node.tagName}`]);
      }
      // sitegen's own: its tabs select the stored or linked tab before the first paint
      const tabsPrePaint = /^\(function select(Stored|Query)Tab\(/.test(textOf(node));
      if (node.tagName === 'script' && !tabsPrePaint && !/application\/(ld\+)?json/.test(attr(node, 'type') ?? '')) {
        add('<script> in the article', `<script${(node.attrs ?? []).map((a) => ` ${a.name}`).join('')}> ${textOf(node).slice(0, 60)}`, [
          '<script',
        ]);
      }
      // a plain <style> applies to the page as its tool applies it (VitePress hoists it, global); a component's (scoped, module, lang) does not
      const compilerStyle = (node.attrs ?? []).some((a) => /^(scoped|module|lang)$/.test(a.name));
      if (node.tagName === 'style' && compilerStyle && !/\.sg-[\w-]+\{/.test(textOf(node)))
        add('<style> in the article', `<style> ${textOf(node).slice(0, 60)}`, ['<style']);
      if (node.tagName === 'pre' || node.tagName === 'code') {
        if (node.tagName === 'pre') {
          for (const rule of CODE_RULES) {
            const m = rule.re.exec(textOf(node));
            if (m) add(rule.kind, m[0], [rule.needle(m)], { inCode: true });
          }
        }
        return;
      }
      for (const child of node.childNodes ?? []) visit(child, svg);
      if (node.content) visit(node.content, svg);
      return;
    }
    for (const child of node.childNodes ?? []) visit(child, inSvg);
  };
  visit(article, false);
  // 3. headings whose source holds a component or expression
  const headings = [];
  findElement(article, (n) => {
    if (/^h[1-6]$/.test(n.nodeName ?? '')) headings.push(n);
    return false;
  });
  const collectHeadings = (node) => {
    if (/^h[1-6]$/.test(node.nodeName ?? '')) headings.push(node);
    for (const child of node.childNodes ?? []) collectHeadings(child);
  };
  headings.length = 0;
  collectHeadings(article);
  for (const rel of files) {
    const lines = (readSource(path.join(corpusDir, rel)) ?? '').split('\n');
    let inFence = false;
    lines.forEach((line, i) => {
      if (/^\s*(`{3,}|~{3,})/.test(line)) inFence = !inFence;
      if (inFence) return;
      const h = /^(#{1,6})\s+(.*)$/.exec(line);
      if (!h || !/(?<!\\)<[A-Za-z][^>]*>|(?<!\\)\{[^}]*\}/.test(h[2])) return;
      const customId = /\{#([\w-]+)\}\s*$/.exec(h[2]);
      // an HTML element written in the heading that is in the rendered heading was rendered, as its tool renders it
      const written = [...h[2].matchAll(/(?<!\\)<([a-z][\w-]*)[\s>]/g)].map((m) => m[1]);
      if (customId && new RegExp(`id="${customId[1]}"`).test(html)) return; // the custom id was applied
      const plain = h[2]
        .replace(/<[^>]+>/g, '')
        .replace(/\{[^}]*\}/g, '')
        .replace(/[`*_]/g, '')
        .trim();
      const rendered = headings
        .map((n) =>
          textOf(n)
            .replace(/[#¶]\s*$/, '')
            .trim(),
        )
        .find((t) => plain && t.startsWith(plain.slice(0, 40)));
      const renderedHeading = headings.find(
        (n) =>
          textOf(n)
            .replace(/[#¶]\s*$/, '')
            .trim() === rendered,
      );
      const elementsRendered =
        written.length > 0 &&
        !/(?<!\\)<[A-Z]|(?<!\\)\{(?!#)/.test(h[2]) &&
        written.every((tag) => renderedHeading && findElement(renderedHeading, (n) => n !== renderedHeading && n.tagName === tag));
      if (rendered !== undefined && !elementsRendered)
        findings.push({
          kind: 'heading with markup',
          shows: `"${rendered}" from: ${h[2]}`.slice(0, 160),
          source: { file: rel, line: i + 1 },
        });
    });
  }
  const words = proseTextOf(article).match(/[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu) ?? [];
  return { findings, rendered: words.length };
}

// ---------- one corpus ----------
function analyse(name, { build }) {
  const corpusDir = path.join(here, name);
  const outDir = path.join(outRoot, name);
  const result = { name, workarounds: (WORKAROUNDS[name] ?? []).map((w) => w.why) };
  if (build) {
    const asIsDir = path.join(workRoot, `${name}.as-is`);
    copyCorpus(name, asIsDir);
    const asIs = runBuild(asIsDir, path.join(outRoot, `${name}.as-is`));
    fs.writeFileSync(path.join(outRoot, `${name}.as-is.log`), asIs.log);
    const workDir = path.join(workRoot, name);
    copyCorpus(name, workDir);
    let extraConfig = '';
    for (const w of WORKAROUNDS[name] ?? []) {
      w.apply?.(workDir);
      if (w.config) extraConfig += `  ${w.config}\n`;
    }
    patchConfig(workDir, siteDirOf(workDir), extraConfig);
    const analysis = runBuild(workDir, outDir);
    fs.writeFileSync(path.join(outRoot, `${name}.log`), analysis.log);
    fs.writeFileSync(
      path.join(outRoot, `${name}.status.json`),
      JSON.stringify({ asIs: { status: asIs.status, workDir: asIsDir }, analysis: { status: analysis.status, workDir } }),
    );
  }
  const status = JSON.parse(fs.readFileSync(path.join(outRoot, `${name}.status.json`), 'utf8'));
  result.asIs = {
    status: status.asIs.status,
    diagnostics: parseDiagnostics(fs.readFileSync(path.join(outRoot, `${name}.as-is.log`), 'utf8'), status.asIs.workDir),
  };
  result.analysis = {
    status: status.analysis.status,
    diagnostics: parseDiagnostics(fs.readFileSync(path.join(outRoot, `${name}.log`), 'utf8'), status.analysis.workDir),
  };
  result.pages = [];
  if (!fs.existsSync(outDir)) return result;
  for (const file of walk(outDir).filter((f) => f.endsWith('.html'))) {
    const html = fs.readFileSync(file, 'utf8');
    const edit = new RegExp(`href="${EDIT_SENTINEL.replaceAll('.', '\\.')}/([^"]+)"`).exec(html);
    if (!edit) continue; // generated pages (tags, version indexes, 404)
    // the link of a doc outside the site folder has '..' segments (…/src/website/../docs/x.md)
    const rel = path.posix.normalize(decodeURIComponent(edit[1]));
    const files = contributingFiles(corpusDir, rel);
    const { findings, rendered } = checkPage(html, corpusDir, files);
    const source = files.reduce((n, f) => n + proseWords(readSource(path.join(corpusDir, f)) ?? '').length, 0);
    if (source >= 30 && rendered < source * 0.8)
      findings.push({
        kind: 'prose lost',
        shows: `${rendered} rendered words of ${source} source prose words (${Math.round((100 * rendered) / source)} %)`,
        source: { file: rel, line: 1 },
      });
    for (const f of findings) {
      const diag = f.source
        ? [...result.analysis.diagnostics, ...result.asIs.diagnostics].find(
            (d) => d.file === f.source.file && d.line === f.source.line && !d.code.startsWith('links/'),
          )
        : null;
      f.reported = diag ? `${diag.level} ${diag.code}` : null;
    }
    result.pages.push({
      page: path.relative(outDir, file),
      source: rel,
      partials: files.slice(1),
      renderedWords: rendered,
      sourceWords: source,
      findings,
    });
  }
  result.pages.sort((a, b) => a.source.localeCompare(b.source));
  return result;
}

// ---------- report ----------
function report(results) {
  const lines = [];
  const p = (s = '') => lines.push(s);
  const dist = spawnSync('git', ['log', '-1', '--format=%h'], { cwd: repoRoot, encoding: 'utf8' }).stdout.trim();
  const dirty = spawnSync('git', ['status', '--short', 'packages/sitegen/src'], { cwd: repoRoot, encoding: 'utf8' })
    .stdout.trim()
    .split('\n')
    .filter(Boolean).length;
  p('# Silent markup in the real corpora');
  p();
  p('Generated by `node tests/corpora/findSilentMarkup.mjs --build --write` (issue 36, item 5). The CLI used');
  p(`was \`packages/sitegen/dist\` as compiled in the working tree on ${new Date().toISOString().slice(0, 10)} (HEAD ${dist}, with`);
  p(`${dirty} files of packages/sitegen/src changed and not yet committed, work in progress beside it),`);
  p('so the "reported" column moves as that work lands: rerun the script.');
  p();
  p('Each page written by the analysis build is mapped to its source file through its edit link; partials it imports');
  p('(Docusaurus `import X from "./_x.md"`) and files it includes (VitePress `<!--@include: -->`) count as its source.');
  p('A finding is **silent** when the build gave no warning or error at the same file and line.');
  p();
  p('Kinds: markup left as text (outside code), unknown elements in the HTML, scripts and styles in the article,');
  p('headings whose source held a component or expression, code-level constructs (listed apart: they are inside');
  p('code blocks, so the checks of issue 36 must not flag code — but the tool they were written for processed them),');
  p('and pages whose rendered words are below 80 % of the source prose words (partials and includes counted).');
  p();
  // summary table
  const kinds = new Map();
  for (const r of results)
    for (const page of r.pages)
      for (const f of page.findings) {
        const k = f.kind.startsWith('unknown element') ? 'unknown element <…>' : f.kind;
        const row = kinds.get(k) ?? { total: 0, silent: 0, corpora: new Set() };
        row.total++;
        if (!f.reported) row.silent++;
        row.corpora.add(r.name);
        kinds.set(k, row);
      }
  p('## Summary');
  p();
  p('| corpus | as-is build | analysis build | pages checked | findings | silent |');
  p('|---|---|---|---|---|---|');
  for (const r of results) {
    const count = (diags, level) => diags.filter((d) => d.level === level).length;
    const all = r.pages.flatMap((pg) => pg.findings);
    p(
      `| ${r.name} | exit ${r.asIs.status}, ${count(r.asIs.diagnostics, 'error')} errors, ${count(r.asIs.diagnostics, 'warning')} warnings | exit ${r.analysis.status}, ${count(r.analysis.diagnostics, 'error')} errors, ${count(r.analysis.diagnostics, 'warning')} warnings | ${r.pages.length} | ${all.length} | ${all.filter((f) => !f.reported).length} |`,
    );
  }
  p();
  p('| kind | findings | silent | corpora |');
  p('|---|---|---|---|');
  for (const [k, row] of [...kinds].sort((a, b) => b[1].total - a[1].total))
    p(`| ${k} | ${row.total} | ${row.silent} | ${[...row.corpora].join(', ')} |`);
  p();
  for (const r of results) {
    p(`## ${r.name}`);
    p();
    p(`See [${r.name}/SOURCE.md](${r.name}/SOURCE.md).`);
    p();
    const byCode = (diags) => {
      const m = new Map();
      for (const d of diags) m.set(`${d.level} ${d.code}`, (m.get(`${d.level} ${d.code}`) ?? 0) + 1);
      return [...m].map(([k, n]) => `${k} ×${n}`).join(', ') || 'none';
    };
    p(`**As-is build** (the corpus as committed): exit ${r.asIs.status}; ${byCode(r.asIs.diagnostics)}.`);
    const errors = r.asIs.diagnostics.filter((d) => d.level === 'error' && d.code !== 'build/failed');
    for (const d of errors.slice(0, 12)) p(`- \`${d.code}\` ${d.file}${d.line ? `:${d.line}` : ''} ${d.message}`);
    if (errors.length > 12) p(`- … ${errors.length - 12} more`);
    p();
    if (r.workarounds.length) {
      p('**Analysis build** workarounds (in a copy):');
      for (const w of r.workarounds) p(`- ${w}`);
      p();
    }
    p(`**Analysis build**: exit ${r.analysis.status}; ${byCode(r.analysis.diagnostics)}.`);
    p();
    for (const page of r.pages) {
      if (!page.findings.length) continue;
      p(
        `### ${page.source}${page.partials.length ? ` (+ ${page.partials.join(', ')})` : ''} — ${page.renderedWords}/${page.sourceWords} words`,
      );
      p();
      p('| where | kind | what shows | reported |');
      p('|---|---|---|---|');
      const rows = new Map();
      for (const f of page.findings) {
        const key = `${f.source ? `${f.source.file}:${f.source.line}` : '?'}|${f.kind}|${f.shows}`;
        const row = rows.get(key) ?? { f, n: 0 };
        row.n++;
        rows.set(key, row);
      }
      for (const { f, n } of rows.values()) {
        const where = f.source ? `${f.source.file}:${f.source.line}` : '?';
        const shows = f.shows.replaceAll('|', '\\|').replaceAll('`', "'");
        p(`| ${where} | ${f.kind}${f.inCode ? ' (in code)' : ''} | \`${shows}\`${n > 1 ? ` ×${n}` : ''} | ${f.reported ?? '**silent**'} |`);
      }
      p();
    }
    const clean = r.pages.filter((pg) => !pg.findings.length).map((pg) => pg.source);
    if (clean.length) {
      p(`Pages with no finding: ${clean.join(', ')}.`);
      p();
    }
    // build diagnostics no finding matches: candidates for false positives, or constructs the script does not know
    const matched = new Set(
      r.pages.flatMap((pg) => pg.findings.filter((f) => f.reported && f.source).map((f) => `${f.source.file}:${f.source.line}`)),
    );
    const unmatched = r.analysis.diagnostics.filter(
      (d) => d.code.startsWith('markdown/') && d.file && !matched.has(`${d.file}:${d.line}`) && d.code !== 'markdown/unsafe-html',
    );
    if (unmatched.length) {
      p(
        'Markdown warnings of the build that no finding of this script matches (check each: a false positive, or a construct the script misses):',
      );
      p();
      for (const d of unmatched) p(`- \`${d.code}\` ${d.file}:${d.line ?? '?'} ${d.message.slice(0, 160)}`);
      p();
    }
  }
  return lines.join('\n');
}

// ---------- main ----------
const args = process.argv.slice(2);
const build = args.includes('--build');
const write = args.includes('--write');
const names = args.filter((a) => !a.startsWith('--'));
const corpora = (names.length ? names : fs.readdirSync(here).filter((n) => siteDirOf(path.join(here, n)) !== undefined)).sort();
fs.mkdirSync(outRoot, { recursive: true });
fs.mkdirSync(workRoot, { recursive: true });
const results = [];
for (const name of corpora) {
  process.stderr.write(`${name}…\n`);
  results.push(analyse(name, { build }));
}
fs.writeFileSync(path.join(outRoot, 'findings.json'), JSON.stringify(results, null, 2));
const markdown = report(results);
if (write) fs.writeFileSync(path.join(here, 'FINDINGS.md'), `${markdown}\n`);
for (const r of results) {
  const all = r.pages.flatMap((pg) => pg.findings);
  console.log(
    `${r.name}: as-is exit ${r.asIs.status}, analysis exit ${r.analysis.status}, ${r.pages.length} pages, ${all.length} findings, ${all.filter((f) => !f.reported).length} silent`,
  );
}
