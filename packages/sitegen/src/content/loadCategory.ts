import { slug as slugify } from 'github-slugger';
import { z } from 'zod';
import { describeIssue } from '../config/validateConfig.js';
import { SitegenError } from '../errors/SitegenError.js';
import type { Router } from '../router/createRouter.js';
import type { CategoryMeta } from './types.js';
import { jsonSyntaxError } from './jsonSyntaxError.js';

const categorySchema = z.strictObject({
  label: z.string().optional(),
  position: z.number().optional(),
  collapsed: z.boolean().optional(),
  collapsible: z.boolean().optional(),
  className: z.string().optional(),
  description: z.string().optional(),
  link: z
    .discriminatedUnion('type', [
      z.strictObject({
        type: z.literal('generated-index'),
        description: z.string().optional(),
        slug: z.string().optional(),
        title: z.string().optional(),
      }),
      z.strictObject({ type: z.literal('doc'), id: z.string() }),
    ])
    // Docusaurus's `"link": null`: the category has no page of its own
    .nullable()
    .optional(),
});

export interface LoadCategoryParams {
  /** folder under content/docs (number prefixes stripped) */
  dir: string;
  /** the default label, from the folder's name (folderLabel) */
  defaultLabel: string;
  /** from the folder's number prefix */
  defaultPosition?: number;
  router: Pick<Router, 'categoryRoutePath'>;
  /** absolute path and text of _category_.json, when there is one */
  source?: { file: string; text: string };
}

/** A docs folder's category: defaults from the folder, overridden by `_category_.json`. */
export function loadCategory(params: LoadCategoryParams): CategoryMeta {
  const { dir, defaultLabel, defaultPosition, router, source } = params;
  const meta = source === undefined ? {} : parseCategoryFile(source.file, source.text);
  const label = meta.label ?? defaultLabel;
  const category: CategoryMeta = {
    dir,
    file: source?.file,
    label,
    position: meta.position ?? defaultPosition,
    collapsed: meta.collapsed ?? true,
    collapsible: meta.collapsible ?? true,
    className: meta.className,
  };
  if (meta.link?.type === 'generated-index') {
    const slug = slugify(label);
    category.generatedIndex = {
      slug,
      title: meta.link.title ?? label,
      description: meta.link.description ?? meta.description,
      routePath: router.categoryRoutePath(meta.link.slug ?? `category/${slug}`),
    };
  } else if (meta.link?.type === 'doc') {
    category.linkDocId = meta.link.id;
  }
  return category;
}

function parseCategoryFile(file: string, text: string): z.infer<typeof categorySchema> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    const { reason, line, column } = jsonSyntaxError(text, cause);
    throw new SitegenError({
      code: 'content/category',
      message: `_category_.json is not valid JSON: ${reason}`,
      hint: 'Write it as a JSON object, e.g. {"label": "Tutorial", "position": 2}.',
      location: { file, line, column },
      cause,
    });
  }
  const result = categorySchema.safeParse(json, { reportInput: true });
  if (result.success) return result.data;
  const details = result.error.issues.flatMap(describeIssue);
  throw new SitegenError({
    code: 'content/category',
    message: `invalid _category_.json: ${details.length === 1 ? details[0] : `${details.length} problems`}`,
    hint: 'Allowed keys: label, position, collapsed, collapsible, className, description, link ({type: "generated-index", description?, slug?, title?} or {type: "doc", id}).',
    location: { file },
    details,
  });
}
