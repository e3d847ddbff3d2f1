/** "Did you mean…?": the names and hrefs closest to a mistyped one, for every stage's errors and warnings. */

/** Levenshtein distance, one row at a time. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** Levenshtein distance, with two neighbours swapped as one edit ('titel' → 'title'): how far a typo went. */
export function typoDistance(a: string, b: string): number {
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    const above = rows[i - 1] ?? [];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((above[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (above[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      row[j] = best;
    }
    rows.push(row);
  }
  return rows[a.length]?.[b.length] ?? 0;
}

/** A name without what a typist varies besides letters: case, '_', '-' ('sidebarPosition', 'Sidebar-Position'). */
const spelling = (name: string): string => name.toLowerCase().replaceAll(/[-_\s]/g, '');

/**
 * How many typos a misspelling of a name of this length (as spelt) may hold: none under five
 * letters, where one edit turns a word into another ('tabs' is not 'tags', 'ab' not 'id'),
 * one from five, two from ten.
 */
const typosAllowed = (length: number): number => (length < 5 ? 0 : length < 10 ? 1 : 2);

/**
 * The one of `known` that `name` most likely misspells, or undefined when it looks like a name
 * of its own: the same but for case and separators, or within a few typos of a long enough
 * name. For a key that is allowed anyway (custom front matter), where a wrong guess must be rare.
 */
export function likelyMisspelling(name: string, known: readonly string[]): string | undefined {
  if (known.includes(name)) return undefined;
  const written = spelling(name);
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of known) {
    const meant = spelling(candidate);
    if (Math.abs(meant.length - written.length) > typosAllowed(meant.length)) continue;
    const distance = typoDistance(written, meant);
    if (distance <= typosAllowed(meant.length) && (best === undefined || distance < best.distance)) {
      best = { candidate, distance };
    }
  }
  return best?.candidate;
}

/** Names among `candidates` that look like `name`: a shared part, or a small edit distance. */
export function closeNames(name: string, candidates: Iterable<string>, limit = 5): string[] {
  const scored = [...candidates].map((candidate) => ({ candidate, score: editDistance(name.toLowerCase(), candidate.toLowerCase()) }));
  const lower = name.toLowerCase();
  return scored
    .filter(
      ({ candidate, score }) =>
        score <= Math.max(2, Math.floor(name.length / 3)) ||
        candidate.toLowerCase().includes(lower) ||
        lower.includes(candidate.toLowerCase()),
    )
    .sort((a, b) => a.score - b.score || a.candidate.localeCompare(b.candidate))
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}

/** "Did you mean 'a', 'b'?" naming `names` (closeNames's), or undefined for none. */
export function didYouMean(names: readonly string[]): string | undefined {
  return names.length === 0 ? undefined : `Did you mean ${names.map((name) => `'${name}'`).join(', ')}?`;
}

/** What a doc id is, for the errors about one that names no doc. */
export const DOC_ID_HINT =
  "A doc's id is its path under content/docs without extension and number prefixes, or its front matter `id` in that folder.";

const lastSegment = (href: string): string => href.slice(href.lastIndexOf('/') + 1);

/**
 * The href a broken one most likely meant: the closest by edit distance (within about a
 * third of its last segment's length), else the only one with the same last segment (a
 * page moved into a folder: /docs/quoting → /docs/tutorial-basics/quoting).
 */
export function suggestHref(target: string, candidates: Iterable<string>): string | undefined {
  const all = [...candidates];
  const close = closest(target, all);
  if (close !== undefined) return close;
  const name = lastSegment(target);
  const sameName = all.filter((candidate) => name !== '' && lastSegment(candidate) === name);
  return sameName.length === 1 ? sameName[0] : undefined;
}

/** The closest anchor id within a small edit distance (a typo, a changed heading word). */
export function suggestAnchor(anchor: string, ids: Iterable<string>): string | undefined {
  return closest(anchor, [...ids]);
}

function closest(target: string, candidates: string[]): string | undefined {
  // a typo is a few letters of the last segment, whatever the length of the path before it
  const limit = Math.max(2, Math.floor(lastSegment(target).length / 3));
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    if (Math.abs(candidate.length - target.length) > limit) continue;
    const distance = editDistance(target.toLowerCase(), candidate.toLowerCase());
    if (distance <= limit && (best === undefined || distance < best.distance)) best = { candidate, distance };
  }
  return best?.candidate;
}
