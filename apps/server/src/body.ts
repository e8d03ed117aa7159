import { HttpError } from './http-error.ts';

/** The JSON body as an object; anything else is a 400 with a clear detail. */
export function objectBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'The request body must be a JSON object.', 'invalid_body');
  }
  return body as Record<string, unknown>;
}

/** A string field, or '' when missing; a present non-string is a 400. */
export function stringField(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string')
    throw new HttpError(400, `${name} must be a string.`, 'invalid_body');
  return value;
}
