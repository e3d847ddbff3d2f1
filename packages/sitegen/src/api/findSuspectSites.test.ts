import { describe, expect, it } from 'vitest';
import { findSuspectSites } from './findSuspectSites.js';

const any = { type: 'intrinsic', name: 'any' };
const unknownName = { type: 'reference', name: 'Thing', target: { packageName: 'site', packagePath: '', qualifiedName: 'unknown' } };

describe('findSuspectSites', () => {
  it('finds each reflection whose type holds `any` or a name without declarations once, named where a reader meets it', () => {
    const project = {
      variant: 'project',
      children: [
        {
          id: 1,
          variant: 'declaration',
          name: 'Fraction',
          children: [
            {
              id: 2,
              variant: 'declaration',
              name: 'add',
              signatures: [
                {
                  id: 3,
                  variant: 'signature',
                  name: 'add',
                  parameters: [{ id: 4, variant: 'param', name: 'other', type: { type: 'union', types: [any, any] } }],
                  type: { type: 'reference', name: 'Fraction', target: 1 },
                },
              ],
            },
            { id: 5, variant: 'declaration', name: 'thing', type: unknownName },
            { id: 6, variant: 'declaration', name: 'fine', type: { type: 'intrinsic', name: 'string' } },
          ],
        },
      ],
    };
    expect(findSuspectSites(project)).toEqual([
      { ids: [1, 2, 3, 4], label: 'Fraction.add(other)' },
      { ids: [1, 5], label: 'Fraction.thing' },
    ]);
  });
});
