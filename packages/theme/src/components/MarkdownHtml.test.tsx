import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkdownHtml } from './MarkdownHtml.js';

describe('MarkdownHtml', () => {
  it('brings the styles of tabs and details only with HTML that has them', () => {
    const styles = /<style>\.sg-tabs\{/;
    expect(renderToStaticMarkup(<MarkdownHtml html='<div class="sg-tabs"><div role="tablist"></div></div>' />)).toMatch(styles);
    expect(renderToStaticMarkup(<MarkdownHtml html='<details class="sg-details"><summary>s</summary></details>' />)).toMatch(styles);
    expect(renderToStaticMarkup(<MarkdownHtml html="<p>No widgets here.</p>" />)).not.toMatch(/<style>/);
  });
});
