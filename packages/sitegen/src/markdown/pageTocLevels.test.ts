import { describe, expect, it } from 'vitest';
import { pageTocLevels } from './pageTocLevels.js';

const SITE = { minHeadingLevel: 2, maxHeadingLevel: 3 };

describe('pageTocLevels', () => {
  it("keeps the site's levels when the page sets none", () => {
    expect(pageTocLevels({}, SITE)).toBeUndefined();
  });

  it('takes both levels from the page', () => {
    expect(pageTocLevels({ toc_min_heading_level: 3, toc_max_heading_level: 5 }, SITE)).toEqual({ minHeadingLevel: 3, maxHeadingLevel: 5 });
  });

  it('takes one level from the page and the other from the site, moved as far as needed', () => {
    expect(pageTocLevels({ toc_max_heading_level: 4 }, SITE)).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 4 });
    expect(pageTocLevels({ toc_min_heading_level: 4 }, SITE)).toEqual({ minHeadingLevel: 4, maxHeadingLevel: 4 });
    expect(pageTocLevels({ toc_max_heading_level: 2 }, { minHeadingLevel: 3, maxHeadingLevel: 4 })).toEqual({
      minHeadingLevel: 2,
      maxHeadingLevel: 2,
    });
  });
});
