import { useComponent } from '../../overrides/OverridesContext.js';
import { DeclarationArticle as ThemeDeclarationArticle } from './DeclarationArticle.js';
import { GlobalsArticle, IndexArticle } from './OverviewArticles.js';
import { ChangesArticle } from './VersionBadges.js';
import type { ApiArticleProps } from '../props.js';

export type { ApiArticleProps } from '../props.js';

/** The article of an API reference page, by kind of page. */
export function ApiArticle({ article }: ApiArticleProps) {
  const DeclarationArticle = useComponent('DeclarationArticle', ThemeDeclarationArticle);
  switch (article.kind) {
    case 'declaration':
      return <DeclarationArticle article={article} />;
    case 'index':
      return <IndexArticle article={article} />;
    case 'globals':
      return <GlobalsArticle article={article} />;
    case 'changes':
      return <ChangesArticle article={article} />;
  }
}
