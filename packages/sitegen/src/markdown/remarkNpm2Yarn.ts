import type { Code, Root, RootContent } from 'mdast';
import * as npmToYarn from 'npm-to-yarn';
// remark-rehype's types add `hName`/`hProperties` to mdast data
import type {} from 'remark-rehype';
import type { MarkdownFile } from './fileData.js';
import { codeGroupProperties } from './remarkCodeGroups.js';
import { visitBlocks } from './visitTree.js';

type Convert = (command: string, to: 'yarn' | 'pnpm') => string;
// its types are read as CommonJS (a default inside the default), its ESM build is what loads
const loaded: unknown = npmToYarn.default;
const convert = (typeof loaded === 'function' ? loaded : (loaded as { default: Convert }).default) as Convert;

const NPM2YARN = /(?:^|\s)npm2yarn(?=\s|$)/;

/** The tabs of Docusaurus's npm2yarn plugin, in its order, with its labels and its group: one choice for the whole site. */
const MANAGERS = [
  { label: 'npm', convert: (command: string) => command },
  { label: 'Yarn', convert: (command: string) => convert(command, 'yarn') },
  { label: 'pnpm', convert: (command: string) => convert(command, 'pnpm') },
] as const;
const GROUP = 'npm2yarn';

/**
 * Docusaurus's ```` ```bash npm2yarn ```` block: tabs of the same commands for npm, Yarn and
 * pnpm, converted by `npm-to-yarn` (the library @docusaurus/remark-plugin-npm2yarn uses), laid
 * out as a code group (rehypeCodeGroups) whose choice is kept in step on every page.
 */
export function remarkNpm2Yarn() {
  return (tree: Root, file: MarkdownFile): undefined => {
    visitBlocks(tree, 'code', (node, index, parent) => {
      if (node.meta === null || node.meta === undefined || !NPM2YARN.test(node.meta)) return undefined;
      parent.children[index] = tabsOf(node);
      file.data.sgCodeGroups = true;
      return 'skip';
    });
  };
}

type ContainerDirective = Extract<RootContent, { type: 'containerDirective' }>;

function tabsOf(node: Code): ContainerDirective {
  const meta = node.meta?.replace(NPM2YARN, ' ').trim() ?? '';
  const blocks = MANAGERS.map(
    ({ convert: toManager }): Code => ({
      type: 'code',
      lang: node.lang ?? null,
      meta: meta === '' ? null : meta,
      value: toManager(node.value),
      ...(node.position === undefined ? {} : { position: node.position }),
    }),
  );
  return {
    type: 'containerDirective',
    name: 'code-group',
    attributes: {},
    children: blocks,
    data: {
      hName: 'div',
      hProperties: codeGroupProperties({ labels: MANAGERS.map(({ label }) => label), group: GROUP }),
    },
    ...(node.position === undefined ? {} : { position: node.position }),
  };
}
