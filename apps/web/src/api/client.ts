import * as z from 'zod/mini';

/** Token value of a session held by the external sign-in provider's cookie (spec section 9). */
export const OAUTH_SESSION_TOKEN = 'oauth_session';

/** `code` of an answer that does not match its contract in packages/contracts. */
export const INVALID_RESPONSE = 'invalid_response';

/** Outcome of one API call: the parsed body, or the server's `detail` (null on a network failure). */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; detail: string | null; code: string | null; network: boolean };

export type RequestOptions<T = unknown> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Bearer token; the OAuth marker sends cookies only. */
  token?: string | null;
  json?: unknown;
  body?: FormData;
  headers?: Record<string, string>;
  /** How to read a successful body. */
  as?: 'json' | 'blob' | 'none';
  /** The contract a JSON answer is parsed with; an answer that breaks it is an `invalid_response` error. */
  schema?: z.core.$ZodType<T>;
};

/** Calls the API on the same origin; never throws. */
export async function apiRequest<T>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token && options.token !== OAUTH_SESSION_TOKEN) {
    headers.Authorization = `Bearer ${options.token}`;
  }
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.body) {
    body = options.body;
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
    });
  } catch {
    return { ok: false, status: 0, detail: null, code: null, network: true };
  }
  if (!response.ok) {
    const { detail, code } = await readErrorBody(response);
    return { ok: false, status: response.status, detail, code, network: false };
  }
  try {
    const as = options.as ?? 'json';
    if (as === 'blob')
      return { ok: true, status: response.status, data: (await response.blob()) as T };
    if (as === 'none' || response.status === 204) {
      return { ok: true, status: response.status, data: undefined as T };
    }
    const body: unknown = await response.json();
    if (!options.schema) return { ok: true, status: response.status, data: body as T };
    const parsed = z.safeParse(options.schema, body);
    if (parsed.success) return { ok: true, status: response.status, data: parsed.data };
    return {
      ok: false,
      status: response.status,
      detail: null,
      code: INVALID_RESPONSE,
      network: false,
    };
  } catch {
    return { ok: false, status: response.status, detail: null, code: null, network: true };
  }
}

async function readErrorBody(
  response: Response,
): Promise<{ detail: string | null; code: string | null }> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object') {
      const { detail, code } = body as { detail?: unknown; code?: unknown };
      return {
        detail: typeof detail === 'string' && detail.length > 0 ? detail : null,
        code: typeof code === 'string' ? code : null,
      };
    }
  } catch {
    // A body that is not JSON carries no detail; callers fall back to the spec's generic text.
  }
  return { detail: null, code: null };
}
