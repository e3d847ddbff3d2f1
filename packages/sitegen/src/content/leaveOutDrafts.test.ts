import { describe, expect, it } from 'vitest';
import { leaveOutDrafts } from './leaveOutDrafts.js';
import type { SiteContent, SourceDoc, SourcePage } from './types.js';

const doc = (id: string, draft?: boolean): SourceDoc => ({ id, frontMatter: draft === undefined ? {} : { draft } }) as SourceDoc;
const page = (routePath: string, draft?: boolean): SourcePage =>
  ({ routePath, frontMatter: draft === undefined ? {} : { draft } }) as SourcePage;

describe('leaveOutDrafts', () => {
  it('leaves out the docs and pages marked draft: true, and keeps draft: false and unmarked ones', () => {
    const content: SiteContent = {
      docs: [doc('intro'), doc('wip', true), doc('done', false)],
      categories: [],
      pages: [page('/about'), page('/soon', true)],
      diagnostics: [],
    };
    const published = leaveOutDrafts(content);
    expect(published.docs.map((d) => d.id)).toEqual(['intro', 'done']);
    expect(published.pages.map((p) => p.routePath)).toEqual(['/about']);
  });
});
