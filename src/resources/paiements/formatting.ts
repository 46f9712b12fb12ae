/** French date formats of the payments screens. */
const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium' });

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return 'Date inconnue';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Date invalide' : dateTime.format(date);
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return 'Date inconnue';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Date invalide' : dateOnly.format(date);
}
