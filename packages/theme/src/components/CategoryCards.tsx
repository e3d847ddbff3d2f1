import type { CategoryPageView } from '@sitegen/core/view';
import { DocIcon, FolderIcon } from '../shared/icons.js';

export function CategoryCards({ page }: { page: CategoryPageView }) {
  return (
    <>
      {page.description && <p className="sg-lead">{page.description}</p>}
      <ul className="sg-cards">
        {page.cards.map((card) => (
          <li key={card.href}>
            <a className={`sg-card sg-card--${card.kind}`} href={card.href}>
              <h2 className="sg-card__title">
                {card.kind === 'category' ? <FolderIcon /> : <DocIcon />}
                {card.label}
              </h2>
              {(card.description || card.count !== undefined) && (
                <p className="sg-card__description">{card.description ?? `${card.count} items`}</p>
              )}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
