import type { ReactPageMeta, ReactPageProps } from '@sitegen/core';

export const meta: ReactPageMeta = {
  title: 'sitegen',
  description: 'A static-site generator for SDK documentation',
};

const features = [
  {
    title: 'Guides and reference together',
    text: 'Markdown guides beside an API reference generated from your package’s TypeScript declarations, linked both ways.',
  },
  {
    title: 'Examples that compile',
    text: 'Every TypeScript block of the docs is type-checked against the installed packages at build time.',
  },
  { title: 'Fast and small', text: 'A 70-page site rebuilds in about a second; a docs page loads about 14 kB of JavaScript.' },
  { title: 'Checked links', text: 'Broken links and anchors are reported at their line; --strict crawls the written site for CI.' },
  {
    title: 'Search and dark mode built in',
    text: 'Pagefind search with no service to run, light and dark themes, and llms.txt for coding agents.',
  },
  { title: 'Extensible', text: 'Plugins, Markdown plugins, component overrides and custom CSS, all typed.' },
];

export default function Home({ site, href }: ReactPageProps) {
  return (
    <>
      <header className="sg-hero">
        <div className="sg-container">
          <h1 className="sg-hero__title">{site.title}</h1>
          <p className="sg-hero__tagline">{site.tagline}</p>
          <div className="sg-hero__actions">
            <a className="sg-button sg-button--primary" href={href('docs/getting-started')}>
              Get started
            </a>
            <a className="sg-button sg-button--secondary" href={href('docs/reference/configuration')}>
              Configuration
            </a>
          </div>
        </div>
      </header>
      <section className="sg-container" aria-labelledby="home-features">
        <h2 id="home-features">What it does</h2>
        <div className="sg-features">
          {features.map((feature) => (
            <article className="sg-feature" key={feature.title}>
              <h3 className="sg-feature__title">{feature.title}</h3>
              <p>{feature.text}</p>
            </article>
          ))}
        </div>
      </section>
    </>
  );
}
