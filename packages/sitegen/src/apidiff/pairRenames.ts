/**
 * What was removed and what was added, with the pairs that are one thing renamed: a removed
 * and an added item of the same shape (written form without the name), when that shape is
 * the only one of its kind on each side (two removed of one shape could be either).
 */
export function pairRenames<T>(
  removed: T[],
  added: T[],
  shapeOf: (item: T) => string,
): { renamed: { before: T; after: T }[]; removed: T[]; added: T[] } {
  const byShape = (items: T[]) => {
    const map = new Map<string, T[]>();
    for (const item of items) map.set(shapeOf(item), [...(map.get(shapeOf(item)) ?? []), item]);
    return map;
  };
  const oldShapes = byShape(removed);
  const newShapes = byShape(added);
  const renamed: { before: T; after: T }[] = [];
  for (const [shape, olds] of oldShapes) {
    const news = newShapes.get(shape);
    if (olds.length === 1 && news?.length === 1) renamed.push({ before: olds[0] as T, after: news[0] as T });
  }
  const paired = new Set(renamed.flatMap((pair) => [pair.before, pair.after]));
  return { renamed, removed: removed.filter((item) => !paired.has(item)), added: added.filter((item) => !paired.has(item)) };
}
