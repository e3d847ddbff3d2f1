import type { CategoryPageView } from '@sitegen/core/view';
import { DocIcon, FolderIcon, TagIcon } from '../shared/icons.js';

const ICONS = { doc: DocIcon, category: FolderIcon, tag: TagIcon } as const;

function countLabel(kind: CategoryPageView['cards'][number]['kind'], count: number): string {
  return kind === 'tag' ? `${count} doc${count === 1 ? '' : 's'}` : `${count} items`;
}

export function CategoryCards({ page }: { page: CategoryPageView }) {
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
                  <p className="sg-card__description">{card.description ?? countLabel(card.kind, card.count ?? 0)}</p>
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </>
  );
}
