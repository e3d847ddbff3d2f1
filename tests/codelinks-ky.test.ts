/**
 * Every code link of a site documenting ky (tests/fixtures/api-ky: ky 2.1.0's declarations)
 * compared with what TypeScript's checker resolves (issue 39, done-when): ky's default export
 * is `declare const ky: KyInstance`, a type alias of an object type, so `ky.create` and `api.get`
 * are members of that alias; a local named like ky's option (`retry`) is not ky's.
 */
import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../packages/sitegen/src/logger/memoryLogger.js';
import { buildInMemory, type InMemoryBuild } from '../packages/sitegen/src/pipeline/build.js';
import { fileText, repoRoot, tempDir } from './helpers/fixtures.js';

const KY = path.join(repoRoot, 'tests', 'fixtures', 'api-ky', 'package');

const CHECKED = [
  [
    "import ky, { HTTPError, type Options } from 'ky';",
    '',
    'const options: Options = { retry: 2, timeout: 1000 };',
    "const api = ky.create({ ...options, headers: { accept: 'application/json' } });",
    'export async function load(url: string): Promise<unknown> {',
    '  try {',
    '    return await api.get(url).json();',
    '  } catch (error) {',
    '    if (error instanceof HTTPError) return error.response.status;',
    '    throw error;',
    '  }',
    '}',
  ].join('\n'),
  [
    "import ky from 'ky';",
    '',
    "// a local named like ky's option: not ky's",
    'const retry = (count: number): number => count + 1;',
    'export const result = ky.extend({ retry: retry(1) });',
  ].join('\n'),
];
const GUIDE = `# Guide\n\n${CHECKED.map((code) => `\`\`\`ts\n${code}\n\`\`\`\n`).join('\n')}`;

const CODE_LINK = /<a class="sg-code-link[^"]*" href="([^"]*)"(?:[^>"]|"[^"]*")*>(?:<code>)?([^<]*)/g;

let site: InMemoryBuild;
let siteDir: string;

beforeAll(async () => {
  siteDir = await tempDir('sitegen-codelinks-ky-');
  mkdirSync(path.join(siteDir, 'node_modules'));
  symlinkSync(KY, path.join(siteDir, 'node_modules', 'ky'));
  mkdirSync(path.join(siteDir, 'content', 'docs'), { recursive: true });
  writeFileSync(path.join(siteDir, 'content', 'docs', 'guide.md'), GUIDE);
  writeFileSync(
    path.join(siteDir, 'sitegen.config.ts'),
    "export default { title: 'ky', url: 'https://ky.example', api: { entryPoints: ['ky'], strictPackageLinks: false } };\n",
  );
  site = await buildInMemory({ configFile: path.join(siteDir, 'sitegen.config.ts'), logger: createMemoryLogger() });
}, 300_000);

/** What the checker makes of each name of the checked blocks, independently of sitegen: for a name ky declares, its text and the end its link must have. */
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
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  });
  const checker = program.getTypeChecker();
  const targets = new Set<string>();
  const ky = realpathSync(KY);
  for (const file of files) {
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node)) {
        let symbol = checker.getSymbolAtLocation(node);
        if (symbol !== undefined && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
        const inKy = symbol?.declarations?.some((declaration) => realpathSync(declaration.getSourceFile().fileName).startsWith(ky));
        const member = (symbol?.flags ?? 0) & (ts.SymbolFlags.Property | ts.SymbolFlags.Method);
        if (symbol !== undefined && inKy) targets.add(`${node.text} ${member ? `#${symbol.name.toLowerCase()}` : `/${symbol.name}`}`);
      }
      ts.forEachChild(node, visit);
    };
    const source = program.getSourceFile(file);
    if (source !== undefined) visit(source);
  }
  return targets;
}

describe('code links of a ky site, against the checker', () => {
  it('makes no link in the checked blocks that the checker would not make, and reports those it would make that are missing', () => {
    const html = fileText(site.files, 'docs/guide/index.html');
    const blocks = [...html.matchAll(/<pre\b[\s\S]*?<\/pre>/g)].map((m) => m[0]).slice(0, CHECKED.length);
    // ky's default export is documented as `default`: the checker names the variable `ky`
    const made = blocks
      .flatMap((block) => [...block.matchAll(CODE_LINK)])
      .map((m) => `${m[2]} ${(m[1] ?? '').slice((m[1] ?? '').search(/[#/][^#/]*$/))}`.replace(/^ky \/default$/, 'ky /ky'));
    const targets = checkerTargets();
    expect(
      made.filter((link) => !targets.has(link)),
      'links the checker would not make',
    ).toEqual([]);
    const missing = [...targets].filter((target) => !made.includes(target));
    console.info(
      `ky guide: ${made.length} links made, all resolved by the checker; ${missing.length} the checker resolves without a link: ${missing.join(', ')}`,
    );
    expect(made).toEqual(expect.arrayContaining(['create #create', 'get #get', 'extend #extend', 'HTTPError /HTTPError']));
    expect(made.filter((link) => link.startsWith('retry '))).toEqual([]);
  });

  it("lists the members of ky's instance type on its page, each at the anchor its code links use", () => {
    const page = fileText(site.files, 'docs/api/type-aliases/KyInstance/index.html');
    for (const member of ['create', 'extend', 'get'])
      expect(page).toMatch(new RegExp(`<tr id="${member}">[\\s\\S]*?<code[^>]*>${member}</code>`));
  });
});
