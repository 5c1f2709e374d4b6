/** The activities before and after `id` in the member's order (Previous and Next); null at either end. */
export function neighbours(ids: readonly string[], id: string): { previous: string | null; next: string | null } {
  const index = ids.indexOf(id);
  if (index < 0) return { previous: null, next: null };
  return { previous: ids[index - 1] ?? null, next: ids[index + 1] ?? null };
}
