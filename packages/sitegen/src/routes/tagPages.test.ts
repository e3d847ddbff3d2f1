import { describe, expect, it } from 'vitest';
import { testRouter } from '../test/router.js';
import { THEME_STRINGS } from '../view/strings.js';
import { docTagsOf, type TaggedDoc } from './tagPages.js';

const doc = (id: string, tags: string[]): TaggedDoc => ({ doc: { id, routePath: `docs/${id}`, frontMatter: { tags } }, title: id });
const docs = [doc('a', ['swap', 'fees']), doc('b', ['swap'])];

describe('docTagsOf', () => {
  it('titles the tags index and each tag page, counting docs', () => {
    const [index, fees, swap] = docTagsOf(docs, testRouter('/')).pages;
    expect(index?.page).toMatchObject({ title: 'Tags', description: '2 tags across the docs: each leads to the docs tagged with it.' });
    expect(fees?.page.title).toBe('1 doc tagged with "fees"');
    expect(swap?.page.title).toBe('2 docs tagged with "swap"');
  });

  it("writes them in the locale's words", () => {
    const fr = THEME_STRINGS.fr;
    if (fr === undefined) throw new Error('the theme speaks French');
    const [index, fees, swap] = docTagsOf(docs, testRouter('/'), fr).pages;
    expect(index?.page.title).toBe('Étiquettes');
    expect(fees?.page.title).toBe('1 page avec l’étiquette « fees »');
    expect(swap?.page.breadcrumbs[0]?.label).toBe('Étiquettes');
  });
});
