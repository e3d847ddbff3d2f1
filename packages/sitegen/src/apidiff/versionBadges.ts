import type { ApiVersionBadgeView } from '../view/index.js';
import type { ApiHistoryStrings } from '../view/apiHistoryStrings.js';
import { formatString } from '../view/strings.js';
import type { ApiMarks } from './apiHistory.js';

/**
 * A symbol's history as the badges its page shows, oldest first: added, each change with
 * its old and new forms, deprecated. Undefined without any, so that a page without history
 * renders as it did before.
 */
export function versionBadges(marks: ApiMarks | undefined, strings: ApiHistoryStrings): ApiVersionBadgeView[] | undefined {
  if (marks === undefined) return undefined;
  const badges: ApiVersionBadgeView[] = [
    ...(marks.added === undefined ? [] : [{ kind: 'added' as const, label: formatString(strings.apiAddedIn, { version: marks.added }) }]),
    ...marks.changed.map(({ version, difference }) => ({
      kind: 'changed' as const,
      label: formatString(strings.apiChangedIn, { version }),
      change: {
        message: difference.message,
        labels: { before: strings.apiChangeBefore, after: strings.apiChangeAfter },
        ...(difference.before === undefined ? {} : { before: difference.before }),
        ...(difference.after === undefined ? {} : { after: difference.after }),
      },
    })),
    ...(marks.deprecated === undefined
      ? []
      : [{ kind: 'deprecated' as const, label: formatString(strings.apiDeprecatedIn, { version: marks.deprecated }) }]),
  ];
  return badges.length === 0 ? undefined : badges;
}
