/**
 * Docusaurus's modules that MDX docs (and the site's components they import) use, each with
 * what it is in `@sitegen/theme/mdx`: a name, the module's default export; a list, its named
 * exports. A migrated page builds with its imports unchanged. The keys are Docusaurus's names.
 */
export const DOCUSAURUS_MODULES: Readonly<Record<string, string | readonly string[]>> = {
  '@theme/Tabs': 'Tabs',
  '@theme/TabItem': 'TabItem',
  '@theme/Admonition': 'Admonition',
  '@theme/CodeBlock': 'CodeBlock',
  '@theme/Details': 'Details',
  '@theme/TOCInline': 'TOCInline',
  '@theme/DocCardList': 'DocCardList',
  '@theme/Heading': 'Heading',
  '@theme/ThemedImage': 'ThemedImage',
  '@theme/MDXComponents': 'MDXComponents',
  '@theme/MDXComponents/A': 'Link',
  '@docusaurus/Link': 'Link',
  '@docusaurus/BrowserOnly': 'BrowserOnly',
  '@docusaurus/ExecutionEnvironment': 'ExecutionEnvironment',
  '@docusaurus/useBaseUrl': 'useBaseUrl',
  '@docusaurus/useDocusaurusContext': 'useDocusaurusContext',
  '@docusaurus/plugin-content-docs/client': ['useActiveVersion', 'useDocsVersion', 'useLatestVersion', 'useVersions'],
};

/** The module's code: its exports taken from the theme's. */
export function docusaurusModuleSource(specifier: string): string | undefined {
  const exported = DOCUSAURUS_MODULES[specifier];
  if (exported === undefined) return undefined;
  return typeof exported === 'string'
    ? `export { ${exported} as default } from '@sitegen/theme/mdx';`
    : `export { ${exported.join(', ')} } from '@sitegen/theme/mdx';`;
}

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

/** How to do without an export sitegen's copy of a Docusaurus module lacks (`useCurrentSidebarCategory`). */
export function unprovidedExportHint(specifier: string, name: string): string {
  const exported = DOCUSAURUS_MODULES[specifier];
  const given = exported === undefined ? [] : typeof exported === 'string' ? ['its default export'] : exported.map((each) => `'${each}'`);
  return (
    `sitegen's '${specifier}' provides ${given.join(', ')}. For '${name}', write a module of your own in the site ` +
    `(src/${name}.ts) that gives what the page needs at build time, and import it by its path ('@site/src/${name}').`
  );
}
