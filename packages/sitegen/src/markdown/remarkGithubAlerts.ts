import type { Blockquote, Root } from 'mdast';
import { visitBlocks } from './visitTree.js';
import { type AdmonitionKind, makeAdmonition } from './remarkAdmonitions.js';

/**
 * GitHub's five alerts, as admonitions. GitHub draws CAUTION in red, above WARNING, while
 * Docusaurus's `:::caution` is a warning: so a GitHub caution is a danger titled 'Caution'.
 */
const ALERTS: Record<string, { kind: AdmonitionKind; title?: string }> = {
  NOTE: { kind: 'note' },
  TIP: { kind: 'tip' },
  IMPORTANT: { kind: 'important' },
  WARNING: { kind: 'warning' },
  CAUTION: { kind: 'danger', title: 'Caution' },
};

// the marker alone on the quote's first line, as GitHub requires
const MARKER = /^\[!([A-Za-z]+)\][ \t]*(?:\r?\n|$)/;

/**
 * `> [!NOTE]` followed by the quoted text → the same `<aside class="sg-admonition">` as
 * `:::note`. A block quote starting with any other `[!WORD]` stays a block quote.
 */
export function remarkGithubAlerts() {
  return (tree: Root): undefined => {
    visitBlocks(tree, 'blockquote', (node) => {
      const alert = alertOf(node);
      if (alert === undefined) return;
      const title =
        alert.title === undefined ? undefined : { type: 'paragraph' as const, children: [{ type: 'text' as const, value: alert.title }] };
      makeAdmonition(node, { kind: alert.kind, title, content: withoutMarker(node) });
    });
  };
}

function alertOf(node: Blockquote): (typeof ALERTS)[string] | undefined {
  const first = node.children[0];
  const text = first?.type === 'paragraph' ? first.children[0] : undefined;
  if (text?.type !== 'text') return undefined;
  const name = MARKER.exec(text.value)?.[1]?.toUpperCase();
  return name === undefined || !Object.hasOwn(ALERTS, name) ? undefined : ALERTS[name];
}

/** The quote's content with the marker's line taken out (and its paragraph, when nothing else was in it). */
function withoutMarker(node: Blockquote): Blockquote['children'] {
  const [first, ...rest] = node.children;
  if (first?.type !== 'paragraph') return node.children;
  const [text, ...inline] = first.children;
  if (text?.type !== 'text') return node.children;
  const remaining = text.value.replace(MARKER, '');
  const children = remaining === '' ? inline : [{ ...text, value: remaining }, ...inline];
  // a line break right after the marker would start the alert's text with an empty line
  if (children[0]?.type === 'break') children.shift();
  return children.length === 0 ? rest : [{ ...first, children }, ...rest];
}
