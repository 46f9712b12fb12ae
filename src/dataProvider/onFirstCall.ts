// Any async function: the arguments' types are checked where the methods are called, by M.
type AsyncMethods = Record<string, (...args: never[]) => Promise<unknown>>;

/**
 * A domain's named methods whose code, and the response contract it reads, load on the first call
 * of any of them instead of with the first screen. `names` lists every method of the module: the
 * type check fails when one is missing or unknown. A load that fails (offline) is tried again by the
 * next call.
 */
export function onFirstCall<M extends AsyncMethods>(load: () => Promise<M>, names: Record<keyof M, true>): M {
  let loading: Promise<M> | null = null;
  const methods = (): Promise<M> => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const call = (name: keyof M) => async (...args: never[]) => (await methods())[name](...args);
  return Object.fromEntries(Object.keys(names).map((name) => [name, call(name)])) as M;
}
