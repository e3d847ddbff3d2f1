import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { VFile } from 'vfile';
import type { MarkdownFile } from '../fileData.js';
import { syntaxHint } from './syntaxHint.js';

/** The compiled module of a partial, behind the wrapper that its importers get. */
const COMPILED = '?sitegen-partial';

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;

/** Compiles a partial's MDX with the page's pipeline: its JavaScript module. */
export type CompilePartial = (file: MarkdownFile) => Promise<string>;

/**
 * `import Setup from './_setup.md'` in an MDX page: the partial (a `.md` or `.mdx` file, its
 * name usually starting with `_` so that it is no page of its own) is compiled with the same
 * pipeline as the page, so its links resolve from its own folder, its code is highlighted and
 * it is checked like a page; it renders in place with the theme's components, as Docusaurus's
 * MDX provider gives them. Each compiled partial's file (its links, ids, images, messages) is
 * added to `compiled`, for the page to take over.
 */
export function mdxPartials(compile: CompilePartial, compiled: MarkdownFile[]): Plugin {
  return {
    name: 'sitegen-mdx-partials',
    setup(build) {
      build.onLoad({ filter: /\.mdx?$/i, namespace: 'file' }, async (args) => {
        const resolveDir = path.dirname(args.path);
        if (args.suffix !== COMPILED) return { contents: wrapper(args.path), loader: 'js', resolveDir };
        const source = await readFile(args.path, 'utf8');
        const frontMatter = FRONT_MATTER.exec(source)?.[0] ?? '';
        const file = new VFile({ path: args.path, value: source.slice(frontMatter.length) });
        file.data.sgLineOffset = frontMatter.split('\n').length - 1;
        try {
          const program = await compile(file);
          compiled.push(file);
          return { contents: program, loader: 'js', resolveDir };
        } catch (error) {
          return { errors: [{ text: failureText(file, error) }] };
        }
      });
    },
  };
}

/** The partial as a component that gets the theme's components (`<Tabs>` without an import), and its `toc`. */
function wrapper(file: string): string {
  const compiled = JSON.stringify(`./${path.basename(file)}${COMPILED}`);
  return [
    `import Content from ${compiled};`,
    `import { mdxComponents } from '@sitegen/theme/mdx';`,
    `import { createElement } from 'react';`,
    `export * from ${compiled};`,
    'export default function Partial(props) {',
    '  return createElement(Content, { ...props, components: { ...mdxComponents, ...props.components } });',
    '}',
  ].join('\n');
}

/** Where in the partial it failed: esbuild's error names the partial's file, line and column for the page's diagnostic. */
function failureText(file: MarkdownFile, error: unknown): string {
  const message = file.messages.find((each) => each.fatal === true) ?? (isMessage(error) ? error : undefined);
  if (message === undefined) return `the partial ${file.path} does not compile: ${error instanceof Error ? error.message : String(error)}`;
  // a parse error of MDX's JSX names its place only in its reason: `(3:1-3:11)`
  const named = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(message.reason);
  const line = message.line ?? (named === null ? undefined : Number(named[1]));
  const column = message.column ?? (named === null ? undefined : Number(named[2]));
  const place = line === undefined ? '' : `:${line + (file.data.sgLineOffset ?? 0)}${column === undefined ? '' : `:${column}`}`;
  return `the partial ${file.path}${place} does not compile: ${message.reason} (${syntaxHint(message.reason, message.ruleId ?? undefined)})`;
}

type VFileMessage = ReturnType<MarkdownFile['message']>;

/** A message of the MDX parser (micromark, acorn), thrown as it failed. */
function isMessage(error: unknown): error is VFileMessage {
  return error instanceof Error && 'reason' in error && 'ruleId' in error;
}
