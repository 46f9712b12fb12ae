import * as z from 'zod/mini';

// zod's full API says in English why a payload does not fit (the console's and `npm run contract`'s
// explanation); its mini build, which the contracts use to keep the first screen light, only does
// with its English messages loaded.
z.config(z.locales.en());

/** A schema whose parsed value goes through `map`: zod classic's `schema.transform(map)`. */
export function transform<S extends z.ZodMiniType, T>(schema: S, map: (value: z.output<S>) => T) {
  return z.pipe(schema, z.transform(map));
}

/** Django's DecimalField arrives as a string: numbers are accepted in both forms. */
export const decimal = transform(z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?$/))]), (v) => Number(v));
export const nullableDecimal = z.optional(z.nullable(decimal));

export const id = transform(z.union([z.number(), z.string()]), (v) => Number(v));

/** DRF page: `{count, results}`; some endpoints answer a bare list. */
export function paginated<T extends z.ZodMiniType>(item: T) {
  return z.union([
    z.looseObject({ count: z.number(), results: z.array(item) }),
    transform(z.array(item), (results) => ({ count: results.length, results })),
  ]);
}
