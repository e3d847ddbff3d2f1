import type { ApiCategoryLinkView, ApiGlobalsArticleView, ApiIndexArticleView } from '@sitegen/core/view';
import { MarkdownHtml } from '../MarkdownHtml.js';
import { ExportsTable } from './ExportsTable.js';
import { Heading } from './Heading.js';
import { fillNodes, useLang, useStrings } from '../../shared/strings.js';

/** A kind listed on a page of its own: how many, and the link. */
function CategoryLink({ category }: { category: ApiCategoryLinkView }) {
  const strings = useStrings();
  const lang = useLang();
  return (
    <p className="sg-api-category-link">
      {fillNodes(strings.apiCategoryPage, {
        count: category.count.toLocaleString(lang),
        label: category.label.toLowerCase(),
        link: <a href={category.href}>{category.label}</a>,
      })}
    </p>
  );
}

/** The reference's index: the package README, then every export with its kind and summary. */
export function IndexArticle({ article }: { article: ApiIndexArticleView }) {
  return (
    <div className="sg-api sg-api--index">
      {article.readmeHtml === undefined ? null : <MarkdownHtml html={article.readmeHtml} />}
      <Heading heading={article.exports.heading} />
      {article.exports.categories?.map((category) => (
        <CategoryLink key={category.href} category={category} />
      ))}
      <ExportsTable rows={article.exports.rows} showKind={true} />
    </div>
  );
}

/** Every export, grouped by kind. */
export function GlobalsArticle({ article }: { article: ApiGlobalsArticleView }) {
  return (
    <div className="sg-api sg-api--globals">
      {article.groups.map((group, index) => (
        <section key={index}>
          <Heading heading={group.heading} />
          {group.category ? (
            <CategoryLink category={group.category} />
          ) : (
            <ExportsTable rows={group.rows} showKind={group.showKind === true} />
          )}
        </section>
      ))}
    </div>
  );
}
