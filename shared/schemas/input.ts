import { z } from 'zod';

/*
 * Input forms that every transport accepts: forms and legacy REST callers write booleans as 1/0 or
 * "true"/"false" (the spec lists shopping products "with is_delivery 0") and numbers as numerals in
 * strings. Both transports parse with the same schema, so tRPC accepts them too.
 */

const TRUE = new Set<unknown>([true, 1, '1', 'true', 'on']);

/** A boolean written as true/false, 1/0, "true"/"false", "1"/"0", or "on"/"off" (an HTML checkbox). */
export const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false', 'on', 'off'])])
  .transform((v) => TRUE.has(v));

/** An integer written as a number or as a numeral in a string ("12", " 12 "); "", null and "1e3" are refused. */
export const integer = z
  .union([z.number(), z.string().trim().regex(/^-?\d{1,15}$/)], { error: '정수를 입력해주세요.' })
  .transform((v) => Number(v))
  .pipe(z.number().int({ error: '정수를 입력해주세요.' }));

/** A decimal number (coordinates, radius) written as a number or as a numeral in a string. */
export const decimal = z
  .union([z.number(), z.string().trim().regex(/^-?\d{1,15}(\.\d{1,15})?$/)])
  .transform((v) => Number(v))
  .pipe(z.number().finite());
