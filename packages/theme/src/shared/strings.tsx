import type { ThemeStrings } from '@sitegen/core/view';
import { ENGLISH_STRINGS } from '@sitegen/core/view';
import { createContext, Fragment, useContext, type ReactNode } from 'react';

/** The theme's words in the page's locale (`site.strings`), English by default. */
export const StringsContext = createContext<ThemeStrings>(ENGLISH_STRINGS);

export function useStrings(): ThemeStrings {
  return useContext(StringsContext);
}

/** A string's `{name}` placeholders replaced by elements: the words around them stay in the locale's order. */
export function fillNodes(template: string, nodes: Readonly<Record<string, ReactNode>>): ReactNode {
  return template.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={index}>{name !== undefined && name in nodes ? nodes[name] : part}</Fragment>;
  });
}
