import type { ApiParameterRowView, ApiTypeParameterRowView } from '@sitegen/core/view';
import { MarkdownHtml } from '../MarkdownHtml.js';
import { CodeSpan } from './CodeSpan.js';
import { TypeView } from './TypeView.js';
import { useStrings } from '../../shared/strings.js';

function Description({ html }: { html: string | undefined }) {
  return html === undefined ? null : <MarkdownHtml html={html} />;
}

/**
 * Parameters, or the properties of an object type (`label` 'Property'); a Default and a
 * Description column only when some row has one: most of the SDK's parameters have none,
 * which left an empty column. The cells other than the name and description carry their
 * column's label, which a narrow screen shows when it stacks each row (api.css).
 */
export function ParametersTable({ rows, label }: { rows: ApiParameterRowView[]; label?: string }) {
  const strings = useStrings();
  const hasDefault = rows.some((row) => row.defaultValue !== undefined);
  const hasDescription = rows.some((row) => row.descriptionHtml !== undefined);
  return (
    <table className="sg-api-parameters">
      <thead>
        <tr>
          <th>{label ?? strings.apiParameter}</th>
          <th>{strings.apiType}</th>
          {hasDefault ? <th>{strings.apiDefault}</th> : null}
          {hasDescription ? <th>{strings.apiDescription}</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index} id={row.id}>
            <td>
              <CodeSpan span={row.name} />
            </td>
            <td data-label={strings.apiType}>{row.type ? <TypeView type={row.type} /> : <code className="sg-api-type">object</code>}</td>
            {hasDefault ? (
              <td data-label={strings.apiDefault}>{row.defaultValue === undefined ? null : <CodeSpan span={row.defaultValue} />}</td>
            ) : null}
            {hasDescription ? (
              <td>
                <Description html={row.descriptionHtml} />
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function TypeParametersTable({ rows }: { rows: ApiTypeParameterRowView[] }) {
  const strings = useStrings();
  const hasDescription = rows.some((row) => row.descriptionHtml !== undefined);
  return (
    <table className="sg-api-type-parameters">
      <thead>
        <tr>
          <th>{strings.apiTypeParameter}</th>
          <th>{strings.apiConstraint}</th>
          <th>{strings.apiDefault}</th>
          {hasDescription ? <th>{strings.apiDescription}</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            <td>
              <CodeSpan span={row.name} />
            </td>
            <td data-label={strings.apiConstraint}>{row.constraint ? <TypeView type={row.constraint} /> : null}</td>
            <td data-label={strings.apiDefault}>{row.default ? <TypeView type={row.default} /> : null}</td>
            {hasDescription ? (
              <td>
                <Description html={row.descriptionHtml} />
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
