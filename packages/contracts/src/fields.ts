import * as z from 'zod/mini';

/** Detail of a request whose body is missing or not a JSON object. */
export const BODY_NOT_OBJECT = 'The request body must be a JSON object.';

/** The rule's own error code and HTTP status, carried by a refinement's `params` to the server. */
export type RuleParams = { code: string; status?: number };

/** A JSON request body: anything but an object is refused with one clear detail. */
/* @__NO_SIDE_EFFECTS__ */
export function requestBody<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.object(shape, { error: BODY_NOT_OBJECT });
}

/**
 * A string field of a JSON body. A missing one reads as '' so that the field's own rule answers with its
 * message (as the spec's forms do); any other type is refused naming the field.
 */
/* @__NO_SIDE_EFFECTS__ */
export function textField(name: string, ...checks: z.core.$ZodCheck<string>[]) {
  return z.prefault(z.string({ error: `${name} must be a string.` }).check(...checks), '');
}

/** A rule with its own message, error code and (optionally) HTTP status. */
/* @__NO_SIDE_EFFECTS__ */
export function rule<T>(test: (value: T) => boolean, message: string, params: RuleParams) {
  return z.refine<T>(test, { error: message, params });
}

/** The first problem of `value` against `schema` as its message, or null when it passes. */
export function firstProblem(schema: z.core.$ZodType, value: unknown): string | null {
  const result = z.safeParse(schema, value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
