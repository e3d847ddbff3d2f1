import type { ApiPageView, CategoryPageView, DocPageView } from '@sitegen/core/view';
import { useComponent } from '../overrides/OverridesContext.js';
import { ApiArticle as ThemeApiArticle } from './api/ApiArticle.js';
import { VersionSearchFilters } from './VersionSearchFilters.js';
import { CategoryCards } from './CategoryCards.js';
import { MarkdownHtml } from './MarkdownHtml.js';

/** A page of the docs layout: a guide, a category's index or an API reference page. */
export type DocsLayoutPage = DocPageView | CategoryPageView | ApiPageView;

export interface DocContentProps {
  page: DocsLayoutPage;
}

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

/** The article of a docs page: its title as the h1, then its body; what search indexes. */
export function DocContent({ page }: DocContentProps) {
  return (
    <article className="sg-article" data-pagefind-body="">
      {page.docsVersions && <VersionSearchFilters docsVersions={page.docsVersions} />}
      <h1 data-pagefind-meta="title" data-pagefind-weight="10">
        {page.title}
      </h1>
      <ArticleBody page={page} />
    </article>
  );
}
