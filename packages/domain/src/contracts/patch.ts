import { z } from "zod";

type Patched<S extends z.ZodRawShape> = {
  [K in keyof S]: z.ZodOptional<S[K] extends z.ZodDefault<infer Inner> ? Inner : S[K]>;
};

/**
 * The fields of a form as a save of only what the user changed: every field optional and without its default,
 * so a field left out of the request stays left out (the service keeps the stored value) and `null` clears it.
 */
export const patchOf = <S extends z.ZodRawShape>(shape: S): Patched<S> => {
  const out: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(shape)) {
    const inner = field instanceof z.ZodDefault ? field.unwrap() : field;
    out[key] = z.optional(inner);
  }
  return out as Patched<S>;
};
