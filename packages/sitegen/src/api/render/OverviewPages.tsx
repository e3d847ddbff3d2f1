import type { ApiRenderContext } from './ApiRenderContext.js';
import { ExportsTable, type ExportEntry } from './ExportsTable.js';
import { Heading } from './Heading.js';
import { RawHtml } from './RawHtml.js';

export interface ExportGroup {
  id: string;
  label: string;
  entries: ExportEntry[];
}

/** docs/api: the package README, then every export with its kind and summary. */
export function IndexPage({
  readmeHtml,
  exportsId,
  entries,
  ctx,
}: {
  readmeHtml: string;
  exportsId: string;
  entries: ExportEntry[];
  ctx: ApiRenderContext;
}) {
  return (
    <div className="sg-api sg-api--index">
      {readmeHtml === '' ? null : <RawHtml html={readmeHtml} />}
      <Heading level={2} id={exportsId} label="Exports" />
      <ExportsTable entries={entries} showKind={true} ctx={ctx} />
    </div>
  );
}

/** docs/api/globals: every export grouped by kind. */
export function GlobalsPage({ groups, ctx }: { groups: ExportGroup[]; ctx: ApiRenderContext }) {
  return (
    <div className="sg-api sg-api--globals">
      {groups.map((group) => (
        <section key={group.id}>
          <Heading level={2} id={group.id} label={group.label} />
          <ExportsTable entries={group.entries} showKind={false} ctx={ctx} />
        </section>
      ))}
    </div>
  );
}
