/** Where a route's Markdown twin is written: 'docs/intro' → 'docs/intro.md', the home page '' → 'index.md'. */
export function markdownTwinPath(routePath: string): string {
  return `${routePath === '' ? 'index' : routePath}.md`;
}
