import type { ApiChangesArticleView, ApiVersionBadgeView, BeforeAfterLabels } from '@sitegen/core/view';
import { Heading } from './Heading.js';

/** A sentence of the API's history with its code in backticks, as code. */
export function ChangeMessage({ message }: { message: string }) {
  return <>{message.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part))}</>;
}

/** The old and new written forms of a change. */
function BeforeAfter({ before, after, labels }: { before?: string; after?: string; labels: BeforeAfterLabels }) {
  return (
    <dl className="sg-api-change__forms">
      {before === undefined ? null : (
        <div>
          <dt>{labels.before}</dt>
          <dd>
            <pre>
              <code>{before}</code>
            </pre>
          </dd>
        </div>
      )}
      {after === undefined ? null : (
        <div>
          <dt>{labels.after}</dt>
          <dd>
            <pre>
              <code>{after}</code>
            </pre>
          </dd>
        </div>
      )}
    </dl>
  );
}

/** "Added in 2.0", "Changed in 3.0" (what changed in a <details>: no script), "Deprecated in 3.0". */
export function VersionBadges({ badges }: { badges: ApiVersionBadgeView[] | undefined }) {
  if (badges === undefined) return null;
  return (
    <div className="sg-api-since">
      {badges.map((badge, index) =>
        badge.change === undefined ? (
          <span key={index} className={`sg-api-since__badge sg-api-since__badge--${badge.kind}`}>
            {badge.label}
          </span>
        ) : (
          <details key={index} className="sg-api-since__change">
            <summary>
              <span className={`sg-api-since__badge sg-api-since__badge--${badge.kind}`}>{badge.label}</span>
            </summary>
            <p>
              <ChangeMessage message={badge.change.message} />
            </p>
            <BeforeAfter before={badge.change.before} after={badge.change.after} labels={badge.change.labels} />
          </details>
        ),
      )}
    </div>
  );
}

/** A docs version's API changes page: breaking first, each kind of change in a list linked to the reference. */
export function ChangesArticle({ article }: { article: ApiChangesArticleView }) {
  return (
    <>
      <p>{article.intro}</p>
      {article.sections.map((section) => (
        <section key={section.heading.id} className="sg-api-changes">
          <Heading heading={section.heading} />
          {section.groups.map((group) => (
            <div key={group.label}>
              <h3>{group.label}</h3>
              <ul>
                {group.rows.map((row, index) => (
                  <li key={index}>
                    {row.href === undefined ? (
                      <code>{row.path}</code>
                    ) : (
                      <a href={row.href}>
                        <code>{row.path}</code>
                      </a>
                    )}
                    : <ChangeMessage message={row.message} />
                    {row.before === undefined && row.after === undefined ? null : (
                      <BeforeAfter before={row.before} after={row.after} labels={article.labels} />
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </>
  );
}
