/**
 * Only the router (packages/sitegen/src/router/) and config resolution (config/) join the base
 * path to a path or cut it from one; every other module asks the router (issue 44). This reads
 * the sources of the core and the theme and fails on a module that does it by hand: `basePath +
 * x`, a template that runs the base path into a path, or a string method (`slice`, `startsWith`,
 * `replace`, `indexOf`…) applied to the base path or given it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers/fixtures.js';

/** Names that hold a base path: basePath, baseUrl, siteBasePath, localeBase, … */
const BASE_NAME = /^(?:\w*(?:base|Base)(?:Path|Url|URL)|localeBase|siteBase)$/;
const STRING_METHODS = new Set([
  'slice',
  'substring',
  'substr',
  'startsWith',
  'endsWith',
  'indexOf',
  'lastIndexOf',
  'replace',
  'replaceAll',
  'split',
  'concat',
]);

/**
 * The modules that may handle the base path themselves, and why: all three are the theme's, which
 * runs in the page and sees only the view contract (@sitegen/core/view), a layer below the router.
 */
const ALLOWED: Readonly<Record<string, string>> = {
  // Docusaurus's useBaseUrl, which MDX pages call in the theme, with Docusaurus's own rules
  'theme/mdx/siteContext.ts': 'useBaseUrl',
  // the inline script that shows the banner when the page is served off the base path: it runs
  // before anything loads, so it cannot import
  'theme/shared/prePaint.ts': 'pre-paint check',
  // the client router, in the browser, leaves a link off the base path to the browser
  'theme/client/router/routeUrl.ts': 'client router',
};

function namesBase(node: ts.Node): boolean {
  if (ts.isIdentifier(node)) return BASE_NAME.test(node.text);
  if (ts.isPropertyAccessExpression(node)) return BASE_NAME.test(node.name.text);
  if (ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node)) return namesBase(node.expression);
  return false;
}

function mentionsBase(node: ts.Node): boolean {
  return namesBase(node) || (ts.forEachChild(node, (child) => mentionsBase(child) || undefined) ?? false);
}

/** A template span's neighbour joins it to a path: text right beside it, or another expression. */
function joinedInTemplate(template: ts.TemplateExpression, index: number): boolean {
  const before = index === 0 ? template.head.text : (template.templateSpans[index - 1]?.literal.text ?? '');
  const span = template.templateSpans[index];
  if (span === undefined) return false;
  const after = span.literal.text;
  const isLast = index === template.templateSpans.length - 1;
  const joinedBefore = before === '' ? index > 0 : !/\s$/.test(before);
  const joinedAfter = after === '' ? !isLast : /^[\w/#?$]/.test(after);
  return joinedBefore || joinedAfter;
}

/** Each place in `source` that joins or cuts the base path by hand, as 'line: text'. */
function baseJoinsIn(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const report = (node: ts.Node): void => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push(`${line + 1}: ${node.getText(file)}`);
  };
  const visit = (node: ts.Node): void => {
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.PlusToken &&
      (namesBase(node.left) || namesBase(node.right))
    ) {
      report(node);
    } else if (ts.isTemplateExpression(node)) {
      node.templateSpans.forEach((span, index) => {
        if (namesBase(span.expression) && joinedInTemplate(node, index)) report(span.expression);
      });
    } else if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      STRING_METHODS.has(node.expression.name.text)
    ) {
      if (namesBase(node.expression.expression) || node.arguments.some(mentionsBase)) report(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function sources(dir: string, prefix: string): { name: string; file: string }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => ({ name: `${prefix}/${file}`, file: path.join(dir, file) }));
}

describe('the base path', () => {
  it('is joined and cut only by the router and config resolution', () => {
    const files = [
      ...sources(path.join(repoRoot, 'packages/sitegen/src'), 'core'),
      ...sources(path.join(repoRoot, 'packages/theme/src'), 'theme'),
    ];
    expect(files.length).toBeGreaterThan(100);
    const byHand = files
      .filter(({ name }) => !/^core\/(?:router|config)\//.test(name) && ALLOWED[name] === undefined)
      .flatMap(({ name, file }) => baseJoinsIn(name, readFileSync(file, 'utf8')).map((place) => `${name}:${place}`));
    expect(byHand).toEqual([]);
  });

  it('finds a join or cut where there is one, and not in prose or plain use', () => {
    const joins = baseJoinsIn(
      'x.ts',
      [
        'const a = basePath + route;',
        'const b = `${router.basePath}docs/x`;',
        'const c = `http://${host}:${port}${basePath}`;',
        'const d = href.slice(table.router.basePath.length);',
        'const e = href.startsWith(basePath);',
        'const f = basePath.slice(0, -1);',
        'const g = url.replace(config.baseUrl, "/");',
        'const h = `${localeBase}fr/`;',
      ].join('\n'),
    );
    expect(joins.map((place) => place.split(':')[0])).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(
      baseJoinsIn(
        'y.ts',
        [
          'const hint = `Internal links must start with the base path ${basePath}.`;',
          'const site = { basePath: router.basePath };',
          'check(link, basePath);',
          'if (basePath !== "/") files.add(baseFolderHref(basePath));',
          'const only = `${basePath}`;',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});
