import type { Element, ElementContent } from 'hast';

/** What a code theme's token colours are read from: Shiki's bundled theme JSON. */
export interface ThemeColors {
  fg?: string;
  colors?: Record<string, string>;
  tokenColors?: readonly { settings?: { foreground?: string } }[];
}

/** A theme's token colours, each with its class's number: sorted, so every process numbers them alike. */
export type TokenPalette = ReadonlyMap<string, number>;

export interface TokenPalettes {
  light: TokenPalette;
  dark: TokenPalette;
}

const MODES = { light: 'l', dark: 'd' } as const;

/** Every colour a theme gives tokens (lower case), numbered in sorted order. */
export function tokenPalette(theme: ThemeColors): TokenPalette {
  const colors = new Set<string>();
  const add = (color: string | undefined): void => {
    if (typeof color === 'string' && color !== '') colors.add(color.toLowerCase());
  };
  add(theme.fg);
  add(theme.colors?.['editor.foreground']);
  for (const rule of theme.tokenColors ?? []) add(rule.settings?.foreground);
  return new Map([...colors].sort().map((color, index) => [color, index]));
}

/**
 * The stylesheet rules that give each token class its colour: each class sets the variable
 * the theme's CSS reads (`--shiki-light`, `--shiki-dark`), exactly as the inline style did,
 * so every rule reading them (marked lines darken a colour) keeps working.
 */
export function tokenClassCss(palettes: TokenPalettes): string {
  const rules: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    for (const [color, index] of palettes[mode]) rules.push(`.shiki .${MODES[mode]}${index}{--shiki-${mode}:${color}}`);
  }
  return `${rules.join('\n')}\n`;
}

/**
 * Shiki writes two inline colours on every token (`style="--shiki-light:#CF222E;--shiki-dark:#FF7B72"`,
 * 52 bytes; 370 of them were a third of the gSwap quoting guide's HTML). A colour of the
 * palette becomes a class (`class="l5 d9"`); a token in the block's own colours (the `pre`
 * sets them) keeps none, as it inherits them. Anything else (a colour outside the palette,
 * font styles) stays inline. Changes the block's tree in place.
 */
export function classifyTokenColors(pre: Element, palettes: TokenPalettes): void {
  const blockColors = declarationsOf(String(pre.properties.style ?? ''));
  const visit = (children: ElementContent[]): void => {
    for (const child of children) {
      if (child.type !== 'element') continue;
      if (child.tagName === 'span' && typeof child.properties.style === 'string') classify(child, blockColors, palettes);
      visit(child.children);
    }
  };
  visit(pre.children);
}

function classify(span: Element, blockColors: Map<string, string>, palettes: TokenPalettes): void {
  const kept: string[] = [];
  const classes: string[] = [];
  for (const [property, value] of declarationsOf(String(span.properties.style))) {
    const mode = property === '--shiki-light' ? 'light' : property === '--shiki-dark' ? 'dark' : undefined;
    if (mode !== undefined && blockColors.get(property)?.toLowerCase() === value.toLowerCase()) continue;
    const index = mode === undefined ? undefined : palettes[mode].get(value.toLowerCase());
    if (mode !== undefined && index !== undefined) classes.push(`${MODES[mode]}${index}`);
    else kept.push(`${property}:${value}`);
  }
  if (kept.length > 0) span.properties.style = kept.join(';');
  else delete span.properties.style;
  if (classes.length > 0) {
    const existing = span.properties.className;
    span.properties.className = [...(Array.isArray(existing) ? existing.map(String) : []), ...classes];
  }
}

function declarationsOf(style: string): Map<string, string> {
  const declarations = new Map<string, string>();
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0) declarations.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
  }
  return declarations;
}
