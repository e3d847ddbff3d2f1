import { declarationOutline } from '../declarationDescription.js';
import type { ApiDeclaration } from '../model.js';
import { KIND_INFO } from '../routes.js';
import type { ApiExportRowView } from '../../view/index.js';
import type { ApiRenderContext } from './ApiRenderContext.js';
import type { ThemeStrings } from '../../view/strings.js';
import { summaryLineMarkdown } from './commentMarkdown.js';

export interface ExportEntry {
  declaration: ApiDeclaration;
  href: string;
}

/** A class, interface or enumeration its authors left undocumented: what members it has (a signature would not fit a table). */
export function outlineText(declaration: ApiDeclaration, strings: ThemeStrings): string {
  const outline = declarationOutline(declaration, strings);
  return outline.kind === 'code' ? '' : outline.text;
}

/** One row per export: its name linked to its page, its kind and its summary's first sentence. */
export function exportRows(entries: ExportEntry[], ctx: ApiRenderContext): ApiExportRowView[] {
  return entries.map(({ declaration, href }) => {
    const summary = summaryLineMarkdown(declaration.comment, ctx.hrefOf);
    ctx.noteLink(declaration.name, href, true);
    const outline = summary === '' ? outlineText(declaration, ctx.strings) : '';
    return {
      name: declaration.name,
      href,
      kindLabel: ctx.strings[KIND_INFO[declaration.kind].singular],
      summaryHtml: summary === '' ? undefined : ctx.markdown(summary),
      outline: outline === '' ? undefined : outline,
    };
  });
}
