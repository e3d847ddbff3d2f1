import type { ApiDeclaration, ApiMember } from './model.js';
import { summaryLineText } from './render/commentMarkdown.js';
import { KIND_INFO } from './routes.js';
import { ENGLISH_STRINGS, formatString, type ThemeStrings } from '../view/strings.js';
import { signatureMemberTokens, tokensText, typeParameterTokens, typeText } from './render/typeTokens.js';

/** A declaration line longer than this (a large union) is cut: search results and link previews show no more. */
const MAX_LENGTH = 200;
/** Names listed per member kind before '…and N more'. */
const MAX_NAMES = 5;

function listed(label: string, names: string[], strings: ThemeStrings): string | undefined {
  if (names.length === 0) return undefined;
  const shown = names.slice(0, MAX_NAMES);
  const rest = names.length - shown.length;
  const items = rest > 0 ? [...shown, formatString(strings.apiOutlineMore, { count: String(rest) })] : shown;
  const last = items.at(-1) ?? '';
  const text = items.length === 1 ? last : formatString(strings.apiOutlineAnd, { list: items.slice(0, -1).join(', '), last });
  return formatString(label, { names: text });
}

function memberSummary(members: ApiMember[], strings: ThemeStrings): string[] {
  const own = members.filter((member) => member.inheritedFrom === undefined);
  const inherited = members.length - own.length;
  const sources = [...new Set(members.flatMap((member) => (member.inheritedFrom ? [member.inheritedFrom.text.split('.')[0]] : [])))];
  const names = (kinds: ApiMember['kind'][]) => own.filter((member) => kinds.includes(member.kind)).map((member) => member.name);
  const parts = [
    own.some((member) => member.kind === 'constructor') ? strings.apiOutlineConstructor : undefined,
    listed(strings.apiOutlineProperties, names(['property', 'accessor']), strings),
    listed(strings.apiOutlineMethods, names(['method']), strings),
    listed(strings.apiOutlineMembers, names(['enumMember']), strings),
    inherited > 0
      ? formatString(inherited === 1 ? strings.apiOutlineInheritedOne : strings.apiOutlineInherited, {
          count: String(inherited),
          sources: sources.join(', '),
        })
      : undefined,
  ];
  return parts.filter((part): part is string => part !== undefined);
}

function shortened(text: string): string {
  if (text.length <= MAX_LENGTH) return text;
  const cut = text.slice(0, MAX_LENGTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), MAX_LENGTH / 2)).replace(/[\s,;|&]+$/, '')} …`;
}

/** `name(a: A): R` or `type Name = …`, on one line. */
function declarationLine(declaration: ApiDeclaration): string | undefined {
  const signature = declaration.signatures[0];
  if (declaration.kind === 'function' && signature) return tokensText(signatureMemberTokens(declaration.name, signature));
  if (declaration.kind === 'typeAlias' && declaration.type)
    return `type ${declaration.name}${tokensText(typeParameterTokens(declaration.typeParameters))} = ${typeText(declaration.type)}`;
  if (declaration.kind === 'variable' && declaration.type)
    return `${declaration.flags.isConst ? 'const' : 'let'} ${declaration.name}: ${typeText(declaration.type)}`;
  return undefined;
}

/**
 * A page's one-line description (meta description, llms.txt): the first paragraph of the doc
 * comment, or, for an export its authors left undocumented, what it is and what it holds,
 * so no page of the reference goes without one.
 */
export function declarationDescription(declaration: ApiDeclaration, strings: ThemeStrings = ENGLISH_STRINGS): string {
  const summary = summaryLineText(declaration.comment);
  if (summary) return summary;
  const outline = declarationOutline(declaration, strings);
  if (outline.kind === 'code') return outline.text;
  const what = `${strings[KIND_INFO[declaration.kind].singular]} ${declaration.name}`;
  return outline.text === '' ? `${what}.` : `${what}: ${outline.text}.`;
}

/**
 * What an export is without its doc comment, for the exports tables: a function's signature
 * or a type alias's declaration (`code`), or the members of a class, interface or enumeration.
 */
export function declarationOutline(
  declaration: ApiDeclaration,
  strings: ThemeStrings = ENGLISH_STRINGS,
): { kind: 'code' | 'text'; text: string } {
  const line = declarationLine(declaration);
  if (line !== undefined) return { kind: 'code', text: shortened(line) };
  return { kind: 'text', text: memberSummary(declaration.members, strings).join('; ') };
}
