import type { MdxRenderProblem } from './renderMdx.js';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first line of the page's body (not its imports and exports) where `pattern` matches, 1-based. */
function lineOf(source: string, pattern: RegExp): number | undefined {
  const lines = source.split('\n');
  const index = lines.findIndex((line) => !/^\s*(import|export)\s/.test(line) && pattern.test(line));
  return index === -1 ? undefined : index + 1;
}

interface Reading {
  hint: string;
  at?: RegExp;
}

/** What an error thrown while the page rendered most likely means, and where in the page to look. */
function readingOf(message: string): Reading {
  // a name the page's code reads (ReferenceError), or a component MDX was not given
  const undefinedName = (/^(\w+) is not defined/.exec(message) ??
    /^Expected (?:component|object) `([\w.]+)` to be defined/.exec(message))?.[1];
  if (undefinedName !== undefined) {
    return {
      hint: `\`${undefinedName}\` is used but not defined: import it at the top of the page (import ${undefinedName} from '…'), or check its spelling.`,
      at: new RegExp(`<${escapeRegExp(undefinedName)}\\b|\\{[^}]*\\b${escapeRegExp(undefinedName)}\\b`),
    };
  }
  if (/Element type is invalid/.test(message)) {
    const parent = /Check the render method of `(\w+)`/.exec(message)?.[1];
    return {
      hint: 'A component the page uses is undefined: check its import (a default import of a module that has only named exports, or the reverse) and that the module exports it.',
      ...(parent === undefined || parent === 'MDXContent' ? {} : { at: new RegExp(`<${escapeRegExp(parent)}\\b`) }),
    };
  }
  if (/\bTabItem\b|\bTabs\b/.test(message)) {
    return {
      hint: 'Check the tabs: a <TabItem> needs a `value` of its own, and <Tabs> holds only <TabItem>s.',
      at: /<Tabs\b/,
    };
  }
  const property = /Cannot read propert(?:y|ies) of (?:undefined|null) \(reading '([^']+)'\)/.exec(message)?.[1];
  if (property !== undefined) {
    return {
      hint: `Something the page or a component reads \`${property}\` of is undefined: check the props the page gives its components and the data they read.`,
      at: new RegExp(`\\.${escapeRegExp(property)}\\b|\\b${escapeRegExp(property)}=`),
    };
  }
  return {
    hint: "Check the components the page uses and the props it gives them (a 'use client' component takes data, not functions or elements).",
  };
}

/** An error thrown while an MDX page rendered, with a hint that fits it and the line of the page it most likely comes from. */
export function renderFailureOf(cause: unknown, source: string): MdxRenderProblem {
  const message = cause instanceof Error ? cause.message : String(cause);
  const reading = readingOf(message);
  const line = reading.at === undefined ? undefined : lineOf(source, reading.at);
  return {
    code: 'mdx/render',
    message: `the page threw while it rendered: ${message.split('\n')[0]}`,
    hint: reading.hint,
    ...(line === undefined ? {} : { line }),
  };
}
