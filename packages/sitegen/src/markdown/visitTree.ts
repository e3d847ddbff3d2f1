import type { Element, Parents as HastParents, Root as HastRoot } from 'hast';
import type { BlockContent, Nodes as MdastNodes, Parents as MdastParents, Root as MdastRoot } from 'mdast';

/**
 * The tree walks of sitegen's own plugins. unist-util-visit renames a function after every
 * node it enters (`Object.defineProperty`, for readable stack traces) and copies the array
 * of ancestors at every parent: over the dozen walks a page takes, a profile of a 1,000-page
 * cold build put more time in that bookkeeping than in the plugins' own work. These walks
 * keep its protocol: the visitor gets (node, index, parent); returning SKIP leaves the
 * node's children out, returning a number goes on at that index of the parent (after a
 * splice). The root itself is never visited.
 */
export const SKIP = 'skip';

// biome-ignore lint/suspicious/noConfusingVoidType: a visitor with no return statement returns void, as unist-util-visit's visitors may
export type VisitResult = typeof SKIP | number | undefined | void;

interface AnyNode {
  type: string;
  children?: AnyNode[];
}

type AnyVisitor = (node: AnyNode, index: number, parent: AnyNode) => VisitResult;

function walk(parent: AnyNode, test: (node: AnyNode) => boolean, visitor: AnyVisitor, descend: (node: AnyNode) => boolean): void {
  const children = parent.children as AnyNode[];
  let index = 0;
  while (index < children.length) {
    const node = children[index] as AnyNode;
    const result = test(node) ? visitor(node, index, parent) : undefined;
    if (result !== SKIP && node.children !== undefined && descend(node)) walk(node, test, visitor, descend);
    index = typeof result === 'number' ? result : index + 1;
  }
}

const always = (): boolean => true;

type MdastType = MdastNodes['type'];
type MdastNodeOf<T extends MdastType> = Extract<MdastNodes, { type: T }>;

/** Every node of the Markdown tree (of `type` when given), in document order. */
export function visitMdast<T extends MdastType = MdastType>(
  tree: MdastRoot,
  type: T | null,
  visitor: (node: MdastNodeOf<T>, index: number, parent: MdastParents) => VisitResult,
): void {
  const test = type === null ? always : (node: AnyNode) => node.type === type;
  walk(tree as AnyNode, test, visitor as unknown as AnyVisitor, always);
}

/**
 * The parents whose children are phrasing content (text, emphasis, links…), which never
 * holds a block: a walk for blocks does not go in, and the prose is most of a page's nodes.
 */
const PHRASING_PARENTS: ReadonlySet<string> = new Set(['paragraph', 'heading', 'table', 'leafDirective', 'mdxJsxTextElement']);

const intoBlocks = (node: AnyNode): boolean => !PHRASING_PARENTS.has(node.type);

/**
 * Every block of `type` (a code block, a heading, a container directive…), in document
 * order, inside lists, block quotes and directives too, without walking through the prose.
 */
export function visitBlocks<T extends BlockContent['type']>(
  tree: MdastRoot,
  type: T,
  visitor: (node: MdastNodeOf<T>, index: number, parent: MdastParents) => VisitResult,
): void {
  walk(tree as AnyNode, (node) => node.type === type, visitor as unknown as AnyVisitor, intoBlocks);
}

/** Every element of the HTML tree, in document order. */
export function visitElements(tree: HastRoot, visitor: (node: Element, index: number, parent: HastParents) => VisitResult): void {
  walk(tree as AnyNode, (node) => node.type === 'element', visitor as unknown as AnyVisitor, always);
}
