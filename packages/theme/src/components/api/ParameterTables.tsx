import type { ApiParameterRowView, ApiTypeParameterRowView } from '@sitegen/core/view';
import { MarkdownHtml } from '../MarkdownHtml.js';
import { CodeSpan } from './CodeSpan.js';
import { TypeView } from './TypeView.js';

function Description({ html }: { html: string | undefined }) {
  return html === undefined ? null : <MarkdownHtml html={html} />;
}

/**
 * Parameters, or the properties of an object type (`label` 'Property'); a Default and a
 * Description column only when some row has one: most of the SDK's parameters have none,
 * which left an empty column.
 */
export function ParametersTable({ rows, label = 'Parameter' }: { rows: ApiParameterRowView[]; label?: string }) {
  const hasDefault = rows.some((row) => row.defaultValue !== undefined);
  const hasDescription = rows.some((row) => row.descriptionHtml !== undefined);
  return (
    <table className="sg-api-parameters">
      <thead>
        <tr>
          <th>{label}</th>
          <th>Type</th>
          {hasDefault ? <th>Default</th> : null}
          {hasDescription ? <th>Description</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            <td>
              <CodeSpan span={row.name} />
            </td>
            <td>{row.type ? <TypeView type={row.type} /> : <code className="sg-api-type">object</code>}</td>
            {hasDefault ? <td>{row.defaultValue === undefined ? null : <CodeSpan span={row.defaultValue} />}</td> : null}
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
  const hasDescription = rows.some((row) => row.descriptionHtml !== undefined);
  return (
    <table className="sg-api-type-parameters">
      <thead>
        <tr>
          <th>Type parameter</th>
          <th>Constraint</th>
          <th>Default</th>
          {hasDescription ? <th>Description</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            <td>
              <CodeSpan span={row.name} />
            </td>
            <td>{row.constraint ? <TypeView type={row.constraint} /> : null}</td>
            <td>{row.default ? <TypeView type={row.default} /> : null}</td>
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
