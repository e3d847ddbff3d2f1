import type { Root, RootContent } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdx';
// remark-rehype's types add `hProperties` to mdast data
import type {} from 'remark-rehype';
import type { MarkdownFile } from '../fileData.js';
import { visitMdast } from '../visitTree.js';

type Program = NonNullable<NonNullable<MdxjsEsm['data']>['estree']>;
type Statement = Program['body'][number];
type ImportDeclaration = Extract<Statement, { type: 'ImportDeclaration' }>;

/** A Markdown or MDX module: imported by a page, it is a partial rendered in place. */
export const PARTIAL_SPECIFIER = /\.mdx?$/i;

/** One entry of Docusaurus's `toc` export: the heading's text (plain, not HTML), id and level. */
export interface TocExportItem {
  value: string;
  id: string;
  level: number;
}

/**
 * Docusaurus's `toc` export, which `<TOCInline toc={toc} />` reads: every h2–h6 of the page, in
 * order, with the headings of the partials it renders (`import Setup from './_setup.md';
 * <Setup />`) spread in where each is used, as Docusaurus's TOC does. A partial is compiled
 * by the same pipeline, so it exports its own `toc`: its import is given `toc as __sgTocN`.
 * A page that exports a `toc` of its own keeps it. Runs after the heading ids are set.
 */
export function remarkTocExport() {
  return (tree: Root, file: MarkdownFile): undefined => {
    const esm = tree.children.filter((node): node is MdxjsEsm => node.type === 'mdxjsEsm');
    if (esm.some(exportsToc)) return undefined;
    const partials = partialImports(esm);
    const texts = new Map((file.data.sgHeadings ?? []).map((heading) => [heading.id, heading.text]));
    const elements: TocElement[] = [];
    const spread = new Set<ImportDeclaration>();
    visitMdast(tree, null, (node) => {
      if (node.type === 'heading' && node.depth >= 2) {
        const id = node.data?.hProperties?.id;
        if (typeof id === 'string') elements.push({ item: { value: texts.get(id) ?? '', id, level: node.depth } });
        return 'skip';
      }
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return undefined;
      const partial = node.name === null ? undefined : partials.get(node.name);
      if (partial !== undefined) {
        elements.push({ spread: partial.local });
        spread.add(partial.declaration);
      }
      return undefined;
    });
    for (const declaration of spread) declaration.specifiers.push(specifier('toc', tocNameOf(declaration, partials)));
    tree.children.push(tocExport(elements) as RootContent);
  };
}

type TocElement = { item: TocExportItem } | { spread: string };

interface PartialImport {
  declaration: ImportDeclaration;
  /** the name its `toc` is imported as */
  local: string;
}

/** The page's default imports of partials, by the component name they are used as. */
function partialImports(esm: readonly MdxjsEsm[]): Map<string, PartialImport> {
  const found = new Map<string, PartialImport>();
  let count = 0;
  for (const node of esm) {
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration' || !PARTIAL_SPECIFIER.test(String(statement.source.value))) continue;
      const name = statement.specifiers.find((each) => each.type === 'ImportDefaultSpecifier')?.local.name;
      if (name !== undefined) found.set(name, { declaration: statement, local: `__sgToc${count++}` });
    }
  }
  return found;
}

function tocNameOf(declaration: ImportDeclaration, partials: Map<string, PartialImport>): string {
  for (const partial of partials.values()) if (partial.declaration === declaration) return partial.local;
  return '__sgToc';
}

function exportsToc(node: MdxjsEsm): boolean {
  return /\bexport\s+(?:const|let|var|function)\s+toc\b/.test(node.value);
}

function specifier(imported: string, local: string): ImportDeclaration['specifiers'][number] {
  return { type: 'ImportSpecifier', imported: { type: 'Identifier', name: imported }, local: { type: 'Identifier', name: local } };
}

/** `export const toc = [{ value, id, level }, ...__sgToc0, …]` as the ESM node MDX compiles. */
function tocExport(elements: readonly TocElement[]): MdxjsEsm {
  const literal = (value: string | number) => ({ type: 'Literal' as const, value, raw: JSON.stringify(value) });
  const property = (key: string, value: string | number) => ({
    type: 'Property' as const,
    key: { type: 'Identifier' as const, name: key },
    value: literal(value),
    kind: 'init' as const,
    method: false,
    shorthand: false,
    computed: false,
  });
  const statement: Statement = {
    type: 'ExportNamedDeclaration',
    specifiers: [],
    source: null,
    attributes: [],
    declaration: {
      type: 'VariableDeclaration',
      kind: 'const',
      declarations: [
        {
          type: 'VariableDeclarator',
          id: { type: 'Identifier', name: 'toc' },
          init: {
            type: 'ArrayExpression',
            elements: elements.map((element) =>
              'spread' in element
                ? { type: 'SpreadElement', argument: { type: 'Identifier', name: element.spread } }
                : {
                    type: 'ObjectExpression',
                    properties: [
                      property('value', element.item.value),
                      property('id', element.item.id),
                      property('level', element.item.level),
                    ],
                  },
            ),
          },
        },
      ],
    },
  };
  return { type: 'mdxjsEsm', value: '', data: { estree: { type: 'Program', sourceType: 'module', body: [statement] } } };
}
