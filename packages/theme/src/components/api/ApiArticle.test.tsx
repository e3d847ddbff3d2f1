import type { ApiArticleView } from '@sitegen/core/view';
import { describe, expect, it } from 'vitest';
import { renderApiArticle } from '../../test/renderApiArticle.js';
import { sampleApiPage } from '../../test/sampleViews.js';

const html = renderApiArticle(sampleApiPage().article);

describe('ApiArticle', () => {
  it('renders headings with their direct link, a member heading with its badges', () => {
    expect(html).toContain(
      '<h2 id="methods">Methods<a href="#methods" class="sg-heading-anchor" aria-label="Direct link to Methods">#</a></h2>',
    );
    expect(html).toContain(
      '<h3 id="swap">swap<span class="sg-api-badge sg-api-badge--static">static</span><span class="sg-api-badge sg-api-badge--deprecated">deprecated</span><a href="#swap" class="sg-heading-anchor" aria-label="Direct link to swap">#</a></h3>',
    );
    expect(html).toContain('<h4>Parameters</h4>');
  });

  it('renders a signature as a highlighted block: type references linked, code links marked, other packages in a new tab', () => {
    expect(html).toContain(
      '<div class="sg-code sg-api-code" data-sg-code="" data-language="ts"><pre class="shiki" style="--shiki-light-bg:#ffffff" tabindex="0">',
    );
    expect(html).toContain(
      '<span style="--shiki-light:#8250DF"><a class="sg-code-link" href="/docs-site/docs/api/classes/Swaps#swap" title="swap(amount: NumericAmount): Promise&lt;PendingTransaction&gt;">swap</a></span><span>(amount: </span>',
    );
    expect(html).toContain(
      '<span style="--shiki-light:#8250DF"><a href="/docs-site/docs/api/type-aliases/NumericAmount">NumericAmount</a></span>',
    );
    expect(html).toContain('<a href="https://developer.mozilla.org/Promise" target="_blank" rel="noopener noreferrer">Promise</a>');
    expect(html).toContain(
      '<span style="--shiki-light:#CF222E">Pending<a class="sg-code-link" href="/docs-site/docs/api/classes/PendingTransaction">Transaction</a></span>',
    );
  });

  it('renders the comment with the deprecation first and block tags under their titles, relations linked', () => {
    expect(html).toContain(
      '<div class="sg-api-comment"><p>Swaps tokens.</p></div><div class="sg-api-tag sg-api-tag--remarks"><h4>Remarks</h4><div><p>Through the bundler.</p></div></div>',
    );
    expect(html).toContain(
      '<div class="sg-admonition sg-admonition--warning"><div class="sg-admonition__title">Deprecated</div><div><p>Use trade.</p></div></div>',
    );
    expect(html).toContain(
      '<p class="sg-api-member__source">Inherited from <a href="/docs-site/docs/api/classes/Base#swap"><code>Base.swap</code></a></p>',
    );
  });

  it('gives a table a Description column only when a row has one, an options object the type `object`, inline code its code link, each type cell its label', () => {
    expect(html).toContain('<table class="sg-api-parameters"><thead><tr><th>Parameter</th><th>Type</th><th>Description</th></tr></thead>');
    expect(html).toContain(
      '<tr><td><code>options</code></td><td data-label="Type"><code class="sg-api-type">object</code></td><td></td></tr>',
    );
    expect(html).toContain(
      '<td><a class="sg-code-link" href="/docs-site/docs/api/enumerations/FEE_TIER" title="enum FEE_TIER"><code>options.fee?</code></a></td>',
    );
    expect(html).toContain(
      '<td data-label="Type"><code class="sg-api-type"><a href="/docs-site/docs/api/type-aliases/NumericAmount" class="sg-api-type__ref">NumericAmount</a></code></td>',
    );
    expect(html).toContain(
      '<p class="sg-api-returns"><code class="sg-api-type"><span class="sg-api-type__ref">Promise</span>&lt;<span class="sg-api-type__intrinsic">void</span>&gt;</code></p><div><p>When the swap is submitted.</p></div>',
    );
  });

  it('renders the overview pages: the README and the exports with their kind, the globals by kind without it', () => {
    const rows = [
      { name: 'Swaps', href: '/docs-site/docs/api/classes/Swaps', kindLabel: 'Class', summaryHtml: '<p>Swaps tokens.</p>' },
      { name: 'Pools', href: '/docs-site/docs/api/classes/Pools', kindLabel: 'Class', outline: 'methods getPoolData' },
    ];
    const index: ApiArticleView = {
      kind: 'index',
      readmeHtml: '<p>The SDK.</p>',
      exports: { heading: { level: 2, id: 'exports', label: 'Exports' }, rows },
    };
    expect(renderApiArticle(index)).toMatch(
      /^<div class="sg-api sg-api--index"><div><p>The SDK.<\/p><\/div><h2 id="exports">Exports.*<th>Kind<\/th>.*<td><a href="\/docs-site\/docs\/api\/classes\/Pools"><code>Pools<\/code><\/a><\/td><td>Class<\/td><td>methods getPoolData<\/td>/,
    );
    const globals: ApiArticleView = { kind: 'globals', groups: [{ heading: { level: 2, id: 'classes', label: 'Classes' }, rows }] };
    const rendered = renderApiArticle(globals);
    expect(rendered).toMatch(/^<div class="sg-api sg-api--globals"><section><h2 id="classes">Classes/);
    expect(rendered).not.toContain('<th>Kind</th>');
    expect(rendered).toContain('<td><div><p>Swaps tokens.</p></div></td>');
  });
});
