/**
 * A stored order of ids made valid against the ids that exist now, in their default order:
 * unknown ids dropped, duplicates dropped, ids it does not name appended in their default
 * place, so an item added later never disappears.
 */
export function resolveStoredOrder<Id extends string>(order: readonly string[] | undefined, known: readonly Id[]): Id[] {
  const ids = new Set<string>(known);
  const seen = new Set<string>();
  const result: Id[] = [];
  for (const id of order ?? []) {
    if (ids.has(id) && !seen.has(id)) {
      seen.add(id);
      result.push(id as Id);
    }
  }
  for (const id of known) if (!seen.has(id)) result.push(id);
  return result;
}
