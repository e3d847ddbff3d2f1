import yaml from 'js-yaml';

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * A VitePress home page (`layout: home`) keeps its hero and features in front matter, which
 * VitePress's theme lays out: here they become the page's Markdown, before its body — the
 * hero's name as its title, its text and tagline, its actions as links, each feature as a
 * section with its details and link. Undefined for any other page.
 */
export function homeMarkdown(source: string): string | undefined {
  const matter = rawFrontMatter(source);
  if (matter.layout !== 'home') return undefined;
  const hero = record(matter.hero);
  const lines: string[] = [];
  const name = text(hero.name) ?? text(matter.title);
  if (name !== undefined) lines.push(`# ${name}`, '');
  for (const part of [text(hero.text), text(hero.tagline)]) if (part !== undefined) lines.push(part, '');
  const actions = list(hero.actions).flatMap((action) => {
    const label = text(action.text);
    const link = text(action.link);
    return label === undefined || link === undefined ? [] : [`[${label}](${link})`];
  });
  if (actions.length > 0) lines.push(actions.join(' · '), '');
  for (const feature of list(matter.features)) {
    const title = text(feature.title);
    if (title === undefined) continue;
    lines.push(`## ${[text(feature.icon), title].filter((part) => part !== undefined && !part.startsWith('<')).join(' ')}`, '');
    const details = text(feature.details);
    if (details !== undefined) lines.push(details, '');
    const link = text(feature.link);
    if (link !== undefined) lines.push(`[${text(feature.linkText) ?? 'Learn more'}](${link})`, '');
  }
  return lines.length === 0 ? undefined : lines.join('\n');
}

/** The page's front matter as written, every key kept; {} when it has none or it does not parse (its own parse reports that). */
export function rawFrontMatter(source: string): Record<string, unknown> {
  const block = FRONT_MATTER.exec(source.replace(/^\uFEFF/, ''))?.[1];
  if (block === undefined) return {};
  try {
    return record(yaml.safeLoad(block));
  } catch {
    return {};
  }
}

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function list(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.map(record) : [];
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
