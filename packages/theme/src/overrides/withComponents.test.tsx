import { describe, expect, it } from 'vitest';
import { type AdmonitionProps, Admonition, type CodeBlockProps, CodeBlock, Footer, type FooterProps } from '../components/index.js';
import theme, { renderDocument } from '../index.js';
import { sampleApiPage, sampleDocPage, sampleSite } from '../test/sampleViews.js';

/** As the Markdown stage writes them (remarkAdmonitions, rehypeCodeBlocks with Shiki). */
const admonition =
  '<aside class="sg-admonition sg-admonition--tip" role="note" aria-label="Before you swap"><p class="sg-admonition__title">Before <em>you</em> swap</p>\n<p>Ask for a quote.</p>\n</aside>';
const codeBlock =
  '<div class="sg-code sg-code--line-numbers" data-sg-code="" data-language="ts"><div class="sg-code__title">swap.ts</div><pre class="shiki" style="--shiki-light:#24292e;--shiki-dark:#e1e4e8" tabindex="0"><code><span class="line"><span style="--shiki-light:#D73A49">const</span><span> a = </span><a class="sg-code-link" href="/api/GSwap">GSwap</a></span></code></pre></div>';
const markdown = `<p>Intro &amp; <code>x &lt; y</code>.</p>\n${admonition}\n${codeBlock}\n<table><thead><tr><th align="left">A</th></tr></thead><tbody><tr><td align="left">1</td></tr></tbody></table>`;
const page = sampleDocPage({ html: markdown });
const site = sampleSite();

function BrandFooter(props: FooterProps) {
  return (
    <>
      <p className="brand">Brand</p>
      <Footer {...props} />
    </>
  );
}

/** What the replacements below were rendered with. */
const seen: { admonition?: Omit<AdmonitionProps, 'children'>; code?: Omit<CodeBlockProps, 'children'> } = {};

function Callout({ children, ...props }: AdmonitionProps) {
  seen.admonition = props;
  return <div className={`callout callout-${props.type}`}>{children}</div>;
}

function Figure({ children, ...props }: CodeBlockProps) {
  seen.code = props;
  return <figure data-lines={props.showLineNumbers}>{children}</figure>;
}

const SameAdmonition = (props: AdmonitionProps) => <Admonition {...props} />;
const SameCodeBlock = (props: CodeBlockProps) => <CodeBlock {...props} />;
const NoComment = () => <p className="no-comment" />;

describe('the theme’s replaceable components', () => {
  it('names them, the ones the issue asks for among them', () => {
    expect(theme.components).toEqual(
      expect.arrayContaining([
        'Layout',
        'Navbar',
        'Footer',
        'Sidebar',
        'Toc',
        'DocPage',
        'Admonition',
        'CodeBlock',
        'NotFound',
        'ApiArticle',
      ]),
    );
  });

  it('renders a replacement that wraps the original, and nothing else changes', async () => {
    const replaced = await theme.withComponents?.({ Footer: BrandFooter });
    const html = replaced?.renderDocument(page, site) ?? '';
    const original = renderDocument(page, site);
    expect(html).toContain('<p class="brand">Brand</p><footer class="sg-footer sg-footer--dark">');
    expect(html.replace('<p class="brand">Brand</p>', '')).toBe(original);
    // the theme it was made from is unchanged
    expect(theme.renderDocument(page, site)).toBe(original);
  });

  it('keeps the Markdown HTML as it is when neither Admonition nor CodeBlock is replaced', async () => {
    const replaced = await theme.withComponents?.({ Footer: BrandFooter });
    expect(replaced?.renderDocument(page, site)).toContain(markdown);
  });

  it('renders admonitions and code blocks of Markdown through their replacements, with the documented props', async () => {
    const replaced = await theme.withComponents?.({ Admonition: Callout, CodeBlock: Figure });
    const html = replaced?.renderDocument(page, site) ?? '';
    expect(html).toContain('<div class="callout callout-tip">\n<p>Ask for a quote.</p>\n</div>');
    expect(seen.admonition?.type).toBe('tip');
    expect(seen.code).toEqual({ language: 'ts', title: 'swap.ts', code: 'const a = GSwap', showLineNumbers: true });
    expect(html).toMatch(
      /<figure data-lines="true"><pre class="shiki" style="--shiki-light:#24292e;--shiki-dark:#e1e4e8" tabindex="0"><code>.*<\/figure>/,
    );
    expect(html).toContain('<a class="sg-code-link" href="/api/GSwap">GSwap</a>');
    // the rest of the page's Markdown is the same markup
    expect(html).toContain('<p>Intro &amp; <code>x &lt; y</code>.</p>');
    expect(html).toContain('<th align="left">A</th>');
  });

  it('renders the same Markdown markup through replacements that only wrap the originals', async () => {
    const replaced = await theme.withComponents?.({ Admonition: SameAdmonition, CodeBlock: SameCodeBlock });
    expect(replaced?.renderDocument(page, site)).toBe(renderDocument(page, site));
  });

  it('replaces the parts of an API page', async () => {
    const api = sampleApiPage();
    const replaced = await theme.withComponents?.({ CommentView: NoComment });
    const html = replaced?.renderDocument(api, site) ?? '';
    expect(html).toContain('<p class="no-comment"></p>');
    expect(html).not.toContain('<p>Swaps tokens.</p>');
  });

  it('refuses a name it does not have, or a value that is not a component', async () => {
    await expect(theme.withComponents?.({ Fotter: BrandFooter })).rejects.toThrow(/no component 'Fotter' to replace \(it has Layout, /);
    await expect(theme.withComponents?.({ Footer: 'Footer.tsx' })).rejects.toThrow(/'Footer' is not a component/);
  });
});
