/**
 * The layers of @sitegen/core as a check over its import graph: a folder imports from its own
 * layer and those below, so the count of upward imports cannot grow unnoticed, and no module
 * imports itself back through others except through types. The theme's override registry
 * names the components a site may replace without importing them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers/fixtures.js';

/** The core's folders, bottom layer first. */
const LAYERS: readonly (readonly string[])[] = [
  // what every stage uses, and the contract with themes
  ['errors', 'logger', 'cache', 'files', 'lifecycle', 'workers', 'vendor', 'view'],
  // the resolved config and the URLs made from it
  ['load', 'config', 'router'],
  // what the site is made of
  ['content', 'versions', 'locales', 'api', 'apidiff', 'plugins'],
  // what the stages make of it
  // (serve: the written folder over HTTP, which the link crawl reads as a browser would)
  ['markdown', 'examples', 'codelinks', 'bundle', 'llms', 'search', 'routes', 'render', 'check', 'write', 'serve'],
  // the stages run in order
  ['pipeline'],
  // the commands, the package's entry (index.ts) and the helpers of its tests
  ['cli', 'dev', 'init', 'migrate', '.', 'test'],
];

interface ImportEdge {
  from: string;
  to: string;
  typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => file.split(path.sep).join('/'));
}

/** Each relative static import and re-export of the modules under `dir`, by path relative to `dir`. */
function importsOf(dir: string): ImportEdge[] {
  const files = new Set(sourceFiles(dir));
  return [...files].flatMap((file) => {
    const source = ts.createSourceFile(file, readFileSync(path.join(dir, file), 'utf8'), ts.ScriptTarget.Latest, false);
    return source.statements.flatMap((statement): ImportEdge[] => {
      if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement))) return [];
      const specifier = statement.moduleSpecifier;
      if (specifier === undefined || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) return [];
      const joined = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier.text));
      const to = [joined.replace(/\.js$/, '.ts'), joined.replace(/\.js$/, '.tsx'), `${joined}/index.ts`].find((candidate) =>
        files.has(candidate),
      );
      if (to === undefined) return [];
      return [{ from: file, to, typeOnly: isTypeOnly(statement) }];
    });
  });
}

function isTypeOnly(statement: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(statement)) {
    return (
      statement.isTypeOnly ||
      (statement.exportClause !== undefined &&
        ts.isNamedExports(statement.exportClause) &&
        statement.exportClause.elements.every((e) => e.isTypeOnly))
    );
  }
  const clause = statement.importClause;
  if (clause === undefined) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return (
    clause.name === undefined && named !== undefined && ts.isNamedImports(named) && named.elements.every((element) => element.isTypeOnly)
  );
}

/** The strongly connected groups of more than one module (Tarjan's algorithm). */
function cyclesOf(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) as number, low.get(target) as number));
      } else if (stack.includes(target)) low.set(node, Math.min(low.get(node) as number, index.get(target) as number));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      for (let member = stack.pop(); member !== undefined; member = member === node ? undefined : stack.pop()) group.push(member);
      if (group.length > 1) cycles.push(group.sort());
    }
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return cycles.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

const coreDir = path.join(repoRoot, 'packages/sitegen/src');
const themeDir = path.join(repoRoot, 'packages/theme/src');
const core = importsOf(coreDir);
const layerOf = (file: string): number => {
  const folder = file.includes('/') ? file.slice(0, file.indexOf('/')) : '.';
  const layer = LAYERS.findIndex((folders) => folders.includes(folder));
  if (layer === -1) throw new Error(`packages/sitegen/src/${folder}/ is in no layer: add it to LAYERS in tests/layers.test.ts`);
  return layer;
};

describe("the core's layers", () => {
  // a module that needs one belongs in a lower layer, or the lower one is handed a function
  it('has no import up a layer', () => {
    const upward = core
      .filter((edge) => !edge.typeOnly && layerOf(edge.to) > layerOf(edge.from))
      .map((edge) => `${edge.from} -> ${edge.to}`);
    expect(upward.sort()).toEqual([]);
  });

  it('has no import cycle but type-only ones', () => {
    expect(cyclesOf(core.filter((edge) => !edge.typeOnly))).toEqual([]);
  });

  it('finds an upward import and a cycle where there is one', () => {
    const edges = [
      { from: 'markdown/a.ts', to: 'pipeline/b.ts', typeOnly: false },
      { from: 'pipeline/b.ts', to: 'markdown/a.ts', typeOnly: false },
    ];
    expect(edges.filter((edge) => layerOf(edge.to) > layerOf(edge.from))).toHaveLength(1);
    expect(cyclesOf(edges)).toEqual([['markdown/a.ts', 'pipeline/b.ts']]);
  });
});

/** What `useComponent` reads: the names a site may replace, each with its props. */
const REGISTRY = ['overrides/OverridesContext.ts', 'overrides/ThemeComponents.ts'];

describe("the theme's imports", () => {
  const theme = importsOf(themeDir);

  it('has no import cycle but type-only ones', () => {
    expect(cyclesOf(theme.filter((edge) => !edge.typeOnly))).toEqual([]);
  });

  it('keeps the override registry apart from the components it registers: it imports none of them, not even their types', () => {
    const registry = theme.filter((edge) => REGISTRY.includes(edge.from));
    expect(registry.length).toBeGreaterThan(0);
    expect(registry.filter((edge) => edge.to.startsWith('components/') && edge.to !== 'components/props.ts')).toEqual([]);
  });

  it('has no cycle through types either', () => {
    expect(cyclesOf(theme)).toEqual([]);
  });
});
