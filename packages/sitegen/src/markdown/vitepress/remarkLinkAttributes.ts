import type { Link, Root } from 'mdast';
import { visitMdast } from '../visitTree.js';

/** `{…}` right after a link: markdown-it-attrs' syntax, which VitePress enables */
const ATTRIBUTE_LIST = /^\{([^{}\n]*)\}/;
const TOKEN = /^(?:([.#])([\w-]+)|([\w-]+)=(?:"([^"]*)"|'([^']*)'|([^\s"'=]+)))$/;
/** attributes that carry no script and no URL: an event handler or an href stays text, and the page check reports it */
const ALLOWED = /^(?:id|class|title|target|rel|lang|dir|download|data-[\w-]+|aria-[\w-]+)$/;

/**
 * `[text](url){target="_self" .class #id}`: the attribute list after a link is set on it, as
 * VitePress's markdown-it-attrs does. A list with any attribute outside the safe ones is left
 * as it is written.
 */
export function remarkLinkAttributes() {
  return (tree: Root): undefined => {
    visitMdast(tree, 'link', (node, index, parent) => {
      const next = parent.children[index + 1];
      if (next?.type !== 'text') return;
      const list = ATTRIBUTE_LIST.exec(next.value);
      const attributes = list === null ? undefined : parseAttributes(list[1] ?? '');
      if (list === null || attributes === undefined) return;
      setAttributes(node, attributes);
      next.value = next.value.slice(list[0].length);
    });
  };
}

/** The attributes of a list, or undefined when one is not allowed or not understood. */
export function parseAttributes(list: string): Record<string, string> | undefined {
  const attributes: Record<string, string> = {};
  for (const token of list.trim().split(/\s+(?=(?:[^"']*["'][^"']*["'])*[^"']*$)/)) {
    const match = TOKEN.exec(token);
    if (match === null) return undefined;
    const [, marker, short, name, double, single, bare] = match;
    if (marker !== undefined && short !== undefined) {
      if (marker === '#') attributes.id = short;
      else attributes.class = attributes.class === undefined ? short : `${attributes.class} ${short}`;
      continue;
    }
    if (name === undefined || !ALLOWED.test(name.toLowerCase())) return undefined;
    attributes[name.toLowerCase()] = double ?? single ?? bare ?? '';
  }
  return attributes;
}

function setAttributes(node: Link, attributes: Record<string, string>): void {
  const { class: className, ...rest } = attributes;
  node.data = {
    ...node.data,
    hProperties: { ...node.data?.hProperties, ...rest, ...(className === undefined ? {} : { className: className.split(' ') }) },
  };
}
