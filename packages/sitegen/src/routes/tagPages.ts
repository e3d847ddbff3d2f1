import { slug as slugify } from 'github-slugger';
import type { FrontMatterTag, SourceDoc } from '../content/types.js';
import type { Router } from '../router/createRouter.js';
import type { CategoryPageView, TagView } from '../view/index.js';
import { ENGLISH_STRINGS, formatString, type ThemeStrings } from '../view/strings.js';

/** A doc as its tag pages list it. */
export interface TaggedDoc {
  doc: Pick<SourceDoc, 'id' | 'frontMatter' | 'routePath'>;
  title: string;
}

/** A page of the tags: the index of every tag, or one tag's docs. */
export interface TagPage {
  routePath: string;
  page: Omit<CategoryPageView, 'sidebar' | 'pagination'>;
}

export interface DocTags {
  /** each doc's tags, by doc id (docs without tags are absent) */
  byDoc: Map<string, TagView[]>;
  /** the tags index and a page per tag; none when no doc has tags */
  pages: TagPage[];
}

/** Where a tag's page is under the tags route: its permalink, else its label slugified. */
function tagPathOf(tag: FrontMatterTag): { label: string; path: string } {
  if (typeof tag === 'string') return { label: tag, path: slugify(tag) };
  return { label: tag.label, path: tag.permalink.replace(/^\/+|\/+$/g, '') };
}

/**
 * Docusaurus's doc tags: `/docs/tags` lists every tag with its count, `/docs/tags/<tag>` the
 * docs tagged with it; tags with one permalink are one tag (the first label wins).
 */
export function docTagsOf(
  docs: TaggedDoc[],
  router: Pick<Router, 'pageHref' | 'categoryRoutePath'>,
  strings: ThemeStrings = ENGLISH_STRINGS,
): DocTags {
  const byDoc = new Map<string, TagView[]>();
  const tags = new Map<string, { label: string; href: string; routePath: string; docs: TaggedDoc[] }>();
  for (const tagged of docs) {
    const views: TagView[] = [];
    for (const tag of tagged.doc.frontMatter.tags ?? []) {
      const { label, path } = tagPathOf(tag);
      const routePath = router.categoryRoutePath(`tags/${path}`);
      let entry = tags.get(routePath);
      if (entry === undefined) {
        entry = { label, href: router.pageHref(routePath), routePath, docs: [] };
        tags.set(routePath, entry);
      }
      if (entry.docs.includes(tagged)) continue;
      entry.docs.push(tagged);
      views.push({ label: entry.label, href: entry.href });
    }
    if (views.length > 0) byDoc.set(tagged.doc.id, views);
  }
  if (tags.size === 0) return { byDoc, pages: [] };
  const indexRoutePath = router.categoryRoutePath('tags');
  const indexHref = router.pageHref(indexRoutePath);
  const sorted = [...tags.values()].sort((a, b) => a.label.localeCompare(b.label));
  const index: TagPage = {
    routePath: indexRoutePath,
    page: {
      kind: 'category',
      href: indexHref,
      title: strings.tags,
      description: formatString(sorted.length === 1 ? strings.tagsDescriptionOne : strings.tagsDescription, {
        count: String(sorted.length),
      }),
      breadcrumbs: [],
      cards: sorted.map((tag) => ({ label: tag.label, href: tag.href, kind: 'tag', count: tag.docs.length })),
    },
  };
  const perTag = sorted.map(
    (tag): TagPage => ({
      routePath: tag.routePath,
      page: {
        kind: 'category',
        href: tag.href,
        title: formatString(tag.docs.length === 1 ? strings.taggedDocsOne : strings.taggedDocs, {
          count: String(tag.docs.length),
          label: tag.label,
        }),
        breadcrumbs: [{ label: strings.tags, href: indexHref }, { label: tag.label }],
        cards: tag.docs
          .map((tagged) => ({
            label: tagged.title,
            href: router.pageHref(tagged.doc.routePath),
            kind: 'doc' as const,
            description: tagged.doc.frontMatter.description,
          }))
          .sort((a, b) => a.label.localeCompare(b.label)),
      },
    }),
  );
  return { byDoc, pages: [index, ...perTag] };
}
