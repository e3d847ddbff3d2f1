import type { ApiArticleView } from '@sitegen/core/view';
import { DeclarationArticle } from './DeclarationArticle.js';
import { GlobalsArticle, IndexArticle } from './OverviewArticles.js';

/** The article of an API reference page, by kind of page. */
export function ApiArticle({ article }: { article: ApiArticleView }) {
  switch (article.kind) {
    case 'declaration':
      return <DeclarationArticle article={article} />;
    case 'index':
      return <IndexArticle article={article} />;
    case 'globals':
      return <GlobalsArticle article={article} />;
  }
}
