import type { Nodes, Paragraph, PhrasingContent, RootContent, Text } from 'mdast';
import type { Position } from 'unist';
// remark-directive's types add the directive nodes to mdast
import type {} from 'remark-directive';

export type TextDirective = Extract<Nodes, { type: 'textDirective' }>;
export type LeafDirective = Extract<Nodes, { type: 'leafDirective' }>;
export type ContainerDirective = Extract<Nodes, { type: 'containerDirective' }>;

/**
 * A text or leaf directive back as the prose it was written as: the source around its label
 * becomes text again, the label keeps its parsed content (emphasis, code...).
 */
export function restoreInlineDirective(node: TextDirective | LeafDirective, source: string): PhrasingContent[] {
  const start = node.position?.start;
  const end = node.position?.end;
  const first = node.children[0]?.position?.start;
  const last = node.children.at(-1)?.position?.end;
  if (start?.offset === undefined || end?.offset === undefined) {
    return [{ type: 'text', value: `${node.type === 'leafDirective' ? '::' : ':'}${node.name}` }, ...node.children];
  }
  if (first?.offset === undefined || last?.offset === undefined) {
    return [textBetween(source, { start, end })];
  }
  return [textBetween(source, { start, end: first }), ...node.children, textBetween(source, { start: last, end })];
}

/**
 * A container directive nobody handles, shown as written: its opening and closing fence
 * lines as paragraphs around its content, which stays Markdown.
 */
export function restoreContainerDirective(node: ContainerDirective, source: string): RootContent[] {
  const content = node.children.filter((child) => !isDirectiveLabel(child));
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return content;
  const written = source.slice(start, end);
  const opening = (written.split('\n', 1)[0] ?? '').trimEnd();
  const closing = written.slice(written.lastIndexOf('\n') + 1);
  const result: RootContent[] = [paragraph(opening), ...content];
  if (written.includes('\n') && /^\s*:{3,}\s*$/.test(closing)) result.push(paragraph(closing.trim()));
  return result;
}

export function isDirectiveLabel(node: RootContent): node is Paragraph {
  return node.type === 'paragraph' && node.data?.directiveLabel === true;
}

function textBetween(source: string, position: Position): Text {
  return { type: 'text', value: source.slice(position.start.offset, position.end.offset), position };
}

function paragraph(value: string): Paragraph {
  return { type: 'paragraph', children: [{ type: 'text', value }] };
}
