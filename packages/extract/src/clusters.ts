/**
 * One-dimensional clustering for columns read from geometry: items sorted by an edge, each joining the
 * last group while it lies within its own tolerance of that group's first item. Measured from the first,
 * a chain of items each a little further along cannot drift into one group.
 */
export function clustersFromFirst<T>(
  items: readonly T[],
  edge: (item: T) => number,
  tolerance: (item: T) => number,
): T[][] {
  const sorted = [...items].sort((a, b) => edge(a) - edge(b));
  const groups: T[][] = [];
  for (const item of sorted) {
    const last = groups[groups.length - 1];
    if (last && edge(item) - edge(last[0]!) <= tolerance(item)) last.push(item);
    else groups.push([item]);
  }
  return groups;
}
