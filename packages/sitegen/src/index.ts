/**
 * sitegen's public API: `defineConfig` for `sitegen.config.ts`, the build entry points,
 * and the types a site or another tool needs.
 */
export { defineConfig } from './config/defineConfig.js';
export type * from './config/types.js';
export type * from './plugins/types.js';
export { loadConfig } from './config/loadConfig.js';
export { resolveConfig } from './config/resolveConfig.js';
export { build, buildInMemory, type BuildParams, type BuiltSite, type InMemoryBuild } from './pipeline/build.js';
export { serveSite, type ServeSiteParams, type ServedSite } from './serve/serveSite.js';
export { SitegenError, isSitegenError, formatLocation, type SitegenErrorParams, type SourceLocation } from './errors/SitegenError.js';
export type { Diagnostic, Severity } from './errors/Diagnostic.js';
export type { Logger } from './logger/Logger.js';
export { createConsoleLogger, type ConsoleLoggerOptions } from './logger/consoleLogger.js';
export { createMemoryLogger, type MemoryLogger, type LogEntry } from './logger/memoryLogger.js';
export type { ReactPageMeta, ReactPageProps } from './view/index.js';
export type { Theme, ThemeAssets, IslandMount } from './view/index.js';
export { islandAttributes } from './view/index.js';
