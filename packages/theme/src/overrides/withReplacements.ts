import { themeComponents } from '../components/index.js';
import type { Overrides } from './OverridesContext.js';
import type { ComponentOverrides } from './ThemeComponents.js';

/**
 * `overrides` with more components replaced. The Markdown converter (and the HTML parser it
 * needs, slow to load) is imported only when `Admonition` or `CodeBlock` is replaced.
 */
export async function withReplacements(overrides: Overrides, replacements: Readonly<Record<string, unknown>>): Promise<Overrides> {
  const components = { ...overrides.components, ...checked(replacements) };
  const { Admonition, CodeBlock } = components;
  if (Admonition === undefined && CodeBlock === undefined) return { components };
  const { markdownToReact } = await import('./markdownToReact.js');
  return { components, markdownToReact: (html) => markdownToReact(html, { Admonition, CodeBlock }) };
}

/**
 * The replacements the core hands `withComponents`, checked again here: the core names a
 * wrong one with the config file, but a theme may run under another core.
 */
function checked(replacements: Readonly<Record<string, unknown>>): ComponentOverrides {
  const overrides: Record<string, unknown> = {};
  for (const [name, component] of Object.entries(replacements)) {
    if (!Object.hasOwn(themeComponents, name)) {
      throw new Error(`@sitegen/theme has no component '${name}' to replace (it has ${Object.keys(themeComponents).join(', ')})`);
    }
    if (typeof component !== 'function') throw new Error(`the replacement of '${name}' is not a component (a function)`);
    overrides[name] = component;
  }
  // a component's props cannot be checked at run time: its module's types are the site's to check
  return overrides as ComponentOverrides;
}
