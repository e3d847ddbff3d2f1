import type { ApiExportRowView } from '@sitegen/core/view';
import { RawHtml } from '../RawHtml.js';
import { useStrings } from '../../shared/strings.js';

/** One line per export: its name linked to its page, its kind (optional) and its summary's first sentence. */
export function ExportsTable({ rows, showKind }: { rows: ApiExportRowView[]; showKind: boolean }) {
  const strings = useStrings();
  return (
    <table className={showKind ? 'sg-api-exports sg-api-exports--kind' : 'sg-api-exports'}>
      <thead>
        <tr>
          <th>{strings.apiName}</th>
          {showKind ? <th>{strings.apiKind}</th> : null}
          <th>{strings.apiDescription}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.href}>
            <td>
              <a href={row.href}>
                <code>{row.name}</code>
              </a>
            </td>
            {showKind ? <td>{row.kindLabel}</td> : null}
            <td>{row.summaryHtml === undefined ? row.outline : <RawHtml html={row.summaryHtml} />}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
