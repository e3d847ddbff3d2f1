/**
 * The view contract between the core and a theme: the page and site view models the core
 * computes (the API reference's articles among them), the names the page exposes (classes,
 * data attributes, storage keys, islands), the islands' props and the Theme a theme module
 * provides. Published as `@sitegen/core/view`.
 */
export type * from './model.js';
export type * from './apiModel.js';
export type * from './islands.js';
export type * from './theme.js';
export type * from './mdxSite.js';
export * from './constants.js';
export * from './strings.js';
