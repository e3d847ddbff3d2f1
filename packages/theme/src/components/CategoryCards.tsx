import type { CategoryPageView, ThemeStrings } from '@sitegen/core/view';
import { formatString } from '@sitegen/core/view';
import { DocIcon, FolderIcon, TagIcon } from '../shared/icons.js';
import { useStrings } from '../shared/strings.js';

const ICONS = { doc: DocIcon, category: FolderIcon, tag: TagIcon } as const;

function countLabel(kind: CategoryPageView['cards'][number]['kind'], count: number, strings: ThemeStrings): string {
  const template = kind !== 'tag' ? strings.cardItems : count === 1 ? strings.cardDocsOne : strings.cardDocs;
  return formatString(template, { count: String(count) });
}

export function CategoryCards({ page }: { page: CategoryPageView }) {
  const strings = useStrings();
  return (
    <>
      {page.description && <p className="sg-lead">{page.description}</p>}
      <ul className="sg-cards">
        {page.cards.map((card) => {
          const Icon = ICONS[card.kind];
          return (
            <li key={card.href}>
              <a className={`sg-card sg-card--${card.kind}`} href={card.href}>
                <h2 className="sg-card__title">
                  <Icon />
                  {card.label}
                </h2>
                {(card.description || card.count !== undefined) && (
                  <p className="sg-card__description">{card.description ?? countLabel(card.kind, card.count ?? 0, strings)}</p>
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </>
  );
}
