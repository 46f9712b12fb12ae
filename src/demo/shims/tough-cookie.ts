/**
 * Stands in for `tough-cookie` in the demo backend (vite.config.ts, `LIBRARY_ALIASES`;
 * docs/architecture.md, "Build patches"): MSW's cookie store imports it, with `tldts` (112 KB gzip
 * on the demo's first screen), to keep cookies that mocked responses set. The demo backend never
 * sets a cookie (bearer tokens only) and answers through `getResponse`, which never stores any; so
 * MSW's store stays empty and these empty answers are exactly what the real library would give.
 * tests/unit/demoDispatcher.test.ts checks that the demo handlers set no cookie,
 * tests/unit/buildPatches.test.ts that MSW imports nothing else of the library.
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
