import type { ThemeStrings } from '@sitegen/core/view';
import { ENGLISH_STRINGS } from '@sitegen/core/view';
import { createContext, Fragment, useContext, type ReactNode } from 'react';

/** The theme's words in the page's locale (`site.strings`), English by default. */
export const StringsContext = createContext<ThemeStrings>(ENGLISH_STRINGS);

export function useStrings(): ThemeStrings {
  return useContext(StringsContext);
}

/** The page's language tag (`site.lang`), which formats its numbers and dates. */
export const LangContext = createContext<string>('en');

export function useLang(): string {
  return useContext(LangContext);
}

/** A date as the page's language writes it ('24 Nov 2026', '24 nov. 2026'), in UTC so every reader sees the same. */
export function formatDate(date: string, lang: string): string {
  // a bare `en` writes day, month, year, as the theme always has: '11/24' reads two ways
  const locale = lang.toLowerCase() === 'en' ? 'en-GB' : lang;
  return new Date(date).toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** A string's `{name}` placeholders replaced by elements: the words around them stay in the locale's order. */
export function fillNodes(template: string, nodes: Readonly<Record<string, ReactNode>>): ReactNode {
  return template.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={index}>{name !== undefined && name in nodes ? nodes[name] : part}</Fragment>;
  });
}
