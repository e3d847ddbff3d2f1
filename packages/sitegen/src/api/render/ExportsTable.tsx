import type { ApiDeclaration } from '../model.js';
import { declarationOutline } from '../declarationDescription.js';
import { KIND_INFO } from '../routes.js';
import type { ApiRenderContext } from './ApiRenderContext.js';
import { summaryLineMarkdown } from './commentMarkdown.js';
import { RawHtml } from './RawHtml.js';

export interface ExportEntry {
  declaration: ApiDeclaration;
  href: string;
}

/** A class, interface or enumeration its authors left undocumented: what members it has (a signature would not fit the column). */
function Outline({ declaration }: { declaration: ApiDeclaration }) {
  const outline = declarationOutline(declaration);
  return outline.kind === 'code' || outline.text === '' ? null : outline.text;
}

/** One line per export: its name linked to its page, its kind (optional) and its summary's first sentence. */
export function ExportsTable({ entries, showKind, ctx }: { entries: ExportEntry[]; showKind: boolean; ctx: ApiRenderContext }) {
  return (
    <table className="sg-api-exports">
      <thead>
        <tr>
          <th>Name</th>
          {showKind ? <th>Kind</th> : null}
          <th>Description</th>
        </tr>
      </thead>
      <tbody>
        {entries.map(({ declaration, href }) => {
          const summary = summaryLineMarkdown(declaration.comment, ctx.hrefOf);
          ctx.noteLink(declaration.name, href, true);
          return (
            <tr key={href}>
              <td>
                <a href={href}>
                  <code>{declaration.name}</code>
                </a>
              </td>
              {showKind ? <td>{KIND_INFO[declaration.kind].singular}</td> : null}
              <td>{summary === '' ? <Outline declaration={declaration} /> : <RawHtml html={ctx.markdown(summary)} />}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
