/**
 * The theme's CSS variables as a reference page, read from its stylesheet of tokens: each
 * `--sg-*` with its value in light and dark mode, under the comment that opens its group.
 */

export interface CssVariable {
  name: string;
  /** the comment above its group in the stylesheet */
  group: string;
  /** the value for every colour mode, or undefined where it differs between modes */
  value?: string;
  light?: string;
  dark?: string;
}

type Mode = 'any' | 'light' | 'dark';

const BLOCK = /([^{}]+)\{([^}]*)\}/g;
const ITEM = /\/\*([\s\S]*?)\*\/|(--sg-[\w-]+)\s*:\s*([^;]+);/g;

function modeOf(selector: string): Mode {
  const selectors = selector.split(',').map((part) => part.trim().replaceAll("'", '"'));
  if (selectors.includes('[data-theme="dark"]')) return 'dark';
  if (selectors.includes('[data-theme="light"]')) return 'light';
  return 'any';
}

/** The `--sg-*` variables a stylesheet declares at its top level, in order of first declaration. */
export function readCssVariables(css: string): CssVariable[] {
  const variables = new Map<string, CssVariable>();
  for (const [, selector = '', body = ''] of css.replace(/^\s*\/\*[\s\S]*?\*\//, '').matchAll(BLOCK)) {
    const mode = modeOf(selector);
    let group = '';
    for (const [, comment, name, value] of body.matchAll(ITEM)) {
      if (comment !== undefined) group = comment.trim();
      if (name === undefined || value === undefined) continue;
      const variable = variables.get(name) ?? { name, group };
      if (variable.group === '') variable.group = group;
      if (mode === 'any') variable.value = value.trim();
      else variable[mode] = value.trim();
      variables.set(name, variable);
    }
  }
  return [...variables.values()];
}

function cell(text: string): string {
  return `\`${text.replaceAll('|', '\\|')}\``;
}

function heading(group: string): string {
  const [title = group] = group.split(':');
  return `${title[0]?.toUpperCase() ?? ''}${title.slice(1)}`;
}

function description(group: string): string {
  const rest = group.includes(':') ? group.slice(group.indexOf(':') + 1).trim() : '';
  return rest === '' ? '' : `${rest[0]?.toUpperCase()}${rest.slice(1)}.\n\n`;
}

/** The reference page: a table per group, with both modes' values where they differ. */
export function renderCssVariablesReference(variables: CssVariable[], source: string): string {
  const groups = [...new Set(variables.map((variable) => variable.group))];
  const sections = groups.map((group) => {
    const members = variables.filter((variable) => variable.group === group);
    const perMode = members.some((variable) => variable.value === undefined);
    const rows = members.map((variable) =>
      perMode
        ? `| ${cell(variable.name)} | ${cell(variable.light ?? variable.value ?? '')} | ${cell(variable.dark ?? variable.value ?? '')} |`
        : `| ${cell(variable.name)} | ${cell(variable.value ?? '')} |`,
    );
    const header = perMode ? '| variable | light | dark |\n|---|---|---|' : '| variable | value |\n|---|---|';
    return `## ${heading(group)}\n\n${description(group)}${header}\n${rows.join('\n')}\n`;
  });
  return `---
title: CSS variables
sidebar_position: 5
description: Every --sg-* variable of the default theme, with its light and dark values.
---

<!-- generated from ${source} by docs/scripts/generateReference.ts: edit the source, then run pnpm docs:build -->

The default theme takes its colours, fonts, spacing and sizes from these variables. Set them in
a stylesheet listed in \`customCss\` (it comes after the theme's, so equal selectors win):
\`:root\` for every mode, \`[data-theme="dark"]\` for dark mode only. See
[Theming and extending](../theming-and-extending.md#colours-fonts-and-sizes).

${sections.join('\n')}`;
}
