import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateReflections } from '../packages/sitegen/src/api/generateReflections.js';
import { lookupSymbol } from '../packages/sitegen/src/router/symbolTable.js';
import type { ApiReference } from '../packages/sitegen/src/api/types.js';
import type { ResolvedConfig } from '../packages/sitegen/src/config/types.js';
import { createMemoryLogger } from '../packages/sitegen/src/logger/memoryLogger.js';
import { tokenClassCss } from '../packages/sitegen/src/markdown/codeTokenClasses.js';
import { codeTokenPalettes } from '../packages/sitegen/src/markdown/highlight.js';
import {
  apiPageAt,
  codeLinkedBothWays,
  loadApiReference,
  loadSiteConfig,
  markdownRenderers,
  renderedApiPage,
  type RenderedApiPage,
} from './apiHelpers.js';
import { fixtureConfig, sitegenErrorOf, tempDir } from './helpers/fixtures.js';

const configFile = fixtureConfig('api-kinds');
let reference: ApiReference;
let siteConfig: ResolvedConfig;

function page(routePath: string): RenderedApiPage {
  return renderedApiPage(apiPageAt(reference, routePath));
}

const ENTITIES: Record<string, string> = { quot: '"', lt: '<', gt: '>', amp: '&' };

/** What a reader sees: block boundaries become spaces, inline tags vanish (Shiki splits code into spans). */
function text(routePath: string): string {
  return page(routePath)
    .html.replace(/<\/?(p|div|td|th|tr|h\d|li|dt|dd|pre|section|table|thead|tbody|ul)\b[^>]*>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&(quot|lt|gt|amp);/g, (_, name: string) => ENTITIES[name] ?? name)
    .replace(/\s+/g, ' ');
}

beforeAll(async () => {
  siteConfig = await loadSiteConfig(configFile);
  const logger = createMemoryLogger();
  reference = await loadApiReference(siteConfig, logger, await markdownRenderers(siteConfig));
  expect(logger.messages('warn')).toEqual([]);
});

describe('reflections of the fixture package', () => {
  it('TypeDoc regenerates exactly the committed JSON (the fixture and its JSON are in step)', async () => {
    const config = await loadSiteConfig(configFile);
    const contentDir = await tempDir('sitegen-api-');
    const logger = createMemoryLogger();
    const generated = await generateReflections({ config: { ...config, contentDir }, logger });
    const committed = JSON.parse(readFileSync(path.join(config.contentDir, 'api', 'reflections.json'), 'utf8')) as unknown;
    expect(generated.project).toEqual(committed);
    expect(generated.meta).toMatchObject({ packageName: 'kinds-pkg', packageVersion: '1.2.3' });
    expect(logger.messages('warn')).toEqual([]);
  });

  it('reports a tsconfig TypeDoc cannot read as a SitegenError, printing nothing itself', async () => {
    const config = await loadSiteConfig(configFile);
    const contentDir = await tempDir('sitegen-api-');
    const broken = { ...config, contentDir, api: { ...config.api!, tsconfig: 'package/missing-tsconfig.json' } };
    const error = await sitegenErrorOf(generateReflections({ config: broken, logger: createMemoryLogger() }));
    expect(error.code).toBe('api/typedoc-options');
    expect(error.message).toContain('package/missing-tsconfig.json');
  });
});

describe('API pages of the fixture package', () => {
  it('gives every export a page at its kind route, names keeping their case', () => {
    const routes = reference.pages.map((p) => p.routePath);
    for (const route of [
      'docs/api',
      'docs/api/globals',
      'docs/api/classes/BaseShape',
      'docs/api/classes/Square',
      'docs/api/interfaces/Shape',
      'docs/api/interfaces/Polygon',
      'docs/api/enumerations/Color',
      'docs/api/enumerations/Level',
      'docs/api/functions/createSquare',
      'docs/api/functions/assertString',
      'docs/api/type-aliases/Address',
      'docs/api/type-aliases/ObjectLiteral',
      'docs/api/variables/VERSION',
      'docs/api/variables/uniqueKey',
    ]) {
      expect(routes).toContain(route);
    }
    // not exported (the file ends with `export {}`): referenced plainly, no page
    expect(routes).not.toContain('docs/api/type-aliases/Brand');
    expect(reference.pages.map((p) => p.title)).toContain('Class: Square');
    expect(page('functions/createSquare').title).toBe('Function: createSquare()');
  });

  it('gives a re-export under another name (`export { Square as Quadrilateral }`) its own page, saying what it aliases', () => {
    const alias = page('classes/Quadrilateral');
    expect(alias.title).toBe('Class: Quadrilateral');
    expect(text('classes/Quadrilateral')).toContain(
      'Quadrilateral is another name for Square, exported as export { Square as Quadrilateral }',
    );
    expect(alias.html).toContain('href="/kinds/docs/api/classes/Square"');
    expect(alias.toc.map((item) => item.text)).toEqual(page('classes/Square').toc.map((item) => item.text));
    expect(alias.markdown).toContain('`Quadrilateral` is another name for [Square](/kinds/docs/api/classes/Square)');
    expect(lookupSymbol(reference.symbols, 'Quadrilateral.area')).toEqual({ routePath: 'docs/api/classes/Quadrilateral', anchor: 'area' });
  });

  it('renders the README, then every export with its kind and summary, on the index page', () => {
    const index = page('');
    expect(index.title).toBe('Kinds Package');
    expect(index.html).toContain('<strong>API reference</strong>');
    expect(text('')).toContain('Square Class A square.');
    expect(text('')).toContain('Color Enumeration Colours, with string values.');
    expect(index.toc.map((item) => item.text)).toEqual(['Install', 'Exports']);
  });

  it('groups every export by kind on the globals page', () => {
    expect(page('globals').toc.map((item) => item.text)).toEqual([
      'Classes',
      'Enumerations',
      'Functions',
      'Interfaces',
      'Type Aliases',
      'Variables',
    ]);
    expect(page('globals').html).toContain('href="/kinds/docs/api/functions/pick"');
  });

  it('lists constructors, properties with flags, accessors and methods of a class, each under a stable anchor', () => {
    const square = page('classes/Square');
    expect(square.toc.filter((item) => item.level === 2).map((item) => item.text)).toEqual([
      'Hierarchy',
      'Constructors',
      'Properties',
      'Accessors',
      'Methods',
    ]);
    expect(square.toc.filter((item) => item.level === 3).map((item) => item.id)).toEqual([
      'constructor',
      'area',
      'label',
      'scale',
      'count',
      'name',
      'describe',
      'grow',
      'perimeter',
      'resize',
    ]);
    expect(square.html).toContain(
      '<h3 id="area">area<span class="sg-api-badge sg-api-badge--readonly">readonly</span><a href="#area" class="sg-heading-anchor" aria-label="Direct link to area">#</a></h3>',
    );
    expect(square.html).toContain('sg-api-badge--optional');
    expect(square.html).toContain('sg-api-badge--protected');
    expect(square.html).toContain('sg-api-badge--static');
    expect(page('classes/BaseShape').html).toContain('sg-api-badge--abstract');
    expect(square.anchors).toEqual(expect.arrayContaining(['resize', 'constructor', 'methods']));
  });

  it('keeps to the configured TOC levels', async () => {
    const config = await loadSiteConfig(configFile);
    const narrow = { ...config, tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 2 } };
    const only2 = await loadApiReference(narrow, createMemoryLogger(), await markdownRenderers(config));
    const square = only2.pages.find((candidate) => candidate.routePath === 'docs/api/classes/Square')!;
    expect(square.toc.map((item) => item.text)).toEqual(['Hierarchy', 'Constructors', 'Properties', 'Accessors', 'Methods']);
  });

  it('marks inherited members with where they come from, linked', () => {
    expect(text('classes/Square')).toContain('Inherited from BaseShape.area');
    expect(page('classes/Square').html).toContain('<a href="/kinds/docs/api/classes/BaseShape#area"><code>BaseShape.area</code></a>');
  });

  it('shows extends, implements, extended by and implemented by', () => {
    expect(text('classes/Square')).toContain('Extends BaseShape');
    expect(text('classes/BaseShape')).toContain('Implements Shape<number>');
    expect(text('classes/BaseShape')).toContain('Extended by Square');
    expect(text('interfaces/Shape')).toContain('Extended by Polygon');
    expect(text('interfaces/Shape')).toContain('Implemented by BaseShape');
  });

  it('shows every overload as highlighted TypeScript with its own parameters, returns and throws', async () => {
    const square = page('classes/Square');
    expect(square.html.match(/class="sg-api-signature"/g)?.length).toBeGreaterThanOrEqual(2);
    // signatures take the colours Shiki gives the same kind of token in code blocks ('const' in
    // the @example, coloured by its classes' rules in the site's stylesheet)
    const [, light, dark] = /<span class="(l\d+) (d\d+)">const<\/span>/.exec(square.html) ?? [];
    const css = tokenClassCss(await codeTokenPalettes(siteConfig.markdown.codeThemes));
    const ruleOf = (name: string | undefined) => new RegExp(`\\.${name}\\{([^}]+)\\}`).exec(css)?.[1];
    const keyword = `${ruleOf(light)};${ruleOf(dark)}`;
    expect(keyword).toMatch(/^--shiki-light:#\w+;--shiki-dark:#\w+$/);
    const signatureKeyword =
      /<pre class="shiki shiki-themes [^"]+" style="--shiki-light:[^"]+" tabindex="0"><code><span class="line"><span style="([^"]+)">new<\/span>/.exec(
        square.html,
      )?.[1];
    expect(signatureKeyword?.toLowerCase()).toBe(keyword);
    expect(text('classes/Square')).toContain('resize(factor: number, anchor: "center" | "corner"): this');
    expect(text('classes/Square')).toContain('resize(side: number): this');
    expect(text('classes/Square')).toContain('Throws RangeError when the factor is negative');
    expect(text('classes/Square')).toContain('Returns this the square itself');
    expect(text('classes/Square')).toContain('get name(): string');
    expect(text('classes/Square')).toContain('set name(value: string)');
    expect(text('classes/Square')).toContain('new Square(side: number): Square');
  });

  it('renders doc comments as Markdown: @example highlighted, @see and {@link} resolved, @deprecated as a warning', () => {
    const square = page('classes/Square');
    expect(square.html).toMatch(/<h4>Example<\/h4><div><div class="sg-code"[^>]*data-language="ts"/);
    expect(square.html).toContain('<a href="/kinds/docs/api/functions/createSquare">createSquare</a> to build one from options.');
    expect(square.html).toContain('<div class="sg-admonition sg-admonition--warning"><div class="sg-admonition__title">Deprecated</div>');
    expect(square.html).toContain('<a href="/kinds/docs/api/classes/Square#resize">Square.resize</a>');
    expect(square.html).toContain('sg-api-badge--deprecated');
    expect(page('classes/BaseShape').html).toContain('<h4>Remarks</h4>');
    expect(square.links.map((link) => link.href)).toContain('/kinds/docs/api/functions/createSquare');
  });

  it('warns about a {@link} to nothing documented', () => {
    expect(reference.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        code: 'api/unresolved-link',
        message: expect.stringContaining('{@link Nowhere} in the doc comments of isAddress'),
        // the site's own names, never another package's (issue 20)
        hint: 'Link to an exported symbol ({@link Name} or {@link Name.member}) or a URL.',
      }),
    ]);
  });

  it('lists parameters with optional, rest, defaults and the properties of an options object', () => {
    const html = page('functions/createSquare').html;
    for (const name of ['options', 'options.side', 'options.color?', 'options.exact?', 'scale?', '...extra'])
      expect(html).toContain(`<td><code>${name}</code></td>`);
    expect(text('functions/createSquare')).toContain('options.exact? boolean false whether the side is kept exactly');
    expect(html).toContain('<a href="/kinds/docs/api/enumerations/Color" class="sg-api-type__ref">Color</a>');
    expect(page('functions/createSquare').toc.map((item) => item.text)).toEqual(['Parameters', 'Returns']);
  });

  it('shows the call signatures and index signatures of interfaces', () => {
    // what it does, then how it is called
    expect(text('interfaces/SquareFactory')).toContain('Makes a square. (side: number): Square');
    expect(page('interfaces/SquareFactory').toc.map((item) => item.text)).toEqual(['Parameters', 'Returns', 'Properties', 'defaultSide']);
    expect(text('interfaces/ShapeMap')).toContain('[name: string]: Shape<number> The shape of that name.');
    expect(page('interfaces/ShapeMap').toc).toEqual([{ id: 'indexable', text: 'Indexable', level: 2 }]);
    expect(page('interfaces/ShapeMap').markdown).toContain('## Indexable\n\n```ts\n[name: string]: Shape<number>\n```');
  });

  it('leaves the Description column out of a table where no row has one', () => {
    const html = page('functions/pick').html;
    const parameters = /<table class="sg-api-parameters">.*?<\/table>/s.exec(html)?.[0] ?? '';
    expect(parameters).toContain('<td><code>source</code></td>');
    expect(parameters).not.toContain('<th>Description</th>');
    expect(/<table class="sg-api-type-parameters">.*?<\/table>/s.exec(html)?.[0]).toContain('<th>Description</th>');
  });

  it('shows type parameters with constraints and defaults', () => {
    expect(text('functions/pick')).toContain('function pick<T extends object, K extends');
    expect(text('interfaces/Shape')).toContain('T number the type of the measures');
  });

  it('shows enumeration members with their values', () => {
    expect(text('enumerations/Color')).toContain('Red = "red"');
    expect(text('enumerations/Level')).toContain('High = 10');
    expect(page('enumerations/Color').toc.map((item) => item.id)).toEqual(['enumeration-members', 'green', 'red']);
  });

  it('prints every type kind readably', () => {
    const declarations: Record<string, string> = {
      'type-aliases/UnionType': 'type UnionType = string | number | null',
      'type-aliases/IntersectionType': 'type IntersectionType = Shape & { id: string }',
      'type-aliases/GenericType': 'type GenericType = Map<string, Shape<number>[]>',
      'type-aliases/ArrayOfUnion': 'type ArrayOfUnion = (string | number)[]',
      'type-aliases/TupleType': 'type TupleType = [string, number?]',
      'type-aliases/NamedTuple': 'type NamedTuple = [name: string, age?: number,',
      'type-aliases/RestTuple': 'type RestTuple = [string, ...number[]]',
      'type-aliases/Callback': 'type Callback = (error: Error | null, value?: string) => void',
      'type-aliases/SquareConstructor': 'type SquareConstructor = new (side: number) => Square',
      'type-aliases/ObjectLiteral': 'type ObjectLiteral = { [key: string]: unknown; count?: number; readonly id: string; }',
      'type-aliases/IndexedType': 'type IndexedType = Shape["area"]',
      'type-aliases/ConditionalType': 'type ConditionalType<T> = T extends string ? "text" : T extends number ? "number" : never',
      'type-aliases/MappedType': 'type MappedType<T> = { readonly [K in keyof T]?: T[K] }',
      'type-aliases/RemappedType': 'type RemappedType<T> = { -readonly [K in keyof T as `get${Capitalize<string & K>}`]-?: () => T[K] }',
      'type-aliases/KeysType': 'type KeysType = keyof Shape',
      'type-aliases/ReadonlyList': 'type ReadonlyList = readonly string[]',
      'type-aliases/UniqueKeyType': 'type UniqueKeyType = typeof uniqueKey',
      'type-aliases/TemplateType': 'type TemplateType = `${Color}-${number}`',
      'type-aliases/LiteralType': 'type LiteralType = "a" | 42 | true | -1n',
      'type-aliases/InferredType': 'type InferredType<T> = T extends Promise<infer U extends string> ? U : never',
      'type-aliases/Intrinsics': 'type Intrinsics = [any, unknown, never, undefined, void, object, bigint, symbol]',
      'type-aliases/Address': 'type Address = Brand<string, "Address">',
      'variables/uniqueKey': 'const uniqueKey: unique symbol',
      'functions/assertString': 'function assertString(value: unknown): asserts value is string',
      'functions/isAddress': 'function isAddress(value: string): value is Address',
    };
    for (const [route, expected] of Object.entries(declarations)) expect(text(route), route).toContain(expected);
  });

  it('links references to documented types, and external types only where the config maps them', () => {
    expect(page('type-aliases/GenericType').html).toContain(
      'href="https://developer.mozilla.org/docs/Web/JavaScript/Reference/Global_Objects/Map"',
    );
    expect(page('functions/isAddress').html).toContain(
      '<a href="/kinds/docs/api/type-aliases/Address" class="sg-api-type__ref">Address</a>',
    );
    expect(page('type-aliases/Address').html).not.toContain('href="/kinds/docs/api/type-aliases/Brand"');
    // inside highlighted signatures too; string literals and declared names stay text
    expect(page('type-aliases/IntersectionType').html).toContain('<a href="/kinds/docs/api/interfaces/Shape">Shape</a>');
    expect(page('type-aliases/Address').html).not.toMatch(/<a [^>]*>Address<\/a>/);
    expect(page('type-aliases/GenericType').html).toContain(
      '<a href="https://developer.mozilla.org/docs/Web/JavaScript/Reference/Global_Objects/Map" target="_blank" rel="noopener noreferrer">Map</a>',
    );
  });

  it('code-links the views as the HTML they render would be linked: same markup, same links in the same order', () => {
    const pages = codeLinkedBothWays(reference, siteConfig);
    for (const { routePath, asView, asHtml } of pages) expect(asView, routePath).toEqual(asHtml);
    expect(pages.some(({ asView }) => asView.html.includes('class="sg-code-link"'))).toBe(true);
  });

  it('builds the API sidebar: groups by kind, alphabetical', () => {
    expect(reference.sidebar.indexRoutePath).toBe('docs/api');
    expect(reference.sidebar.globalsRoutePath).toBe('docs/api/globals');
    expect(reference.sidebar.groups.map((group) => group.label)).toEqual([
      'Classes',
      'Enumerations',
      'Functions',
      'Interfaces',
      'Type Aliases',
      'Variables',
    ]);
    expect(reference.sidebar.groups[2]?.items.map((item) => item.label)).toEqual(['assertString', 'createSquare', 'isAddress', 'pick']);
    expect(reference.sidebar.groups[5]?.items.map((item) => item.label)).toEqual(['uniqueKey', 'VERSION']);
  });

  it('resolves symbols for guide links', () => {
    expect(lookupSymbol(reference.symbols, 'Square')).toEqual({ routePath: 'docs/api/classes/Square' });
    expect(lookupSymbol(reference.symbols, 'Square.resize')).toEqual({ routePath: 'docs/api/classes/Square', anchor: 'resize' });
    expect(lookupSymbol(reference.symbols, 'Color.Red')).toEqual({ routePath: 'docs/api/enumerations/Color', anchor: 'red' });
    expect(lookupSymbol(reference.symbols, 'Square.nothing')).toBeUndefined();
    expect(reference.exports.find((entry) => entry.name === 'createSquare')?.signature).toContain('function createSquare(');
  });

  it('writes each page as clean Markdown from the same model', () => {
    const markdown = page('classes/Square').markdown;
    expect(markdown.startsWith('# Class: Square\n')).toBe(true);
    expect(markdown).toContain('### resize\n');
    expect(markdown).toContain('```ts\nresize(factor: number, anchor: "center" | "corner"): this\n```');
    expect(markdown).toContain('> **Deprecated** Use [Square.resize](/kinds/docs/api/classes/Square#resize) instead.');
    expect(page('functions/createSquare').markdown).toContain(
      '| `options.exact?` | `boolean` | `false` | whether the side is kept exactly |',
    );
    expect(page('').markdown).toContain('## Exports');
    expect(markdown).not.toContain('<');
  });
});

describe('the fixture site built with its API reference', () => {
  it('renders the API pages in the docs layout and resolves api: links in guides', async () => {
    const { buildInMemory } = await import('../packages/sitegen/src/pipeline/build.js');
    const { fileText } = await import('./helpers/fixtures.js');
    const result = await buildInMemory({ configFile, logger: createMemoryLogger() });
    const intro = fileText(result.files, 'docs/intro/index.html');
    for (const href of [
      '/kinds/docs/api/classes/Square',
      '/kinds/docs/api/classes/Square#resize',
      '/kinds/docs/api/enumerations/Color#red',
      '/kinds/docs/api/functions/createSquare',
    ]) {
      expect(intro).toContain(`href="${href}"`);
    }
    const square = fileText(result.files, 'docs/api/classes/Square/index.html');
    expect(square).toContain('<h1');
    expect(square).toContain('Class: Square');
    expect(square).toContain('href="/kinds/docs/api/functions/pick"'); // the API sidebar
    expect(result.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['api/unresolved-link']);
  });
});
