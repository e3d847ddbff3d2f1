import { createContext, type ReactNode, useContext } from 'react';
import type { ComponentName, ComponentOverrides, ThemeComponents } from './ThemeComponents.js';

/** What a site replaced, as the components read it. */
export interface Overrides {
  components: ComponentOverrides;
  /** when `Admonition` or `CodeBlock` is replaced: the Markdown stage's HTML as React that renders them */
  markdownToReact?: (html: string) => ReactNode;
}

/**
 * The site's overrides, read where a replaceable component is used. A context rather than
 * props: the usage sites are deep in the tree, and a theme with overrides is a value
 * (`withComponents`), not a module-level setting, so two can render in one process. Never
 * provided when the site replaces nothing.
 */
const OverridesContext = createContext<Overrides>({ components: {} });

export const OverridesProvider = OverridesContext.Provider;

export function useOverrides(): Overrides {
  return useContext(OverridesContext);
}

/** The site's replacement for `name`, or the theme's `original`. */
export function useComponent<N extends ComponentName>(name: N, original: ThemeComponents[N]): ThemeComponents[N] {
  return useOverrides().components[name] ?? original;
}
