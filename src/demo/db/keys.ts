/** Where the demo store keeps itself in localStorage: the store, the seed choice and its save stamp. */
export const STORAGE_KEY = 'colis.demo.db';
export const SEED_KEY = 'colis.demo.seed';
export const VERSION_KEY = 'colis.demo.version';
