import { z } from 'zod';

/** Django's DecimalField arrives as a string: numbers are accepted in both forms. */
export const decimal = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).transform((v) => Number(v));
export const nullableDecimal = decimal.nullable().optional();

export const id = z.union([z.number(), z.string()]).transform((v) => Number(v));

/** DRF page: `{count, results}`; some endpoints answer a bare list. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.union([
    z.looseObject({ count: z.number(), results: z.array(item) }),
    z.array(item).transform((results) => ({ count: results.length, results })),
  ]);
}
