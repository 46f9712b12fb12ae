/**
 * The bound of every field the app writes, as a Django model would give it (CharField
 * `max_length`, DecimalField `max_digits`/`decimal_places`, an integer's range), decided once here
 * and read by the write schemas (`schemas/`), so the form refuses what the server refuses. Where the
 * spec gives a bound (exchange rate, emoji, minimum lengths) it is the spec's. The table of
 * docs/contract.md ("Bounds of every write") lists them for a real server.
 */

/** Text lengths (CharField max_length). */
export const TEXT_MAX = {
  /** Person names: Django's own first_name / last_name. */
  personName: 150,
  username: 150,
  /** A country's name as the spec writes it in a body ('guinee', 'senegal'). */
  countryName: 50,
  /** RFC 5321's longest address, Django's EmailField. */
  email: 254,
  /** A phone as typed: '+224 620 12 34 56' and its spaces; 15 digits at most (E.164). */
  phone: 30,
  /** Django's password field (the hash) is 128; a password typed longer is refused. */
  password: 128,
  /** One component of an address ('Rue', 'Ville'…), and the full address written on one line. */
  addressComponent: 255,
  addressFull: 500,
  /** A recipient's district (quartier). */
  district: 150,
  /** A parcel's description, a product's name and description. */
  parcelDescription: 2_000,
  productName: 200,
  productDescription: 500,
  /** A category: name, short and long description, one detection keyword. */
  categoryName: 100,
  categoryDescription: 255,
  categoryLongDescription: 2_000,
  keyword: 50,
  /** A payment's transaction reference and notes; a payment link's description. */
  transactionId: 100,
  paymentNotes: 1_000,
  paymentDescription: 255,
  /** A manifest's notes, an invoice's remarks, an invoice line's category. */
  manifestNotes: 2_000,
  invoiceRemarks: 2_000,
  invoiceCategory: 100,
  /** Codes: ISO2 country, currency, a 2FA device, a provider state, a login's one-time code. */
  countryCode: 2,
  currencyCode: 3,
  deviceId: 100,
  oauthState: 200,
  otpToken: 16,
  /** The sign-in identifier (username or e-mail) and a refresh token. */
  login: 254,
  token: 2_000,
  /** The detection's product name. */
  detectionText: 200,
} as const;

/** How many items a list of a write may hold. */
export const LIST_MAX = {
  productsPerParcel: 100,
  keywordsPerCategory: 50,
  parcelsPerManifest: 1_000,
  manifestsPerRequest: 100,
  invoiceLines: 200,
  productsPerGrouping: 10_000,
} as const;

/**
 * Amounts of money: DecimalField(max_digits=14, decimal_places=2), under 1 000 billion in any
 * currency (6 250 GNF to the dollar leaves room for any parcel), and never more decimals than the
 * currency has (GNF and XOF 0, others 2; see currency.ts).
 */
export const MONEY_MAX = 999_999_999_999.99;

/** A numeric field: its smallest and largest values and the decimals it keeps. */
export interface NumberBound {
  min: number;
  max: number;
  decimals: number;
}

export const NUMBER_BOUNDS = {
  /** A category's unit price, in its creation currency (DecimalField(14, 2)); 0 allowed (spec). */
  price: { min: 0, max: MONEY_MAX, decimals: 2 },
  /** A product's declared unit value (DecimalField(14, 2)). */
  unitValue: { min: 0, max: MONEY_MAX, decimals: 2 },
  /** A payment's amount, a payment link's amount, a parcel's discount (DecimalField(14, 2)). */
  amount: { min: 0, max: MONEY_MAX, decimals: 2 },
  /** A cash close's counted line (issue #32): the day's net money for a method and currency, below 0 when more was given back (refunds) than taken. */
  countedAmount: { min: -MONEY_MAX, max: MONEY_MAX, decimals: 2 },
  /** A product's unit weight in kg: 10 g to one tonne a unit (DecimalField(7, 2)). */
  unitWeight: { min: 0, max: 1_000, decimals: 2 },
  /** A parcel's total weight in kg (DecimalField(10, 2)): 100 products of a tonne × 10 000. */
  parcelWeight: { min: 0, max: 100_000_000, decimals: 2 },
  /** A product's length, width or height in cm: up to 10 m (DecimalField(6, 2)). */
  dimension: { min: 0, max: 1_000, decimals: 2 },
  /** Units of one product line (PositiveIntegerField): 1 to 10 000. */
  quantity: { min: 1, max: 10_000, decimals: 0 },
  /** Lines of a product priced per line: 1 to 10 000. */
  lines: { min: 1, max: 10_000, decimals: 0 },
  /** A category's display order (PositiveSmallIntegerField). */
  displayOrder: { min: 0, max: 32_767, decimals: 0 },
  /** An exchange rate (spec 000: max 999 999 999, 6 decimals; DecimalField(15, 6)). */
  rate: { min: 0, max: 999_999_999, decimals: 6 },
  /** An invoice line: its units, its weight in kg (step 0,1 kg) and its value per kg (step 0,01). */
  invoiceQuantity: { min: 1, max: 1_000_000, decimals: 0 },
  invoiceWeight: { min: 0.1, max: 10_000_000, decimals: 1 },
  invoiceUnitValue: { min: 0, max: MONEY_MAX, decimals: 2 },
  /** A row id (Django's AutoField / IntegerField). */
  id: { min: 1, max: 2_147_483_647, decimals: 0 },
} as const satisfies Record<string, NumberBound>;

/** The largest body a write may send (bytes): beyond it the server answers 413 without reading it. */
export const MAX_BODY_BYTES = 1024 * 1024;
