import type { ApiComment, ApiDeclaration, ApiMember, ApiSignature, ApiTypeParameter } from '../model.js';
import { objectAliasProperties, type DeclarationPlan } from '../planPage.js';
import { partsToMarkdown, type HrefOf } from './commentMarkdown.js';
import { blockTitle, shownBlocks } from './commentBlocks.js';
import { flagLabels } from './flagLabels.js';
import { parameterRows, propertyRows, rowLabel, type ParameterRow } from './parameterRows.js';
import { declarationTokens, functionSignatureTokens, memberSignatureTokens, propertyTokens, shortTypeText } from './signatureTokens.js';
import { indexSignatureTokens, tokensText, type TypeToken } from './typeTokens.js';
import { hierarchyRelations } from './declarationArticle.js';
import { badgeLabel, formatString, type ThemeStrings } from '../../view/strings.js';

/** Inline code that survives backticks inside (template literal types). */
export function inlineCode(text: string): string {
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``;
}

function cell(markdown: string): string {
  return markdown.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}

function codeBlock(tokens: TypeToken[]): string {
  return `\`\`\`ts\n${tokensText(tokens)}\n\`\`\``;
}

/** What the page's Markdown is written with: its links, and the locale's words for its headings and labels. */
interface MarkdownContext {
  hrefOf: HrefOf;
  strings: ThemeStrings;
}

function commentMarkdown(comment: ApiComment | undefined, { hrefOf, strings }: MarkdownContext): string[] {
  if (!comment) return [];
  const out: string[] = [];
  const deprecated = comment.blocks.find((block) => block.tag === 'deprecated');
  if (deprecated) out.push(`> **${strings.apiDeprecated}** ${partsToMarkdown(deprecated.content, hrefOf)}`.trim());
  const summary = partsToMarkdown(comment.summary, hrefOf);
  if (summary) out.push(summary);
  for (const block of shownBlocks(comment)) out.push(`#### ${blockTitle(block.tag, strings)}`, partsToMarkdown(block.content, hrefOf));
  return out.filter((chunk) => chunk !== '');
}

/** A Markdown table; a column past the first `kept` that is empty in every row is left out (as in the HTML). */
function table(header: string[], rows: string[][], kept: number): string {
  const columns = header.map((_, index) => index).filter((index) => index < kept || rows.some((row) => (row[index] ?? '') !== ''));
  const line = (cells: string[]) => `| ${columns.map((index) => cells[index] ?? '').join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function rowsTable(rows: ParameterRow[], label: string, { hrefOf, strings }: MarkdownContext): string {
  return table(
    [label, strings.apiType, strings.apiDefault, strings.apiDescription],
    rows.map((row) => [
      cell(inlineCode(rowLabel(row))),
      cell(inlineCode(row.type ? shortTypeText(row.type) : 'object')),
      row.defaultValue === undefined ? '' : cell(inlineCode(row.defaultValue)),
      row.comment ? cell(partsToMarkdown(row.comment.summary, hrefOf)) : '',
    ]),
    2,
  );
}

function typeParametersTable(params: ApiTypeParameter[], { hrefOf, strings }: MarkdownContext): string {
  return table(
    [strings.apiTypeParameter, strings.apiConstraint, strings.apiDefault, strings.apiDescription],
    params.map((param) => [
      inlineCode(param.name),
      param.constraint ? cell(inlineCode(shortTypeText(param.constraint))) : '',
      param.default ? cell(inlineCode(shortTypeText(param.default))) : '',
      param.comment ? cell(partsToMarkdown(param.comment.summary, hrefOf)) : '',
    ]),
    1,
  );
}

function signatureMarkdown(signature: ApiSignature, code: TypeToken[], md: MarkdownContext, heading: string): string[] {
  const { hrefOf, strings } = md;
  const out = [codeBlock(code), ...commentMarkdown(signature.comment, md)];
  if (signature.typeParameters.length > 0)
    out.push(`${heading} ${strings.apiTypeParameters}`, typeParametersTable(signature.typeParameters, md));
  if (signature.parameters.length > 0)
    out.push(`${heading} ${strings.apiParameters}`, rowsTable(parameterRows(signature.parameters), strings.apiParameter, md));
  if (signature.returnType && signature.kind !== 'construct' && signature.kind !== 'set') {
    out.push(`${heading} ${strings.apiReturns}`, inlineCode(shortTypeText(signature.returnType)));
    for (const block of signature.comment?.blocks ?? []) if (block.tag === 'returns') out.push(partsToMarkdown(block.content, hrefOf));
  }
  return out;
}

function memberMarkdown(member: ApiMember, ownerName: string, md: MarkdownContext): string[] {
  const flags = flagLabels(member).map((flag) => badgeLabel(flag, md.strings));
  const out = [`### ${member.name}${flags.length > 0 ? ` (${flags.join(', ')})` : ''}`];
  if (member.inheritedFrom) out.push(`${md.strings.apiInheritedFrom} ${inlineCode(member.inheritedFrom.text)}`);
  const signatures = member.getter || member.setter ? [member.getter, member.setter].filter((s) => s !== undefined) : member.signatures;
  if (signatures.length === 0) return [...out, codeBlock(propertyTokens(member)), ...commentMarkdown(member.comment, md)];
  out.push(...commentMarkdown(member.comment, md));
  for (const signature of signatures)
    out.push(...signatureMarkdown(signature, memberSignatureTokens(member, signature, ownerName), md, '####'));
  return out;
}

/** The page of one export as clean Markdown, built from the same model and plan (and the plan's words) as its HTML. */
export function declarationMarkdown(declaration: ApiDeclaration, plan: DeclarationPlan, title: string, hrefOf: HrefOf): string {
  const { strings } = plan;
  const md: MarkdownContext = { hrefOf, strings };
  const out = [`# ${title}`];
  if (declaration.kind === 'typeAlias' || declaration.kind === 'variable') out.push(codeBlock(declarationTokens(declaration)));
  if (declaration.aliasOf) {
    const href = hrefOf(declaration.aliasOf);
    const original = href ? `[${declaration.aliasOf}](${href})` : inlineCode(declaration.aliasOf);
    out.push(
      formatString(strings.apiAlias, {
        name: inlineCode(declaration.name),
        original,
        code: inlineCode(`export { ${declaration.aliasOf} as ${declaration.name} }`),
      }),
    );
  }
  if (declaration.kind !== 'function') out.push(...commentMarkdown(declaration.comment, md));
  if (plan.typeParametersId) out.push(`## ${strings.apiTypeParameters}`, typeParametersTable(declaration.typeParameters, md));
  if (plan.hierarchyId) {
    out.push(`## ${strings.apiHierarchy}`);
    for (const [label, types] of hierarchyRelations(declaration, strings)) {
      if (types.length > 0) out.push(`- **${label}**: ${types.map((type) => inlineCode(shortTypeText(type))).join(', ')}`);
    }
  }
  declaration.signatures.forEach((signature, index) => {
    const planned = plan.signatures[index];
    if (planned?.overload) out.push(`## ${planned.overload.label}`);
    out.push(...signatureMarkdown(signature, functionSignatureTokens(declaration, signature), md, planned?.level === 3 ? '###' : '##'));
  });
  if (plan.indexableId) {
    out.push(`## ${strings.apiIndexable}`);
    for (const signature of declaration.indexSignatures)
      out.push(codeBlock(indexSignatureTokens(signature, { multiline: true, indent: '' })), ...commentMarkdown(signature.comment, md));
  }
  if (plan.propertiesId)
    out.push(`## ${strings.apiProperties}`, rowsTable(propertyRows(objectAliasProperties(declaration)), strings.apiProperty, md));
  for (const section of plan.sections) {
    out.push(`## ${section.label}`);
    for (const { member } of section.members) out.push(...memberMarkdown(member, declaration.name, md));
  }
  return `${out.join('\n\n')}\n`;
}
