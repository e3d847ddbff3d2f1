import type { ReactPageMeta, ReactPageProps } from '@sitegen/core';

export const meta: ReactPageMeta = {
  title: 'Home',
  description: 'Documentation for developers',
};

// each card links to a page the template writes, so the home page builds with --strict-links as it comes
const features = [
  { title: 'Introduction', path: 'docs/intro', text: 'What the SDK is for and where to start.' },
  { title: 'Installation', path: 'docs/guides/installation', text: 'Add the SDK to your project and check the set-up.' },
  { title: 'Your first call', path: 'docs/guides/first-call', text: 'A working TypeScript example from connection to result.' },
];

export default function Home({ site, href }: ReactPageProps) {
  return (
    <>
      <header className="sg-hero">
        <div className="sg-container">
          <h1 className="sg-hero__title">{site.title}</h1>
          <p className="sg-hero__tagline">{site.tagline}</p>
          <div className="sg-hero__actions">
            {/* the docs root, which sitegen always makes: this page still builds once the guides are yours */}
            <a className="sg-button sg-button--primary" href={href('docs')}>
              Get started
            </a>
          </div>
        </div>
      </header>
      <section className="sg-container" aria-labelledby="home-features">
        <h2 id="home-features">What you will find here</h2>
        <div className="sg-features">
          {features.map((feature) => (
            <article className="sg-feature" key={feature.title}>
              <h3 className="sg-feature__title">
                <a href={href(feature.path)}>{feature.title}</a>
              </h3>
              <p>{feature.text}</p>
            </article>
          ))}
        </div>
      </section>
    </>
  );
}
