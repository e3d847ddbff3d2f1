import type { ApiArticleView } from '@sitegen/core/view';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ApiArticle } from '../components/api/ApiArticle.js';

/** An API article's markup as the default theme renders it inside a page, for tests that read the API pages. */
export function renderApiArticle(article: ApiArticleView): string {
  return renderToStaticMarkup(createElement(ApiArticle, { article }));
}
