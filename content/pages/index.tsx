import type { ReactPageMeta, ReactPageProps } from '@sitegen/core';

interface Feature {
  title: string;
  text: string;
  path: string;
}

const features: Feature[] = [
  {
    title: 'Quote before you trade',
    text: 'Ask any pool what a swap would return, for an exact input or an exact output, and let the SDK pick the best fee tier for you.',
    path: 'docs/tutorial-basics/quoting',
  },
  {
    title: 'Swap with guard rails',
    text: 'Send exact-input or exact-output swaps with a minimum output or maximum input, then wait for the chain to confirm them.',
    path: 'docs/tutorial-basics/trading',
  },
  {
    title: 'Provide liquidity',
    text: 'Open concentrated positions by price or by tick, add and remove liquidity, and collect the fees your range has earned.',
    path: 'docs/tutorial-basics/liquidity-management',
  },
  {
    title: 'Typed from end to end',
    text: 'Amounts and prices arrive as BigNumber values, and branded Price and SqrtPrice types stop you from mixing up the numbers that matter.',
    path: 'docs/other/branded-types',
  },
];

const sample = `import { GSwap, PrivateKeySigner } from '@gala-chain/gswap-sdk';

const gSwap = new GSwap({ signer: new PrivateKeySigner(process.env.GSWAP_PRIVATE_KEY!) });

const quote = await gSwap.quoting.quoteExactInput('GUSDC|Unit|none|none', 'GALA|Unit|none|none', 10);
const pending = await gSwap.swaps.swap('GUSDC|Unit|none|none', 'GALA|Unit|none|none', quote.feeTier,
  { exactIn: 10, amountOutMinimum: quote.outTokenAmount.multipliedBy(0.99) }, 'eth|d8291E50…');`;

const tagline = 'Quote, swap and provide liquidity on gSwap from TypeScript, in Node.js or in the browser.';

export const meta: ReactPageMeta = {
  title: 'gSwap SDK',
  description: 'TypeScript SDK for the gSwap exchange on GalaChain: quote prices, swap tokens and provide concentrated liquidity.',
  // the same content as the page, for its Markdown twin
  markdown: ({ href }) =>
    [
      tagline,
      `[Get started](${href('docs/getting-started')}) · [API reference](${href('docs/api')})`,
      '## What the SDK does for you',
      ...features.map((feature) => `### [${feature.title}](${href(feature.path)})\n\n${feature.text}`),
      '## A swap in a few lines',
      `\`\`\`ts\n${sample}\n\`\`\``,
      `New to the exchange? Read the [introduction](${href('docs/intro')}), or see how gSwap compares to [Uniswap v3](${href('docs/uniswap-comparison')}).`,
    ].join('\n\n'),
};

export default function Home({ site, href }: ReactPageProps) {
  return (
    <>
      <section className="sg-hero" aria-labelledby="home-title">
        <div className="sg-container">
          <h1 className="sg-hero__title" id="home-title">
            {site.title}
          </h1>
          <p className="sg-hero__tagline">{tagline}</p>
          <div className="sg-hero__actions">
            <a className="sg-button sg-button--primary" href={href('docs/getting-started')}>
              Get started
            </a>
            <a className="sg-button sg-button--secondary" href={href('docs/api')}>
              API reference
            </a>
          </div>
        </div>
      </section>
      <section className="sg-container" aria-labelledby="home-features">
        <h2 id="home-features">What the SDK does for you</h2>
        <div className="sg-features">
          {features.map((feature) => (
            <article className="sg-feature" key={feature.path}>
              <h3 className="sg-feature__title">
                <a href={href(feature.path)}>{feature.title}</a>
              </h3>
              <p>{feature.text}</p>
            </article>
          ))}
        </div>
      </section>
      <section className="sg-container" aria-labelledby="home-sample">
        <h2 id="home-sample">A swap in a few lines</h2>
        <pre tabIndex={0}>
          <code className="language-ts">{sample}</code>
        </pre>
        <p>
          New to the exchange? Read the <a href={href('docs/intro')}>introduction</a>, or see how gSwap compares to{' '}
          <a href={href('docs/uniswap-comparison')}>Uniswap v3</a>.
        </p>
      </section>
    </>
  );
}
