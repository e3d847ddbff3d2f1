/** Builders of API model values for unit tests: every field a declaration or member needs, empty unless given. */
import type { ApiDeclaration, ApiMember } from '../api/model.js';

export function declarationOf(fields: Partial<ApiDeclaration> & Pick<ApiDeclaration, 'name' | 'kind'>): ApiDeclaration {
  return {
    flags: {},
    typeParameters: [],
    extends: [],
    implements: [],
    extendedBy: [],
    implementedBy: [],
    members: [],
    signatures: [],
    indexSignatures: [],
    ...fields,
  };
}

export function memberOf(name: string, kind: ApiMember['kind'], fields: Partial<ApiMember> = {}): ApiMember {
  return { name, kind, flags: {}, signatures: [], ...fields };
}
