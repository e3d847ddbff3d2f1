import type { ArticleHeadingView, TagView } from '@sitegen/core/view';
import { useComponent } from '../overrides/OverridesContext.js';
import { ApiArticle as ThemeApiArticle } from './api/ApiArticle.js';
import { VersionSearchFilters } from './VersionSearchFilters.js';
import { CategoryCards } from './CategoryCards.js';
import { MarkdownHtml } from './MarkdownHtml.js';
import { useStrings } from '../shared/strings.js';
import type { DocContentProps } from './props.js';

export type { DocContentProps, DocsLayoutPage } from './props.js';

/** What the article shows below its title: the doc's Markdown, the API reference's article or the category's cards. */
function ArticleBody({ page }: DocContentProps) {
  const ApiArticle = useComponent('ApiArticle', ThemeApiArticle);
  switch (page.kind) {
    case 'doc':
      return <MarkdownHtml className="sg-markdown" html={page.html} />;
    case 'api':
      return (
        <div className="sg-markdown">
          <ApiArticle article={page.article} />
        </div>
      );
    case 'category':
      return <CategoryCards page={page} />;
  }
}

/** The article's h1: the body's `#` heading under a front-matter title, none with `hide_title`. */
export function ArticleTitle({ page }: { page: ArticleHeadingView & { title: string } }) {
  if (page.hideTitle === true) return null;
  return (
    <h1 data-pagefind-meta="title" data-pagefind-weight="10">
      {page.heading ?? page.title}
    </h1>
  );
}

/** The doc's tags below its article, each linking to the tag's page. */
function DocTags({ tags }: { tags: TagView[] }) {
  const strings = useStrings();
  return (
    <nav className="sg-doc-tags" aria-label={strings.tags}>
      <span className="sg-doc-tags__label">{strings.tagsLabel}</span>
      <ul className="sg-doc-tags__list">
        {tags.map((tag) => (
          <li key={tag.href}>
            <a className="sg-tag" href={tag.href} rel="tag">
              {tag.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The article of a docs page: its title as the h1, then its body; what search indexes. */
export function DocContent({ page }: DocContentProps) {
  return (
    <article className="sg-article" data-pagefind-body="">
      {page.docsVersions && <VersionSearchFilters docsVersions={page.docsVersions} />}
      <ArticleTitle page={page} />
      <ArticleBody page={page} />
      {page.kind === 'doc' && page.tags && <DocTags tags={page.tags} />}
    </article>
  );
}
