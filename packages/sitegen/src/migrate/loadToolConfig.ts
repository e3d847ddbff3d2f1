import type { Plugin } from 'esbuild';
import { SitegenError } from '../errors/SitegenError.js';
import { importTypeScript } from '../load/importTypeScript.js';
import { stubImports } from './stubImports.js';

/** Another tool's config as data: the keys a migration reads, the rest kept to list as not mapped. */
export type ToolConfig = Record<string, unknown>;

export interface LoadToolConfigParams {
  file: string;
  /** the tool's name, in the errors: 'Docusaurus', 'VitePress' */
  tool: string;
  /** what a config that exports a function is called with, as the tool calls it for a build */
  callWith: unknown[];
  /** how to export the config, said when it has no object as its default export */
  exportHint: string;
  /** the page of sitegen's docs to follow instead */
  guide: string;
  /** plugins that run before the stubs (a require shim) */
  plugins?: Plugin[];
}

/**
 * Loads a tool's config as the tool would for a build, with the packages it imports stubbed
 * (stubImports): a function export is called (and awaited). Its own files are read, never written.
 */
export async function loadToolConfig({ file, tool, callWith, exportHint, guide, plugins = [] }: LoadToolConfigParams): Promise<ToolConfig> {
  const exports = await importTypeScript({
    file,
    plugins: [...plugins, stubImports],
    toError: (problem) =>
      new SitegenError({
        code: 'migrate/config-load',
        message: `the ${tool} config could not be read (${problem.message})`,
        hint: `Fix the error in the config, or write sitegen.config.ts by hand (see "${guide}").`,
        location: { file, ...(problem.line === undefined ? {} : { line: problem.line }) },
      }),
  });
  // a CommonJS config (`module.exports = config`) has no default export of its own
  let config: unknown = exports.default ?? exports;
  if (typeof config === 'function') config = await (config as (...args: unknown[]) => unknown)(...callWith);
  config = await config;
  if (config === null || typeof config !== 'object') {
    throw new SitegenError({
      code: 'migrate/config-load',
      message: `the ${tool} config has no object as its default export`,
      hint: exportHint,
      location: { file },
    });
  }
  return config as ToolConfig;
}
