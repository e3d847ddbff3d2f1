import { describe, expect, it } from 'vitest';
import { declarationOf, memberOf } from '../test/apiModel.js';
import type { ApiDeclaration, ApiMember, ApiSignature } from './model.js';
import { AnchorAllocator, planDeclarationPage } from './planPage.js';
import { THEME_STRINGS } from '../view/strings.js';

const member = (name: string, kind: ApiMember['kind'], isStatic = false): ApiMember =>
  memberOf(name, kind, isStatic ? { flags: { isStatic } } : {});

const declaration = (members: ApiMember[]): ApiDeclaration => declarationOf({ name: 'Example', kind: 'class', members });

describe('planDeclarationPage', () => {
  it('gives members their lower-cased name as anchor before sections take theirs', () => {
    const plan = planDeclarationPage(
      declaration([member('constructor', 'constructor'), member('methods', 'property'), member('swap', 'method')]),
    );
    expect(plan.sections.map((section) => [section.id, section.members.map((planned) => planned.anchor)])).toEqual([
      ['constructors', ['constructor']],
      ['properties', ['methods']],
      ['methods-1', ['swap']],
    ]);
    expect(plan.toc).toEqual([
      { id: 'constructors', text: 'Constructors', level: 2 },
      { id: 'constructor', text: 'constructor', level: 3 },
      { id: 'properties', text: 'Properties', level: 2 },
      { id: 'methods', text: 'methods', level: 3 },
      { id: 'methods-1', text: 'Methods', level: 2 },
      { id: 'swap', text: 'swap', level: 3 },
    ]);
  });

  it("labels sections, signature headings and overloads in the locale's words, with the same anchors as in English", () => {
    const fr = THEME_STRINGS.fr;
    if (fr === undefined) throw new Error('the theme speaks French');
    const signature: ApiSignature = { kind: 'call', name: 'spin', flags: {}, parameters: [], typeParameters: [] };
    const withParameters: ApiSignature = {
      ...signature,
      parameters: [{ name: 'a', flags: {} }],
      returnType: { kind: 'intrinsic', name: 'void' },
    };
    const overloaded = declarationOf({ name: 'spin', kind: 'function', signatures: [withParameters, signature] });
    const english = planDeclarationPage(overloaded);
    const french = planDeclarationPage(overloaded, fr);
    expect(french.toc.map((item) => item.id)).toEqual(english.toc.map((item) => item.id));
    expect(french.toc.map((item) => [item.id, item.text])).toEqual([
      ['call-signature-1', "Signature d'appel 1"],
      ['parameters', 'Paramètres'],
      ['returns', 'Valeur de retour'],
      ['call-signature-2', "Signature d'appel 2"],
    ]);
    const sections = planDeclarationPage(declaration([member('swap', 'method'), member('fee', 'property')]), fr).sections;
    expect(sections.map((section) => [section.id, section.label])).toEqual([
      ['properties', 'Propriétés'],
      ['methods', 'Méthodes'],
    ]);
  });

  it('keeps a static and an instance member of the same name apart', () => {
    const plan = planDeclarationPage(declaration([member('create', 'method'), member('create', 'method', true)]));
    expect(plan.sections[0]?.members.map((planned) => planned.anchor)).toEqual(['create', 'create-1']);
    expect(plan.memberAnchors.get('create')).toBe('create');
  });
});

describe('AnchorAllocator', () => {
  it('slugs names and never hands out an id twice', () => {
    const anchors = new AnchorAllocator();
    expect(anchors.allocate('PERCENT_00_05')).toBe('percent_00_05');
    expect(anchors.allocate('Type Parameters')).toBe('type-parameters');
    expect(anchors.allocate('type-parameters')).toBe('type-parameters-1');
    expect(anchors.all()).toEqual(['percent_00_05', 'type-parameters', 'type-parameters-1']);
  });
});
