/**
 * Node types of mdast and hast that hold children, and those that hold text: a plugin's node
 * of one of these types without them breaks whatever walks the tree next (sitegen's own steps,
 * the HTML writer), far from the plugin that made it.
 */
const PARENTS = new Set([
  'root',
  'element',
  'paragraph',
  'heading',
  'blockquote',
  'list',
  'listItem',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
  'table',
  'tableRow',
  'tableCell',
  'footnoteDefinition',
]);
const LITERALS = new Set(['text', 'inlineCode', 'code', 'html', 'raw', 'comment', 'yaml']);

/**
 * The first node of `tree` that is not a node, said with its path ('root.children[2]: no
 * type'), or undefined for a well-formed tree. Only what any unist walker relies on is
 * checked: a `type`, `children` a list of nodes, and a parent's children and a literal's text
 * for the types that have them. Iterative: a deep tree does not overflow the stack.
 */
export function malformedNode(tree: unknown): string | undefined {
  const stack: { node: unknown; path: string }[] = [{ node: tree, path: 'root' }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { node, path } = next;
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return `${path} is ${describe(node)}, not a node`;
    const { type, children, value, tagName } = node as { type?: unknown; children?: unknown; value?: unknown; tagName?: unknown };
    if (typeof type !== 'string' || type === '') return `${path} has no type (found ${describe(type)})`;
    if (children !== undefined && !Array.isArray(children))
      return `${path} (${type}) has children that are ${describe(children)}, not a list`;
    if (children === undefined && PARENTS.has(type)) return `${path} (${type}) has no children list`;
    if (LITERALS.has(type) && typeof value !== 'string') return `${path} (${type}) has a value that is ${describe(value)}, not text`;
    if (type === 'element' && typeof tagName !== 'string') return `${path} (element) has no tagName`;
    if (Array.isArray(children)) {
      for (let index = children.length - 1; index >= 0; index--) stack.push({ node: children[index], path: `${path}.children[${index}]` });
    }
  }
  return undefined;
}

function describe(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 20 ? `${value.slice(0, 20)}…` : value)}`;
  return typeof value === 'object' ? 'an object' : `the ${typeof value} ${String(value)}`;
}
