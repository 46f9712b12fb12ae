/** Keys of the parcel screens' own (non-CRUD) queries; none begins with 'colis', react-admin's. */
export const COLIS_STATISTICS_KEY = ['parcel-statistics'] as const;
export const colisEditRightsKey = (colisId: number | string) => ['parcel-edit-rights', String(colisId)] as const;
export const CONVERTED_CATEGORIES_KEY = ['converted-category-prices'] as const;
