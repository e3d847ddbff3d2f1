import type { ApiPage } from '../api/types.js';
import type { LinkRef } from '../markdown/types.js';
import type { ApiChangeRowView, ApiChangesArticleView } from '../view/index.js';
import type { ApiHistoryStrings } from '../view/apiHistoryStrings.js';
import { formatString } from '../view/strings.js';
import { API_CHANGE_KINDS, type ApiChangeKind } from './rules.js';
import type { ApiDifference } from './types.js';

/** The route segment of a version's API changes page, under its API reference: docs/2.0/api/changes. */
export const API_CHANGES_SEGMENT = 'changes';

export interface ChangesPageParams {
  differences: readonly ApiDifference[];
  /** the version's label, and the one before it's */
  version: string;
  previous: string;
  /** 'docs/api/changes' */
  routePath: string;
  /** where the version's reference documents a symbol path; none for what it no longer has */
  hrefOf: (path: string) => string | undefined;
  strings: ApiHistoryStrings;
}

const KIND_LABELS: Record<ApiChangeKind, keyof ApiHistoryStrings> = {
  removed: 'apiChangeRemoved',
  renamed: 'apiChangeRenamed',
  changed: 'apiChangeChanged',
  added: 'apiChangeAdded',
  deprecated: 'apiChangeDeprecated',
};

function rowOf(difference: ApiDifference, hrefOf: ChangesPageParams['hrefOf']): ApiChangeRowView {
  const href = difference.change === 'removed' ? undefined : hrefOf(difference.path);
  return {
    path: difference.path,
    ...(href === undefined ? {} : { href }),
    message: difference.message,
    ...(difference.before === undefined ? {} : { before: difference.before }),
    ...(difference.after === undefined ? {} : { after: difference.after }),
  };
}

const rowMarkdown = (row: ApiChangeRowView): string =>
  [
    `- ${row.href === undefined ? `\`${row.path}\`` : `[\`${row.path}\`](${row.href})`}: ${row.message}`,
    ...(row.before === undefined ? [] : [`  - − \`${row.before.replace(/\s+/g, ' ')}\``]),
    ...(row.after === undefined ? [] : [`  - + \`${row.after.replace(/\s+/g, ' ')}\``]),
  ].join('\n');

/**
 * A docs version's "API changes" page: every difference from the version before it,
 * breaking ones first, each section grouped by kind of change (removed, renamed, changed,
 * added, deprecated) in the order `sitegen api --diff` prints them, each linked to where
 * this version documents it.
 */
export function changesPage(params: ChangesPageParams): ApiPage {
  const { differences, strings, hrefOf } = params;
  const sections = [
    { id: 'breaking', label: strings.apiChangesBreaking, breaking: true },
    { id: 'other', label: strings.apiChangesOther, breaking: false },
  ].flatMap(({ id, label, breaking }) => {
    const own = differences.filter((difference) => difference.breaking === breaking);
    const groups = API_CHANGE_KINDS.flatMap((kind) => {
      const rows = own.filter((difference) => difference.change === kind).map((difference) => rowOf(difference, hrefOf));
      return rows.length === 0 ? [] : [{ label: strings[KIND_LABELS[kind]], rows }];
    });
    return groups.length === 0 ? [] : [{ heading: { level: 2 as const, id, label }, groups }];
  });
  const title = formatString(strings.apiChangesTitle, { version: params.version });
  const intro = formatString(strings.apiChangesIntro, { previous: params.previous, version: params.version });
  const labels = { before: strings.apiChangeBefore, after: strings.apiChangeAfter };
  const article: ApiChangesArticleView = { kind: 'changes', intro, labels, sections };
  const links: LinkRef[] = [
    ...new Map(
      sections.flatMap((section) =>
        section.groups.flatMap((group) => group.rows.flatMap((row) => (row.href === undefined ? [] : [[row.href, row] as const]))),
      ),
    ).values(),
  ].map((row) => ({ raw: row.path, href: row.href as string, isInternal: true }));
  const body =
    sections.length === 0
      ? strings.apiChangesNone
      : sections
          .map(
            (section) =>
              `## ${section.heading.label}\n\n${section.groups.map((group) => `### ${group.label}\n\n${group.rows.map(rowMarkdown).join('\n')}`).join('\n\n')}`,
          )
          .join('\n\n');
  return {
    routePath: params.routePath,
    title,
    description: intro,
    article,
    toc: sections.map((section) => ({ id: section.heading.id, text: section.heading.label, level: 2 })),
    anchors: sections.map((section) => section.heading.id),
    links,
    packageLinks: [],
    markdown: `# ${title}\n\n${intro}\n\n${body}\n`,
    group: '',
  };
}
