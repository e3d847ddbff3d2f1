/**
 * What was removed and what was added, with the pairs that are one thing renamed: a removed
 * and an added item of the same shape (written form without the name) that are `related`
 * (declared in the same place, or named alike), when each is the other's only candidate
 * (two removed of one shape could be either).
 */
export function pairRenames<T>(
  removed: T[],
  added: T[],
  shapeOf: (item: T) => string,
  related: (before: T, after: T) => boolean = () => true,
): { renamed: { before: T; after: T }[]; removed: T[]; added: T[] } {
  const oldShapes = removed.map(shapeOf);
  const newShapes = added.map(shapeOf);
  const candidates = (item: T, shape: string, others: T[], otherShapes: string[], isOld: boolean) =>
    others.filter((other, index) => otherShapes[index] === shape && (isOld ? related(item, other) : related(other, item)));
  const renamed: { before: T; after: T }[] = [];
  removed.forEach((old, index) => {
    const [only, ...more] = candidates(old, oldShapes[index] as string, added, newShapes, true);
    if (only === undefined || more.length > 0) return;
    if (candidates(only, shapeOf(only), removed, oldShapes, false).length === 1) renamed.push({ before: old, after: only });
  });
  const paired = new Set(renamed.flatMap((pair) => [pair.before, pair.after]));
  return { renamed, removed: removed.filter((item) => !paired.has(item)), added: added.filter((item) => !paired.has(item)) };
}
