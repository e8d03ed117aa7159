import * as z from 'zod/mini';
import { BODY_NOT_OBJECT } from './fields.ts';
import { Statement } from './statement.ts';

/** Start of the detail of a saved statement that breaks the Statement contract. */
export const INVALID_STATEMENT = 'The statement does not match the Statement format';

/** Largest edited statement accepted, in bytes of JSON (a 20,000-row statement is about 8 MB). */
export const STATEMENT_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

/** The value at `path` inside `value`, or undefined where the path leads nowhere. */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at: unknown = value;
  for (const key of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

/** The first problem of `value` as a Statement, naming the field (`transactions.3.amount`), or null. */
export function statementProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return BODY_NOT_OBJECT;
  const result = z.safeParse(Statement, value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (!issue) return INVALID_STATEMENT;
  const where = issue.path.map(String).join('.');
  const missing = issue.code === 'invalid_type' && valueAt(value, issue.path) === undefined;
  const what = missing ? 'is missing' : `is invalid (${issue.message})`;
  return `${INVALID_STATEMENT}: ${where === '' ? 'the statement' : where} ${what}.`;
}

/**
 * Body of `PUT /api/documents/{id}/statement`: a whole Statement (decimal money, as the conversion answer
 * gives it). Anything else is refused with the first problem, naming the field.
 */
export const StatementUpdateRequest = /* @__PURE__ */ z.pipe(
  z.unknown().check(
    z.superRefine((value, ctx) => {
      const problem = statementProblem(value);
      if (problem !== null)
        ctx.issues.push({
          code: 'custom',
          message: problem,
          input: value,
          params: { code: 'invalid_statement' },
        });
    }),
  ),
  Statement,
);

/** Answer of a saved edit: the new version's number (the engine's original is version 0) and when. */
export const StatementUpdateResponse = z.object({
  version: z.int().check(z.positive()),
  saved_at: z.string(),
});
export type StatementUpdateResponse = z.infer<typeof StatementUpdateResponse>;
