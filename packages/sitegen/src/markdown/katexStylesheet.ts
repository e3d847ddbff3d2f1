import { createRequire } from 'node:module';

/**
 * KaTeX's stylesheet (`markdown.math`), of the very KaTeX rehype-katex renders with, so the
 * classes and the fonts its `url()`s name match the HTML the build wrote.
 */
export function katexStylesheet(): string {
  const rehypeKatex = createRequire(import.meta.url).resolve('rehype-katex');
  return createRequire(rehypeKatex).resolve('katex/dist/katex.css');
}
