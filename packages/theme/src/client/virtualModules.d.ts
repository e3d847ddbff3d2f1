/** Filled in by the core's bundler: the plugins' islands (see PluginIslandLoaders). */
declare module 'virtual:sitegen/islands' {
  const islands: import('@sitegen/core/view').PluginIslandLoaders;
  export default islands;
}
