import type { ApiGlobalsArticleView, ApiIndexArticleView } from '@sitegen/core/view';
import { MarkdownHtml } from '../MarkdownHtml.js';
import { ExportsTable } from './ExportsTable.js';
import { Heading } from './Heading.js';

/** The reference's index: the package README, then every export with its kind and summary. */
export function IndexArticle({ article }: { article: ApiIndexArticleView }) {
  return (
    <div className="sg-api sg-api--index">
      {article.readmeHtml === undefined ? null : <MarkdownHtml html={article.readmeHtml} />}
      <Heading heading={article.exports.heading} />
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
          <ExportsTable rows={group.rows} showKind={false} />
        </section>
      ))}
    </div>
  );
}
