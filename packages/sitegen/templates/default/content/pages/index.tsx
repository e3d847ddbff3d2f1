import type { ReactPageMeta, ReactPageProps } from '@sitegen/core';

export const meta: ReactPageMeta = {
  title: 'Home',
  description: 'Documentation for developers',
};

// the cards name what the docs hold and link nowhere: a link to one of the template's guides would break
// the build (--strict-links) as soon as a team replaces the guides with its own
const features = [
  { title: 'Introduction', text: 'What the SDK is for and where to start.' },
  { title: 'Installation', text: 'Add the SDK to your project and check the set-up.' },
  { title: 'Your first call', text: 'A working TypeScript example from connection to result.' },
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
              <h3 className="sg-feature__title">{feature.title}</h3>
              <p>{feature.text}</p>
            </article>
          ))}
        </div>
      </section>
    </>
  );
}
