import { describe, expect, it } from 'vitest';
import type { ApiComment, ApiProperty, ApiType } from '../model.js';
import { parameterRows, rowLabel } from './parameterRows.js';

const text = (words: string): ApiComment => ({ summary: [{ kind: 'text', text: words }], blocks: [], modifiers: [] });
const numeric: ApiType = { kind: 'reference', name: 'NumericAmount', typeArguments: [] };
const property = (name: string, isOptional: boolean, comment: string): ApiProperty => ({
  name,
  flags: isOptional ? { isOptional } : {},
  type: numeric,
  comment: text(comment),
  signatures: [],
});
const object = (...properties: ApiProperty[]): ApiType => ({ kind: 'object', properties, signatures: [], indexSignatures: [] });

describe('parameterRows', () => {
  it('expands an inline options object into one row per property, the object row without a type', () => {
    const rows = parameterRows([{ name: 'args', flags: {}, type: object(property('amount', false, 'How much.')) }]);
    expect(rows.map(rowLabel)).toEqual(['args', 'args.amount']);
    expect(rows[0]?.type).toBeUndefined();
    expect(rows[1]?.comment).toEqual(text('How much.'));
  });

  it('expands every alternative of a union of options objects and keeps the union as the type', () => {
    const amount: ApiType = {
      kind: 'union',
      types: [
        object(property('exactIn', false, 'Sold.'), property('amountOutMinimum', true, 'At least.')),
        object(property('exactOut', false, 'Bought.'), property('amountInMaximum', true, 'At most.')),
      ],
    };
    const rows = parameterRows([{ name: 'amount', flags: {}, type: amount }]);
    expect(rows.map(rowLabel)).toEqual([
      'amount',
      'amount.exactIn',
      'amount.amountOutMinimum?',
      'amount.exactOut',
      'amount.amountInMaximum?',
    ]);
    expect(rows[0]?.type).toEqual(amount);
    expect(rows.map((row) => row.comment?.summary[0])).toEqual([
      undefined,
      ...['Sold.', 'At least.', 'Bought.', 'At most.'].map((words) => ({ kind: 'text', text: words })),
    ]);
  });

  it('expands an optional options object written as `{ … } | undefined`', () => {
    const options: ApiType = {
      kind: 'union',
      types: [object(property('walletAddress', true, 'Default wallet.')), { kind: 'intrinsic', name: 'undefined' }],
    };
    expect(parameterRows([{ name: 'options', flags: { isOptional: true }, type: options }]).map(rowLabel)).toEqual([
      'options?',
      'options.walletAddress?',
    ]);
  });

  it('leaves a union with a non-object alternative as a single row', () => {
    const mixed: ApiType = { kind: 'union', types: [object(property('a', false, 'A.')), { kind: 'intrinsic', name: 'string' }] };
    expect(parameterRows([{ name: 'value', flags: {}, type: mixed }]).map(rowLabel)).toEqual(['value']);
  });
});
