import { describe, expect, it } from 'vitest';
import type { ApiComment, ApiMember, ApiSignature } from '../model.js';
import { flagLabels } from './flagLabels.js';

const deprecated: ApiComment = { summary: [], blocks: [{ tag: 'deprecated', content: [{ kind: 'text', text: 'Use b.' }] }], modifiers: [] };
const signature = (comment?: ApiComment): ApiSignature => ({
  kind: 'call',
  name: 'a',
  typeParameters: [],
  parameters: [],
  flags: {},
  ...(comment ? { comment } : {}),
});
const method = (signatures: ApiSignature[], comment?: ApiComment): ApiMember => ({
  name: 'a',
  kind: 'method',
  flags: { isStatic: true },
  signatures,
  ...(comment ? { comment } : {}),
});

describe('flagLabels', () => {
  it('marks a member deprecated when it, or every one of its overloads, is', () => {
    expect(flagLabels(method([signature()], deprecated))).toEqual(['static', 'deprecated']);
    expect(flagLabels(method([signature(deprecated), signature(deprecated)]))).toEqual(['static', 'deprecated']);
  });

  it('leaves the member unmarked when only one overload is deprecated (that overload shows its own warning)', () => {
    expect(flagLabels(method([signature(), signature(deprecated)]))).toEqual(['static']);
  });
});
