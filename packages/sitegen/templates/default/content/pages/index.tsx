import type { ReactPageMeta, ReactPageProps } from '@sitegen/core';

export const meta: ReactPageMeta = {
  title: 'Home',
  description: 'Documentation for developers',
};

const features = [
  { title: 'Guides', text: 'Learn the SDK step by step, from installation to your first call.' },
  { title: 'Examples', text: 'Copy working TypeScript snippets into your project.' },
  { title: 'Reference', text: 'Every class, function and type, generated from the declarations.' },
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
      <section className="sg-features">
        <div className="sg-container">
          {features.map((feature) => (
            <div className="sg-feature" key={feature.title}>
              <h2 className="sg-feature__title">{feature.title}</h2>
              <p>{feature.text}</p>
            </div>
          ))}
        </div>
      </section>
    </>
  );
}
