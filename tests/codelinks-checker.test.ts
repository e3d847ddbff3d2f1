/**
 * Every code link of a site documenting a real package compared with what TypeScript's checker
 * resolves (issue 39): zod, whose exports are named like keywords and primitives (`string`,
 * `boolean`, `readonly`, `keyof`) and whose guides' locals share their names (`check`). zod is
 * a dependency of @sitegen/core, so the frozen lockfile installs it and the test runs offline.
 */
import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildInMemory, type InMemoryBuild } from '../packages/sitegen/src/pipeline/build.js';
import { createMemoryLogger } from '../packages/sitegen/src/logger/memoryLogger.js';
import { fileText, repoRoot, tempDir } from './helpers/fixtures.js';

const ZOD = realpathSync(path.join(repoRoot, 'packages', 'sitegen', 'node_modules', 'zod'));

/** The guide's checked blocks: what the issue found linked by spelling, and what the checker does link. */
const CHECKED = [
  [
    "import { z, check } from 'zod';",
    '',
    "const name: string = 'Ada';",
    'function isName(value: unknown): boolean {',
    "  return typeof value === 'string';",
    '}',
    'const User = z.object({ name: z.string(), tags: z.array(z.string()).readonly() });',
    'type User = z.infer<typeof User>;',
    'const user: User = User.parse({ name, tags: [] });',
    'export const ok = isName(user.name) && check !== undefined;',
  ].join('\n'),
  [
    "import * as z from 'zod';",
    '',
    "// a local named like an export: the checker knows it is not zod's",
    'function check(input: string): number {',
    '  return input.length;',
    '}',
    "export const size = check(z.string().parse('Ada'));",
  ].join('\n'),
];
const UNCHECKED =
  "```js\nconst schema = string();\nconst obj = object({});\n```\n\n```ts nocheck\nimport { string } from 'zod';\nconst name: string = string().parse('x');\n```\n";
const GUIDE = `# Guide\n\n${CHECKED.map((code) => `\`\`\`ts\n${code}\n\`\`\`\n`).join('\n')}\n${UNCHECKED}\nInline: \`string\`, \`readonly\`, \`ZodString\`, \`boolean\`.\n`;

/** A code link of a page: its text and where it goes. */
interface Link {
  text: string;
  href: string;
}
const CODE_LINK = /<a class="sg-code-link[^"]*" href="([^"]*)"(?:[^>"]|"[^"]*")*>(?:<code>)?([^<]*)/g;
const linksOf = (html: string): Link[] => [...html.matchAll(CODE_LINK)].map((m) => ({ href: m[1] ?? '', text: m[2] ?? '' }));

let site: InMemoryBuild;
let siteDir: string;

beforeAll(async () => {
  siteDir = await tempDir('sitegen-codelinks-zod-');
  mkdirSync(path.join(siteDir, 'node_modules'));
  symlinkSync(ZOD, path.join(siteDir, 'node_modules', 'zod'));
  mkdirSync(path.join(siteDir, 'content', 'docs'), { recursive: true });
  writeFileSync(path.join(siteDir, 'content', 'docs', 'guide.md'), GUIDE);
  writeFileSync(
    path.join(siteDir, 'sitegen.config.ts'),
    "export default { title: 'Zod', url: 'https://zod.example', api: { entryPoints: ['zod'] } };\n",
  );
  site = await buildInMemory({ configFile: path.join(siteDir, 'sitegen.config.ts'), logger: createMemoryLogger() });
}, 900_000);

/**
 * What the checker makes of each name of the checked blocks, independently of sitegen: for a
 * name declared in zod, the text and the end its link must have (`/string`, `#parse`).
 */
function checkerTargets(): Set<string> {
  const files = CHECKED.map((_, index) => path.join(siteDir, `check-${index}.ts`));
  for (const [index, code] of CHECKED.entries()) writeFileSync(files[index] ?? '', code);
  const program = ts.createProgram(files, {
    module: ts.ModuleKind.Preserve,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
  });
  const checker = program.getTypeChecker();
  const targets = new Set<string>();
  for (const file of files) {
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node)) {
        let symbol = checker.getSymbolAtLocation(node);
        if (symbol !== undefined && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
        const inZod = symbol?.declarations?.some((declaration) => realpathSync(declaration.getSourceFile().fileName).startsWith(ZOD));
        // a namespace (`z` of `export * as z`) is a module, named by its file: the import names it
        const name = symbol !== undefined && symbol.flags & ts.SymbolFlags.ValueModule ? node.text : symbol?.name;
        if (symbol !== undefined && inZod)
          targets.add(
            `${node.text} ${symbol.flags & (ts.SymbolFlags.Property | ts.SymbolFlags.Method) ? `#${symbol.name.toLowerCase()}` : `/${name}`}`,
          );
      }
      ts.forEachChild(node, visit);
    };
    const source = program.getSourceFile(file);
    if (source !== undefined) visit(source);
  }
  return targets;
}

/** The name a link's text gives: `core.GlobalMeta` (a qualified type reference) → 'globalmeta', `compile()` → 'compile'. */
const named = (text: string): string => (text.trim().replace(/\(\)$/, '').split('.').pop() ?? '').toLowerCase();

/** The page a link goes to documents the name of its text (an export under another name: `RefinementCtx` for core's `$RefinementCtx`). */
function documentsUnder(link: Link): boolean {
  const page = `${link.href.replace(/#.*$/, '').replace(/^\//, '')}/index.html`;
  const name = link.text.trim().split('.').pop() ?? '';
  return site.files.some((file) => file.path === page) && fileText(site.files, page).includes(`${name}</code>`);
}

describe('code links of a zod site, against the checker', () => {
  it('makes no link in the checked blocks that the checker would not make, and reports those it would make that are missing', () => {
    const html = fileText(site.files, 'docs/guide/index.html');
    const blocks = [...html.matchAll(/<pre\b[\s\S]*?<\/pre>/g)].map((m) => m[0]);
    const checked = blocks.slice(0, CHECKED.length).flatMap(linksOf);
    const targets = checkerTargets();
    const made = checked.map((link) => `${link.text} ${link.href.slice(link.href.search(/[#/][^#/]*$/))}`);
    expect(
      made.filter((link) => !targets.has(link)),
      'links the checker would not make',
    ).toEqual([]);
    const missing = [...targets].filter((target) => !made.includes(target));
    console.info(
      `zod guide: ${made.length} links made, all resolved by the checker; ${missing.length} the checker resolves without a link: ${missing.join(', ')}`,
    );
    expect(made).toContain('string /string');
    expect(made).toContain('parse #parse');
    // the namespace of `import { z }` links to its section
    expect(made).toContain('z /z');
    // the keyword in `const name: string` and the local `check` are not zod's
    expect(checked.filter((link) => link.text === 'check')).toHaveLength(2);
    expect(made.filter((link) => link === 'string /string')).toHaveLength(2 + 1);
  });

  it('links nothing of a block that is not checked but what it imports from zod, and no keyword in inline code', () => {
    const html = fileText(site.files, 'docs/guide/index.html');
    const blocks = [...html.matchAll(/<pre\b[\s\S]*?<\/pre>/g)].map((m) => m[0]);
    expect(linksOf(blocks[CHECKED.length] ?? '')).toEqual([]);
    expect(linksOf(blocks[CHECKED.length + 1] ?? '').map((link) => link.text)).toEqual(['string', 'string']);
    const inline = linksOf(html.replace(/<pre\b[\s\S]*?<\/pre>/g, ''));
    expect(inline.map((link) => link.text)).toEqual(['ZodString']);
  });

  it('links no keyword or primitive on any page, and every link of an API page names its target', () => {
    const keywords = new Set([
      'any',
      'unknown',
      'never',
      'void',
      'undefined',
      'null',
      'string',
      'number',
      'boolean',
      'bigint',
      'symbol',
      'object',
      'readonly',
      'keyof',
      'typeof',
      'function',
      'this',
      'true',
      'false',
    ]);
    let count = 0;
    const wrong: string[] = [];
    for (const file of site.files.filter((candidate) => candidate.path.startsWith('docs/api/') && candidate.path.endsWith('.html'))) {
      const html = fileText(site.files, file.path);
      for (const match of html.matchAll(CODE_LINK)) {
        const link = { href: match[1] ?? '', text: match[2] ?? '' };
        count++;
        const end = decodeURIComponent(link.href.slice(link.href.search(/[#/][^#/]*$/) + 1)).toLowerCase();
        // a keyword's spelling links only as what the code reads through (`z.string`) or imports
        const before = html.slice(Math.max(0, match.index - 400), match.index).replace(/<[^>]*>/g, '');
        const asValue = /\.\s*$/.test(before) || /import\s*\{[^}]*$/.test(before);
        if ((keywords.has(link.text) && !asValue) || (end !== named(link.text) && !documentsUnder(link)))
          wrong.push(`${file.path}: ${link.text} → ${link.href}`);
      }
    }
    console.info(`zod API pages: ${count} code links, ${wrong.length} naming something else`);
    expect(wrong).toEqual([]);
    expect(count).toBeGreaterThan(1000);
  });
});
