import { NavLink } from './NavLink.js';
import type { FooterProps } from './props.js';

export type { FooterProps } from './props.js';

export function Footer({ footer }: FooterProps) {
  return (
    <footer className={`sg-footer sg-footer--${footer.style}`}>
      <div className="sg-footer__inner">
        {footer.groups.length > 0 && (
          <div className="sg-footer__groups">
            {footer.groups.map((group) => (
              <nav key={group.title} className="sg-footer__group" aria-label={group.title}>
                <h2 className="sg-footer__title">{group.title}</h2>
                <ul>
                  {group.items.map((link) => (
                    <li key={link.href}>
                      <NavLink href={link.href} isExternal={link.isExternal} className="sg-footer__link">
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        )}
        {footer.copyright && <p className="sg-footer__copyright">{footer.copyright}</p>}
      </div>
    </footer>
  );
}
