/** Cache keys of the profile page. */
export const PROFILE_QUERY_KEY = ['profil', 'me'] as const;
export const TWO_FACTOR_STATUS_QUERY_KEY = ['profil', '2fa-status'] as const;
