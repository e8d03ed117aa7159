import type { FastifyRequest } from 'fastify';

/** The origin of a URL, normalised (scheme and host lower-cased, default port dropped); null if unreadable. */
function originOf(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    // An opaque origin ('null', a sandboxed frame or a data: page) is never ours.
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** The origin the client reached, normalised as a browser writes it (no default port). */
export function requestOrigin(request: FastifyRequest): string {
  const raw = `${request.protocol}://${request.host}`;
  try {
    return new URL(raw).origin;
  } catch {
    // A Host no URL can hold: an address built on it will not load, but the answer is no 500.
    return raw;
  }
}

/**
 * Whether a browser says the request comes from a page of this server's own origin: its `Origin` header
 * names the scheme and host the request arrived at (as Fastify sees them, behind TRUST_PROXY), or, in a
 * browser that sends no Origin, `Sec-Fetch-Site` is same-origin. A request with neither is refused.
 */
export function isSameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const own = originOf(requestOrigin(request));
    return own !== null && originOf(origin) === own;
  }
  return request.headers['sec-fetch-site'] === 'same-origin';
}
