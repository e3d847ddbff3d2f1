import type { ApiParameter, ApiSignature, ApiType, ApiTypeParameter } from '../api/model.js';
import { code, difference } from './difference.js';
import type { TypeComparer } from './typeComparer.js';
import type { ApiDifference } from './types.js';
import { writtenSignature, writtenType } from './writtenForm.js';

/**
 * Type parameters by position (their names are not part of the API: `<T>` renamed `<TSchema>`
 * is the same API): one removed, added, constrained otherwise or defaulted otherwise.
 */
export function diffTypeParameters(
  types: TypeComparer,
  path: string,
  before: ApiTypeParameter[],
  after: ApiTypeParameter[],
): ApiDifference[] {
  const found: ApiDifference[] = [];
  for (let index = 0; index < Math.max(before.length, after.length); index++) {
    const old = before[index];
    const now = after[index];
    if (now === undefined) {
      found.push(difference('type-parameter-removed', path, `type parameter ${code((old as ApiTypeParameter).name)} was removed`));
    } else if (old === undefined) {
      const rule = now.default === undefined ? 'type-parameter-added-required' : 'type-parameter-added-defaulted';
      found.push(
        difference(rule, path, `type parameter ${code(now.name)} was added${now.default === undefined ? ', without a default' : ''}`),
      );
    } else {
      const [oldConstraint, newConstraint] = [old.constraint, now.constraint].map((type) =>
        type === undefined ? 'unknown' : writtenType(type),
      );
      if (!types.same(old.constraint ?? UNKNOWN, now.constraint ?? UNKNOWN)) {
        const widened = now.constraint === undefined || (old.constraint !== undefined && types.widened(old.constraint, now.constraint));
        found.push(
          difference(
            widened ? 'type-parameter-constraint-widened' : 'type-parameter-constraint-changed',
            path,
            `the constraint of type parameter ${code(now.name)} changed`,
            {
              before: `${old.name} extends ${oldConstraint}`,
              after: `${now.name} extends ${newConstraint}`,
            },
          ),
        );
      }
      const [oldDefault, newDefault] = [old.default, now.default].map((type) => (type === undefined ? undefined : writtenType(type)));
      if (oldDefault !== undefined && !types.same(old.default, now.default)) {
        found.push(
          difference('type-parameter-default-changed', path, `the default of type parameter ${code(now.name)} changed`, {
            before: `${old.name} = ${oldDefault}`,
            after: newDefault === undefined ? `${now.name} (no default)` : `${now.name} = ${newDefault}`,
          }),
        );
      }
    }
  }
  return found;
}

const isOptional = (parameter: ApiParameter) =>
  parameter.flags.isOptional === true || parameter.flags.isRest === true || parameter.defaultValue !== undefined;

/** Parameters by position (a renamed parameter is the same parameter). */
function diffParameters(types: TypeComparer, path: string, before: ApiParameter[], after: ApiParameter[]): ApiDifference[] {
  const found: ApiDifference[] = [];
  for (let index = 0; index < Math.max(before.length, after.length); index++) {
    const old = before[index];
    const now = after[index];
    if (now === undefined) {
      found.push(difference('parameter-removed', path, `parameter ${code((old as ApiParameter).name)} was removed`));
    } else if (old === undefined) {
      const rule = isOptional(now) ? 'parameter-added-optional' : 'parameter-added-required';
      found.push(difference(rule, path, `${isOptional(now) ? 'optional' : 'required'} parameter ${code(now.name)} was added`));
    } else {
      if (isOptional(old) && !isOptional(now))
        found.push(difference('parameter-made-required', path, `parameter ${code(now.name)} became required`));
      if (!isOptional(old) && isOptional(now))
        found.push(difference('parameter-made-optional', path, `parameter ${code(now.name)} became optional`));
      const [oldType, newType] = [writtenType(old.type), writtenType(now.type)];
      if (!types.same(old.type, now.type)) {
        const rule = types.widened(old.type, now.type) ? 'parameter-type-widened' : 'parameter-type-changed';
        found.push(difference(rule, path, `the type of parameter ${code(now.name)} changed`, { before: oldType, after: newType }));
      }
    }
  }
  return found;
}

/** One signature against its counterpart: type parameters, parameters and return type. */
function diffSignature(types: TypeComparer, path: string, before: ApiSignature, after: ApiSignature, overload: string): ApiDifference[] {
  const found = [
    ...diffTypeParameters(types, path, before.typeParameters, after.typeParameters),
    ...diffParameters(types, path, before.parameters, after.parameters),
  ];
  const [oldReturn, newReturn] = [writtenType(before.returnType ?? VOID), writtenType(after.returnType ?? VOID)];
  if (!types.same(before.returnType ?? VOID, defaultOf(after, after.returnType) ?? VOID)) {
    // a result nobody could use (void) may become one
    const narrowed = oldReturn === 'void' || types.narrowed(before.returnType, after.returnType);
    found.push(
      difference(narrowed ? 'return-type-narrowed' : 'return-type-changed', path, 'the return type changed', {
        before: oldReturn,
        after: newReturn,
      }),
    );
  }
  return found.map((one) => ({
    ...one,
    message: `${overload}${one.message}`,
    before: one.before ?? writtenSignature(before),
    after: one.after ?? writtenSignature(after),
  }));
}

const VOID = { kind: 'intrinsic', name: 'void' } as const;

/**
 * A type that is a new type parameter of the signature, read as its default: a call that
 * gives nothing to infer it from gets the default (date-fns 4's `add(): ResultDate`, with
 * `ResultDate = DateType`, returns what `add(): DateType` did).
 */
function defaultOf(signature: ApiSignature, type: ApiType | undefined): ApiType | undefined {
  if (type?.kind !== 'reference' || type.isTypeParameter !== true) return type;
  return signature.typeParameters.find((param) => param.name === type.name)?.default ?? type;
}
const UNKNOWN = { kind: 'intrinsic', name: 'unknown' } as const;

/**
 * The overloads of a function, method or constructor: those written the same are the same;
 * of the rest, as many as remain on both sides are compared in order, the others added or
 * removed.
 */
export function diffSignatures(types: TypeComparer, path: string, before: ApiSignature[], after: ApiSignature[]): ApiDifference[] {
  const written = (signature: ApiSignature) => writtenSignature(signature);
  const unchanged = new Set(before.map(written).filter((text) => after.some((signature) => written(signature) === text)));
  const oldRest = before.filter((signature) => !unchanged.has(written(signature)));
  const newRest = after.filter((signature) => !unchanged.has(written(signature)));
  const found: ApiDifference[] = [];
  const paired = Math.min(oldRest.length, newRest.length);
  const several = before.length > 1 || after.length > 1;
  for (let index = 0; index < paired; index++) {
    const overload = several ? `overload ${code(written(oldRest[index] as ApiSignature))}: ` : '';
    found.push(...diffSignature(types, path, oldRest[index] as ApiSignature, newRest[index] as ApiSignature, overload));
  }
  for (const removed of oldRest.slice(paired))
    found.push(difference('overload-removed', path, 'an overload was removed', { before: written(removed) }));
  for (const added of newRest.slice(paired))
    found.push(difference('overload-added', path, 'an overload was added', { after: written(added) }));
  return found;
}
