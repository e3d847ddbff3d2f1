import type { TocItem } from '../view/index.js';
import { ENGLISH_STRINGS, formatString, type ThemeStringKey, type ThemeStrings } from '../view/strings.js';
import type { ApiDeclaration, ApiMember, ApiMemberKind, ApiProperty } from './model.js';

/** Member sections in page order, with their heading (a key of the theme's strings) and anchor. */
const SECTIONS: { kind: ApiMemberKind; label: ThemeStringKey; id: string }[] = [
  { kind: 'constructor', label: 'apiConstructors', id: 'constructors' },
  { kind: 'property', label: 'apiProperties', id: 'properties' },
  { kind: 'accessor', label: 'apiAccessors', id: 'accessors' },
  { kind: 'method', label: 'apiMethods', id: 'methods' },
  { kind: 'enumMember', label: 'apiEnumerationMembers', id: 'enumeration-members' },
];

export interface PlannedMember {
  anchor: string;
  member: ApiMember;
}

export interface PlannedSection {
  id: string;
  label: string;
  members: PlannedMember[];
}

export interface PlannedSignature {
  /** the h2 of an overload when a function has several signatures */
  overload?: { id: string; label: string };
  level: 2 | 3;
  ids: { typeParameters?: string; parameters?: string; returns?: string };
}

/** The anchors of one page: members first (so `#swap` stays `#swap`), then headings. */
export class AnchorAllocator {
  private readonly used = new Set<string>();

  allocate(text: string): string {
    const base =
      text
        .toLowerCase()
        .replace(/[^a-z0-9_$-]+/g, '-')
        .replace(/^-+|-+$/g, '') || 'section';
    let id = base;
    for (let n = 1; this.used.has(id); n++) id = `${base}-${n}`;
    this.used.add(id);
    return id;
  }

  all(): string[] {
    return [...this.used];
  }
}

export interface DeclarationPlan {
  sections: PlannedSection[];
  /** member name → anchor of its first occurrence, for symbol links */
  memberAnchors: Map<string, string>;
  typeParametersId?: string;
  hierarchyId?: string;
  /** an object type alias lists its properties in a table under this heading */
  propertiesId?: string;
  /** the index signatures of a class or interface */
  indexableId?: string;
  signatures: PlannedSignature[];
  /** the headings' words: the locale's, which the article and its Markdown twin take as the TOC does */
  strings: ThemeStrings;
  toc: TocItem[];
  anchors: string[];
}

export function objectAliasProperties(declaration: ApiDeclaration): ApiProperty[] {
  const type = declaration.type;
  return declaration.kind === 'typeAlias' && type?.kind === 'object' ? type.properties : [];
}

export function hasHierarchy(declaration: ApiDeclaration): boolean {
  return [declaration.extends, declaration.implements, declaration.extendedBy, declaration.implementedBy].some((list) => list.length > 0);
}

function planSignatures(declaration: ApiDeclaration, anchors: AnchorAllocator, toc: TocItem[], strings: ThemeStrings): PlannedSignature[] {
  const several = declaration.signatures.length > 1;
  return declaration.signatures.map((signature, index) => {
    const level = several ? 3 : 2;
    let overload: PlannedSignature['overload'];
    if (several) {
      const number = String(index + 1);
      overload = { id: anchors.allocate(`call-signature-${number}`), label: formatString(strings.apiCallSignature, { number }) };
      toc.push({ id: overload.id, text: overload.label, level: 2 });
    }
    const ids: PlannedSignature['ids'] = {};
    // anchors stay English in every locale: a link to `#parameters` holds across languages
    const heading = (key: keyof PlannedSignature['ids'], label: ThemeStringKey) => {
      ids[key] = anchors.allocate(ENGLISH_STRINGS[label]);
      toc.push({ id: ids[key], text: strings[label], level });
    };
    if (signature.typeParameters.length > 0) heading('typeParameters', 'apiTypeParameters');
    if (signature.parameters.length > 0) heading('parameters', 'apiParameters');
    if (signature.returnType) heading('returns', 'apiReturns');
    return { ...(overload ? { overload } : {}), level, ids };
  });
}

/**
 * The layout of one declaration page — anchors, sections, TOC — shared by its article's
 * view, its Markdown twin and symbol resolution, so all three agree. Members keep TypeDoc's
 * order (the `sort` option in typedocOptions: instance first, then alphabetical).
 */
export function planDeclarationPage(declaration: ApiDeclaration, strings: ThemeStrings = ENGLISH_STRINGS): DeclarationPlan {
  const anchors = new AnchorAllocator();
  const memberAnchors = new Map<string, string>();
  const grouped = SECTIONS.map((section) => ({
    section,
    members: declaration.members
      .filter((member) => member.kind === section.kind)
      .map((member) => {
        const anchor = anchors.allocate(member.name);
        if (!memberAnchors.has(member.name)) memberAnchors.set(member.name, anchor);
        return { anchor, member };
      }),
  })).filter((entry) => entry.members.length > 0);

  const toc: TocItem[] = [];
  const plan: DeclarationPlan = { sections: [], memberAnchors, signatures: [], strings, toc, anchors: [] };
  if (declaration.typeParameters.length > 0) {
    plan.typeParametersId = anchors.allocate('type-parameters');
    toc.push({ id: plan.typeParametersId, text: strings.apiTypeParameters, level: 2 });
  }
  if (hasHierarchy(declaration)) {
    plan.hierarchyId = anchors.allocate('hierarchy');
    toc.push({ id: plan.hierarchyId, text: strings.apiHierarchy, level: 2 });
  }
  plan.signatures = planSignatures(declaration, anchors, toc, strings);
  if (declaration.indexSignatures.length > 0) {
    plan.indexableId = anchors.allocate('indexable');
    toc.push({ id: plan.indexableId, text: strings.apiIndexable, level: 2 });
  }
  if (objectAliasProperties(declaration).length > 0) {
    plan.propertiesId = anchors.allocate('properties');
    toc.push({ id: plan.propertiesId, text: strings.apiProperties, level: 2 });
    // each property is a member code links to (`ky.create` of `type KyInstance = { create: … }`)
    for (const property of objectAliasProperties(declaration))
      if (!memberAnchors.has(property.name)) memberAnchors.set(property.name, anchors.allocate(property.name));
  }
  plan.sections = grouped.map((entry) => {
    const id = anchors.allocate(entry.section.id);
    const label = strings[entry.section.label];
    toc.push({ id, text: label, level: 2 });
    for (const { anchor, member } of entry.members) toc.push({ id: anchor, text: member.name, level: 3 });
    return { id, label, members: entry.members };
  });
  plan.anchors = anchors.all();
  return plan;
}
