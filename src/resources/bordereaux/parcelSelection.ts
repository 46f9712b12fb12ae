/** The picked parcels with `id` added, or removed when it was already picked. */
export function togglePicked(picked: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(picked);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
