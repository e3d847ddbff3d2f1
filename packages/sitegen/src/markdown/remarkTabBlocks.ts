import type { Code, Root, RootContent } from 'mdast';
// remark-rehype's types add `hName`/`hProperties` to mdast data
import type {} from 'remark-rehype';
import type { MarkdownFile } from './fileData.js';
import { codeGroupProperties } from './remarkCodeGroups.js';
import { reportWarning } from './reportWarning.js';
import { visitBlocks } from './visitTree.js';

// `tab` or `tab={"label":"…","span":2}` among the fence's words
const TAB = /(?:^|\s)tab(?:=(\{.*?\}))?(?=\s|$)/;

/** docusaurus-remark-plugin-tab-blocks' defaults: its labels and its group, one choice for the whole site. */
const LABELS: Readonly<Record<string, string>> = { js: 'JavaScript', ts: 'TypeScript' };
const GROUP = 'code-examples';

interface TabMeta {
  label?: string;
  /** how many blocks from this one the tab holds */
  span: number;
}

type ContainerDirective = Extract<RootContent, { type: 'containerDirective' }>;

/**
 * Code blocks written for docusaurus-remark-plugin-tab-blocks (Jest's docs, among others):
 * consecutive ```` ```js tab ```` / ```` ```ts tab ```` blocks are one set of tabs, labelled
 * JavaScript and TypeScript (or the language, or `tab={"label":"…"}`), whose choice is kept in
 * step on every page, as the plugin's `sync` does. Laid out as a code group (rehypeCodeGroups).
 */
export function remarkTabBlocks() {
  return (tree: Root, file: MarkdownFile): undefined => {
    visitBlocks(tree, 'code', (node, index, parent) => {
      const tabs: { blocks: Code[]; label: string; value: string }[] = [];
      let next = index;
      for (let meta = tabMetaOf(node, file); meta !== undefined; meta = tabMetaOf(parent.children[next], file)) {
        const first = parent.children[next] as Code;
        const blocks: Code[] = [];
        while (blocks.length < meta.span && parent.children[next]?.type === 'code')
          blocks.push(withoutTab(parent.children[next++] as Code));
        const language = first.lang ?? '';
        tabs.push({
          blocks,
          label: meta.label ?? LABELS[language] ?? language,
          // the plugin's value: the label's first space a dash, else the language
          value: meta.label?.toLowerCase().replace(' ', '-') ?? language,
        });
      }
      if (tabs.length === 0) return undefined;
      parent.children.splice(index, next - index, tabsOf(tabs));
      file.data.sgCodeGroups = true;
      return index + 1;
    });
  };
}

function tabMetaOf(node: RootContent | undefined, file: MarkdownFile): TabMeta | undefined {
  if (node?.type !== 'code' || typeof node.meta !== 'string') return undefined;
  const match = TAB.exec(node.meta);
  if (match === null) return undefined;
  if (match[1] === undefined) return { span: 1 };
  try {
    const written = JSON.parse(match[1]) as { label?: unknown; span?: unknown };
    return {
      span: typeof written.span === 'number' && written.span >= 1 ? Math.floor(written.span) : 1,
      ...(typeof written.label === 'string' ? { label: written.label } : {}),
    };
  } catch {
    reportWarning(file, {
      code: 'markdown/code-group',
      message: `'${match[1]}' after 'tab' is not JSON: the block is a tab with its language as label`,
      hint: 'Write the tab\'s options as JSON, with double quotes: tab={"label":"Yarn","span":2}.',
      place: node.position,
    });
    return { span: 1 };
  }
}

function withoutTab(node: Code): Code {
  const meta = node.meta?.replace(TAB, ' ').trim() ?? '';
  return { ...node, meta: meta === '' ? null : meta };
}

function tabsOf(tabs: { blocks: Code[]; label: string; value: string }[]): ContainerDirective {
  const first = tabs[0]?.blocks[0];
  return {
    type: 'containerDirective',
    name: 'code-group',
    attributes: {},
    // a tab of several blocks is one panel holding them all
    children: tabs.map(({ blocks }) =>
      blocks.length === 1
        ? (blocks[0] as Code)
        : { type: 'containerDirective', name: 'tab', attributes: {}, children: blocks, data: { hName: 'div' } },
    ),
    data: {
      hName: 'div',
      hProperties: codeGroupProperties({ labels: tabs.map(({ label }) => label), values: tabs.map(({ value }) => value), group: GROUP }),
    },
    ...(first?.position === undefined ? {} : { position: first.position }),
  };
}
