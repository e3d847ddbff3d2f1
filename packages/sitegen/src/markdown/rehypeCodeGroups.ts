import type { Element, ElementContent, Root } from 'hast';
import { visitElements } from './visitTree.js';
import { MARKDOWN_CLASSES, MARKDOWN_DATA_ATTRIBUTES } from '../view/constants.js';
import { hastPropertyOf } from './hastPropertyOf.js';
import type { MarkdownFile } from './fileData.js';
import { CODE_GROUP_PROPERTY, CODE_GROUP_VALUES_PROPERTY } from './remarkCodeGroups.js';

/**
 * A code group (remarkCodeGroups) laid out as the theme's `<Tabs>` are: a tab list, then a
 * panel per highlighted block, the first selected. Without JavaScript every block shows,
 * each under its own title bar.
 */
export function rehypeCodeGroups() {
  return (tree: Root, file: MarkdownFile): undefined => {
    // most pages have none: their trees are not walked
    if (file.data.sgCodeGroups !== true) return undefined;
    let groups = 0;
    visitElements(tree, (node) => {
      const labels = node.properties[CODE_GROUP_PROPERTY];
      if (typeof labels !== 'string') return undefined;
      const written = node.properties[CODE_GROUP_VALUES_PROPERTY];
      delete node.properties[CODE_GROUP_PROPERTY];
      delete node.properties[CODE_GROUP_VALUES_PROPERTY];
      const id = `sg-code-group-${++groups}`;
      const tabs = JSON.parse(labels) as string[];
      const values = typeof written === 'string' ? (JSON.parse(written) as string[]) : tabs.map((_, index) => String(index));
      const blocks = node.children.filter((child) => child.type !== 'text' || child.value.trim() !== '');
      node.children = [tabList(tabs, values, id), ...blocks.map((block, index) => panel(block, values[index] ?? String(index), id, index))];
      return 'skip';
    });
  };
}

// the attributes the tabs island and the pre-paint script read
const TAB_VALUE = hastPropertyOf(MARKDOWN_DATA_ATTRIBUTES.tabValue);
const TAB_SELECTED = hastPropertyOf(MARKDOWN_DATA_ATTRIBUTES.tabSelected);

function tabList(labels: string[], values: string[], id: string): Element {
  const tabs = labels.map(
    (label, index): Element => ({
      type: 'element',
      tagName: 'button',
      properties: {
        type: 'button',
        role: 'tab',
        id: `${id}-tab-${index}`,
        ariaControls: [`${id}-panel-${index}`],
        ariaSelected: index === 0 ? 'true' : 'false',
        tabIndex: index === 0 ? 0 : -1,
        className: [MARKDOWN_CLASSES.tab],
        [TAB_VALUE]: values[index] ?? String(index),
      },
      children: [{ type: 'text', value: label }],
    }),
  );
  return { type: 'element', tagName: 'div', properties: { role: 'tablist', className: [MARKDOWN_CLASSES.tabList] }, children: tabs };
}

function panel(block: ElementContent, value: string, id: string, index: number): Element {
  return {
    type: 'element',
    tagName: 'div',
    properties: {
      role: 'tabpanel',
      id: `${id}-panel-${index}`,
      ariaLabelledBy: [`${id}-tab-${index}`],
      className: [MARKDOWN_CLASSES.tabPanel],
      [TAB_VALUE]: value,
      ...(index === 0 ? { [TAB_SELECTED]: '' } : {}),
    },
    children: [block],
  };
}
