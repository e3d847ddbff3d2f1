/**
 * Docusaurus's modules that MDX docs import, each with its export in `@sitegen/theme/mdx`:
 * a migrated page builds with its imports unchanged. The list is Docusaurus's own names.
 */
export const DOCUSAURUS_MODULES: Readonly<Record<string, string>> = {
  '@theme/Tabs': 'Tabs',
  '@theme/TabItem': 'TabItem',
  '@theme/Admonition': 'Admonition',
  '@theme/CodeBlock': 'CodeBlock',
  '@theme/Details': 'Details',
  '@theme/TOCInline': 'TOCInline',
  '@theme/DocCardList': 'DocCardList',
  '@theme/Heading': 'Heading',
  '@theme/ThemedImage': 'ThemedImage',
  '@docusaurus/Link': 'Link',
  '@docusaurus/BrowserOnly': 'BrowserOnly',
  '@docusaurus/useBaseUrl': 'useBaseUrl',
  '@docusaurus/useDocusaurusContext': 'useDocusaurusContext',
};

/** A module of Docusaurus's namespaces: one not in the list is named as such, not as a missing package. */
export const DOCUSAURUS_NAMESPACE = /^@(?:theme|docusaurus)\//;

/** How to do without a Docusaurus module sitegen does not provide. */
export function unprovidedModuleHint(specifier: string): string {
  const name = specifier.slice(specifier.lastIndexOf('/') + 1);
  return (
    `sitegen provides ${Object.keys(DOCUSAURUS_MODULES)
      .map((module) => `'${module}'`)
      .join(', ')}. ` +
    `For '${specifier}', write a component of your own in the site (src/components/${name}.tsx) and import it by its path ('@site/src/components/${name}'), or remove its use.`
  );
}
