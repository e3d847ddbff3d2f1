import { describe, expect, it } from 'vitest';
import { articleHeading } from './articleHeading.js';

describe('articleHeading (the title rule)', () => {
  it("keeps the body's # heading as the h1 under a front-matter title", () => {
    expect(articleHeading({ title: 'Welcome' }, 'Welcome to Orbit')).toEqual({ heading: 'Welcome to Orbit' });
    expect(articleHeading({ title: 'Same' }, 'Same')).toEqual({});
    expect(articleHeading({}, 'Only the heading')).toEqual({});
  });

  it('hides an h1 that would come from the front matter only', () => {
    expect(articleHeading({ title: 'T', hide_title: true }, undefined)).toEqual({ hideTitle: true });
    expect(articleHeading({ title: 'T', hide_title: true }, 'Body heading')).toEqual({ heading: 'Body heading' });
    expect(articleHeading({ title: 'T' }, undefined)).toEqual({});
  });
});
