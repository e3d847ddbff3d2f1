import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CHECKED_LANGUAGES, extractCodeBlocks, hasNocheckMarker, type CodeBlock } from './extractCodeBlocks.js';
import { extractJsxCodeSamples } from './extractJsxCodeSamples.js';

/**
 * Every TypeScript example in the guides must compile against the SDK's real declarations,
 * so a renamed method or a changed argument order breaks this test instead of a reader's code.
 * Each block becomes its own ES module (top-level await allowed) in one Program.
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const contentDir = join(root, 'content');
const homePage = join(contentDir, 'pages/index.tsx');
const virtualDir = join(contentDir, '__examples__');

const compilerOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  strict: true,
  noUncheckedIndexedAccess: true,
  noImplicitOverride: true,
  noFallthroughCasesInSwitch: true,
  esModuleInterop: true,
  skipLibCheck: true,
  noEmit: true,
  jsx: ts.JsxEmit.ReactJSX,
  types: ['node'],
  typeRoots: [join(root, 'node_modules/@types')],
  // the home page imports its prop types from the core; only the view model is needed for that
  paths: { '@sitegen/core': [join(root, 'packages/sitegen/src/view/model.ts')] },
};

interface ExampleModule {
  /** the Markdown file, relative to the repository root */
  file: string;
  virtualPath: string;
  source: string;
  /** line of the .md file holding the first line of the block */
  firstLine: number;
}

function contentFiles(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return contentFiles(path, pattern);
    return pattern.test(entry.name) ? [path] : [];
  });
}

/** Markdown code blocks, and the code samples React pages show (the home page's). */
function codeBlocksOf(file: string): CodeBlock[] {
  const source = readFileSync(file, 'utf8');
  return /\.tsx$/.test(file) ? extractJsxCodeSamples(source, file) : extractCodeBlocks(source);
}

function toModule(file: string, block: CodeBlock): ExampleModule {
  const relativePath = relative(root, file);
  const extension = block.lang === 'tsx' ? 'tsx' : 'ts';
  const name = `${relativePath.replace(/[\\/.]/g, '_')}_L${block.line}.${extension}`;
  return {
    file: relativePath,
    virtualPath: join(virtualDir, name),
    // every block is a module of its own, even one that neither imports nor exports
    source: `${block.code}\nexport {};\n`,
    firstLine: block.line,
  };
}

function collectExamples(): { modules: ExampleModule[]; optedOut: string[] } {
  const modules: ExampleModule[] = [];
  const optedOut: string[] = [];
  for (const file of contentFiles(contentDir, /\.(mdx?|tsx)$/)) {
    for (const block of codeBlocksOf(file)) {
      if (!CHECKED_LANGUAGES.has(block.lang)) continue;
      if (hasNocheckMarker(block.meta)) optedOut.push(`${relative(root, file)}:${block.line}`);
      else modules.push(toModule(file, block));
    }
  }
  return { modules, optedOut };
}

function createHost(modules: ExampleModule[]): ts.CompilerHost {
  const host = ts.createCompilerHost(compilerOptions, true);
  const virtual = new Map(modules.map((module) => [module.virtualPath, module.source]));
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (path) => virtual.has(path) || fileExists.call(host, path);
  host.readFile = (path) => virtual.get(path) ?? readFile.call(host, path);
  host.getSourceFile = (path, languageVersion, onError, shouldCreate) => {
    const source = virtual.get(path);
    if (source === undefined) return getSourceFile.call(host, path, languageVersion, onError, shouldCreate);
    return ts.createSourceFile(path, source, languageVersion, true);
  };
  return host;
}

function describeDiagnostic(diagnostic: ts.Diagnostic, modules: Map<string, ExampleModule>): string {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  const file = diagnostic.file;
  if (!file || diagnostic.start === undefined) return `(global): ${message}`;
  const { line } = file.getLineAndCharacterOfPosition(diagnostic.start);
  const example = modules.get(file.fileName);
  if (example) return `${example.file}:${example.firstLine + line} TS${diagnostic.code}: ${message}`;
  return `${relative(root, file.fileName)}:${line + 1} TS${diagnostic.code}: ${message}`;
}

function typeCheck(modules: ExampleModule[]): string[] {
  const rootNames = [...modules.map((module) => module.virtualPath), homePage];
  const program = ts.createProgram({ rootNames, options: compilerOptions, host: createHost(modules) });
  const byPath = new Map(modules.map((module) => [module.virtualPath, module]));
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => describeDiagnostic(diagnostic, byPath));
}

describe('extractCodeBlocks', () => {
  it('reports language, meta and the line of the first code line', () => {
    const markdown = ['---', 'title: x', '---', '', '```ts title="a.ts" nocheck', 'const a = 1;', '```', '', '~~~bash', 'ls', '~~~'].join(
      '\n',
    );
    expect(extractCodeBlocks(markdown)).toEqual([
      { lang: 'ts', meta: 'title="a.ts" nocheck', code: 'const a = 1;', line: 6 },
      { lang: 'bash', meta: '', code: 'ls', line: 10 },
    ]);
  });

  it('keeps a shorter fence inside a longer one as code', () => {
    const blocks = extractCodeBlocks(['````md', '```ts', 'x', '```', '````'].join('\n'));
    expect(blocks).toHaveLength(1);
    expect(blocks[0]?.code).toBe('```ts\nx\n```');
  });

  it('accepts only nocheck as a whole word', () => {
    expect(hasNocheckMarker('title="a.ts" nocheck')).toBe(true);
    expect(hasNocheckMarker('title="nochecking.ts"')).toBe(false);
  });
});

describe('code examples in content/', () => {
  it('compile against the real SDK declarations', () => {
    const { modules, optedOut } = collectExamples();
    console.info(
      `checked ${modules.length} TypeScript blocks (Markdown, and samples shown by React pages) and content/pages/index.tsx itself; ${optedOut.length} opted out with nocheck` +
        optedOut.map((location) => `\n  nocheck: ${location}`).join(''),
    );
    expect(modules.length).toBeGreaterThan(0);
    const failures = typeCheck(modules);
    expect(failures, `\n${failures.join('\n')}\n`).toEqual([]);
  });

  it('finds the code sample a React page shows, at the line it starts', () => {
    const page = [
      'const other = `not shown`;',
      'const sample = `const a: number = 1;',
      'a;`;',
      'export default () => <pre><code className="language-ts">{sample}</code></pre>;',
    ].join('\n');
    expect(extractJsxCodeSamples(page, 'page.tsx')).toEqual([{ lang: 'ts', meta: '', code: 'const a: number = 1;\na;', line: 2 }]);
  });

  it('reports a failing block at its line in the Markdown file', () => {
    const broken: ExampleModule = {
      file: 'content/docs/broken.md',
      virtualPath: join(virtualDir, 'broken_L12.ts'),
      source: "import { GSwap } from '@gala-chain/gswap-sdk';\n\nnew GSwap().quoting.quoteExactly('A', 'B', 1);\nexport {};\n",
      firstLine: 12,
    };
    const failures = typeCheck([broken]);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^content\/docs\/broken\.md:14 TS\d+: Property 'quoteExactly' does not exist/);
  });
});
