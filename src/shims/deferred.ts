/** Code loaded on first need and kept: `current()` once it has arrived, `load()` to ask for it. */
export interface Deferred<T> {
  current(): T | null;
  load(): Promise<T>;
}

/** Loads once, on the first `load()`; a load that fails (offline) is tried again by the next one. */
export function deferred<T>(importer: () => Promise<T>): Deferred<T> {
  let value: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    current: () => value,
    load() {
      loading ??= importer().then(
        (loaded) => {
          value = loaded;
          return loaded;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}
