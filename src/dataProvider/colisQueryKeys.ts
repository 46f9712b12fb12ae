/** react-query keys of the parcel screens, so a change on one screen refreshes the others. */
export const COLIS_STATISTICS_KEY = ['colis', 'statistiques'] as const;
export const colisEditRightsKey = (colisId: number | string) => ['colis', 'droits-modification', String(colisId)] as const;
