import { ISLANDS } from '@sitegen/core/view';
import { Island } from './Island.js';
import { useStrings } from '../shared/strings.js';
import type { TocProps } from './props.js';

export type { TocProps } from './props.js';

export function Toc({ toc }: TocProps) {
  const minLevel = Math.min(...toc.map((item) => item.level));
  const strings = useStrings();
  return (
    <aside className="sg-toc" aria-labelledby="sg-toc-title">
      <Island name={ISLANDS.toc} className="sg-toc__inner">
        <h2 className="sg-toc__title" id="sg-toc-title">
          {strings.onThisPage}
        </h2>
        <ul className="sg-toc__list">
          {toc.map((item) => (
            <li key={item.id} className={`sg-toc__item sg-toc__item--depth-${item.level - minLevel}`}>
              <a className="sg-toc__link" href={`#${item.id}`}>
                {item.text}
              </a>
            </li>
          ))}
        </ul>
      </Island>
    </aside>
  );
}
