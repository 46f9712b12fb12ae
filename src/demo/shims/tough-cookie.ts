/**
 * Stands in for `tough-cookie` in the browser build of the demo backend (a Vite alias, see
 * vite.config.ts): MSW's cookie store imports it, with `tldts` (about 100 KB gzip together), to
 * keep cookies that mocked responses set. The demo backend never sets a cookie (bearer tokens
 * only) and answers through `getResponse`, which never stores any; so MSW's store stays empty and
 * these empty answers are exactly what the real library would give. tests/unit/toughCookieShim.test.ts
 * checks that the demo handlers set no cookie.
 */
export interface SerializedCookie {
  [key: string]: unknown;
}

export type MemoryCookieStoreIndex = Record<string, Record<string, Record<string, Cookie>>>;

export class Cookie {
  key = '';
  value = '';
  domain: string | null = null;
  path: string | null = null;

  static fromJSON(): Cookie | null {
    return null;
  }

  toJSON(): SerializedCookie {
    return {};
  }
}

export class MemoryCookieStore {
  idx: MemoryCookieStoreIndex = {};
}

export class CookieJar {
  constructor(readonly store?: MemoryCookieStore) {}

  getCookiesSync(): Cookie[] {
    return [];
  }

  setCookie(): Promise<undefined> {
    return Promise.resolve(undefined);
  }
}
