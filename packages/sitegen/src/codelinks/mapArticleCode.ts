import type {
  ApiArticleView,
  ApiCodeBlockView,
  ApiCodeSpanView,
  ApiCommentView,
  ApiExportRowView,
  ApiMemberView,
  ApiNameView,
  ApiParameterRowView,
  ApiReturnTypeView,
  ApiSignatureView,
  ApiTableSectionView,
  ApiTypeParameterRowView,
} from '../view/index.js';

/** What a stage rewrites in an API article: the code in it, wherever the page shows code. */
export interface ArticleCodeMapper {
  /** trusted HTML: doc comments and the README */
  html(html: string): string;
  /** a printed signature or declaration */
  block(block: ApiCodeBlockView): ApiCodeBlockView;
  /** inline code of the article's own markup (not inside a link) */
  span<T extends ApiCodeSpanView>(span: T): T;
}

/**
 * The article with its code rewritten, visited in the order the page shows it (so the links
 * a stage collects keep the page's order). What is a link already (export names, relations
 * to a documented member), the names a table declares (parameters, type parameters),
 * headings and the one-line types of tables are left alone, as
 * `linkInlineCode` leaves links, headings and code with a class in HTML.
 */
export function mapArticleCode(article: ApiArticleView, map: ArticleCodeMapper): ApiArticleView {
  const html = (value: string | undefined) => (value === undefined ? undefined : map.html(value));
  const name = (view: ApiNameView): ApiNameView => (view.href === undefined ? map.span(view) : view);
  const table = <Row>(section: ApiTableSectionView<Row> | undefined, row: (row: Row) => Row) =>
    section && { ...section, rows: section.rows.map(row) };
  // a parameter's or type parameter's name is declared here: an export of the same name (viem's
  // `extendSchema`) is another thing
  const parameterRow = (row: ApiParameterRowView): ApiParameterRowView => ({
    ...row,
    defaultValue: row.defaultValue && map.span(row.defaultValue),
    descriptionHtml: html(row.descriptionHtml),
  });
  const typeParameterRow = (row: ApiTypeParameterRowView): ApiTypeParameterRowView => ({
    ...row,
    descriptionHtml: html(row.descriptionHtml),
  });
  const comment = (view: ApiCommentView | undefined): ApiCommentView | undefined =>
    view && {
      deprecated: view.deprecated && { html: html(view.deprecated.html) },
      summaryHtml: html(view.summaryHtml),
      blocks: view.blocks.map((block) => ({ ...block, html: html(block.html) })),
    };
  const returnType = (type: ApiReturnTypeView): ApiReturnTypeView =>
    type.display === 'block' ? { ...type, code: map.block(type.code) } : type;
  const signature = (view: ApiSignatureView): ApiSignatureView => ({
    code: map.block(view.code),
    comment: comment(view.comment),
    typeParameters: table(view.typeParameters, typeParameterRow),
    parameters: table(view.parameters, parameterRow),
    returns: view.returns && {
      ...view.returns,
      type: returnType(view.returns.type),
      descriptionsHtml: view.returns.descriptionsHtml.map((fragment) => map.html(fragment)),
    },
  });
  // a property shows its declaration and then its comment, a method its comment and then its signatures
  const member = (view: ApiMemberView): ApiMemberView => ({
    ...view,
    relations: view.relations.map((relation) => ({ ...relation, name: name(relation.name) })),
    declaration: view.declaration && map.block(view.declaration),
    comment: comment(view.comment),
    signatures: view.signatures.map(signature),
  });

  switch (article.kind) {
    // the changes page's code is signatures written out, linked by the pages its rows link to
    case 'changes':
      return article;
    case 'index':
      return { ...article, readmeHtml: html(article.readmeHtml), exports: exportRows(article.exports, html) };
    case 'globals':
      return { ...article, groups: article.groups.map((group) => exportRows(group, html)) };
    case 'declaration':
      return {
        ...article,
        declaration: article.declaration && map.block(article.declaration),
        alias: article.alias && { name: map.span(article.alias.name), original: name(article.alias.original) },
        comment: comment(article.comment),
        typeParameters: table(article.typeParameters, typeParameterRow),
        signatures: article.signatures.map((overload) => ({ ...overload, signature: signature(overload.signature) })),
        indexable: article.indexable && {
          ...article.indexable,
          signatures: article.indexable.signatures.map((index) => ({ code: map.block(index.code), comment: comment(index.comment) })),
        },
        properties: table(article.properties, parameterRow),
        sections: article.sections.map((section) => ({ ...section, members: section.members.map(member) })),
      };
  }
}

/** Export names are links already; only their summaries are rewritten. */
function exportRows(
  section: ApiTableSectionView<ApiExportRowView>,
  html: (value: string | undefined) => string | undefined,
): ApiTableSectionView<ApiExportRowView> {
  return { ...section, rows: section.rows.map((row) => ({ ...row, summaryHtml: html(row.summaryHtml) })) };
}
