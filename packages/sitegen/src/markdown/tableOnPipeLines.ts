import type { Extension, TokenizeContext } from 'micromark-util-types';
import { gfmTable } from '../vendor/markdown.js';
import type { MarkedLines } from './markedLines.js';
import { triedOnlyWhere } from './triedOnlyWhere.js';

/**
 * micromark's GFM table construct, tried only where a table can start or go on. The table
 * construct is tried at the start of every line of flow content, and scans the line as a
 * head row before it fails on any line of prose; but a head row has a `|` (its cells are
 * split by pipes: a line of one cell without one is refused), so a line without one needs
 * no try. A body row needs no pipe, so a line right after a table's head or row is always
 * tried. `pipeLinesOf` says which lines of the document being parsed have one; the table
 * parses exactly as micromark-extension-gfm-table's own.
 */
export function tableOnPipeLines(pipeLinesOf: () => MarkedLines): Extension {
  const construct = gfmTable().flow?.null;
  if (construct === undefined || Array.isArray(construct))
    throw new Error('micromark-extension-gfm-table no longer has one flow construct');
  return { flow: { null: triedOnlyWhere(construct, (context) => continuesTable(context) || pipeLinesOf().has(context.now().line)) } };
}

/** Whether the last token before this line is a table's head or row: as the table construct itself decides. */
function continuesTable(context: TokenizeContext): boolean {
  for (let index = context.events.length - 1; index > -1; index--) {
    const type = context.events[index]?.[1].type;
    if (type === 'lineEnding' || type === 'linePrefix') continue;
    return type === 'tableHead' || type === 'tableRow';
  }
  return false;
}
