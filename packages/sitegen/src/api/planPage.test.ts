import { describe, expect, it } from 'vitest';
import { declarationOf, memberOf } from '../test/apiModel.js';
import type { ApiDeclaration, ApiMember } from './model.js';
import { AnchorAllocator, planDeclarationPage } from './planPage.js';

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
