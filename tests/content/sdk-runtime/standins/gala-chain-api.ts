/**
 * Stand-in for `@gala-chain/api`, which the repository does not install (see the README's
 * pnpm overrides). The SDK's shipped code (dist/index.mjs) imports four names from it:
 *
 * - `TokenClassKey`, `createValidDTO`: the quote builds token class keys as DTOs before sending
 *   them; the real `createValidDTO` validates with class-validator (non-empty strings) and
 *   throws a `ValidationFailedError` (key `VALIDATION_FAILED`), as this one does;
 * - `TokenBalance`: the quote wraps the pool's balances in it; the pool maths reads
 *   `getQuantityTotal()`;
 * - `signatures`: `PrivateKeySigner` normalises the key and signs the object with it. Real
 *   secp256k1 signing is not reproduced: the stand-in returns a fixed marker, so a test can see
 *   which object was signed but never a valid signature.
 *
 * Plus `ChainError`, `ConflictError` and `ObjectNotFoundError`, which the real package exports
 * and the dex stand-in throws like the real pool maths does (a `key`, a numeric `code`).
 */
import BigNumber from 'bignumber.js';

export class ChainError extends Error {
  readonly key: string;
  readonly code: number;
  constructor(message: string, key: string, code: number) {
    super(message);
    this.key = key;
    this.code = code;
  }
}

export class ConflictError extends ChainError {
  constructor(message: string) {
    super(message, 'CONFLICT', 409);
  }
}

export class ValidationFailedError extends ChainError {
  constructor(message: string) {
    super(message, 'VALIDATION_FAILED', 400);
  }
}

export class TokenClassKey {
  collection = '';
  category = '';
  type = '';
  additionalKey = '';
}

export async function createValidDTO<T extends object>(dtoClass: new () => T, plain: Partial<T>): Promise<T> {
  const dto = Object.assign(new dtoClass(), plain);
  const empty = Object.entries(dto).filter(([, value]) => typeof value !== 'string' || value.length === 0);
  if (empty.length > 0) {
    throw new ValidationFailedError(`DTO validation failed: ${empty.map(([key]) => key).join(', ')} should not be empty`);
  }
  return dto;
}

export class TokenBalance {
  owner: string;
  collection: string;
  category: string;
  type: string;
  additionalKey: string;
  quantity = new BigNumber(0);
  constructor(params: { owner: string; collection: string; category: string; type: string; additionalKey: string }) {
    this.owner = params.owner;
    this.collection = params.collection;
    this.category = params.category;
    this.type = params.type;
    this.additionalKey = params.additionalKey;
  }
  getQuantityTotal(): BigNumber {
    return this.quantity;
  }
}

/** the marker every stand-in signature carries: not a signature any chain would accept */
export const STAND_IN_SIGNATURE = 'stand-in-signature';

export const signatures = {
  normalizePrivateKey(privateKey: string): string {
    if (!/^(0x)?[0-9a-fA-F]{64}$/.test(privateKey)) throw new Error('Invalid private key (stand-in check: 32 bytes of hex)');
    return privateKey;
  },
  getSignature(_object: object, _key: string): string {
    return STAND_IN_SIGNATURE;
  },
};
