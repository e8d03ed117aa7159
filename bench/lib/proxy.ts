/** A tiny round-robin HTTP proxy for benchmarks: each request goes to the next upstream in turn. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Proxy = {
  /** `http://127.0.0.1:<port>` of the proxy. */
  baseURL: string;
  /** Requests sent to each upstream, in the order the upstreams were given. */
  forwarded: number[];
  close: () => Promise<void>;
};

/** Headers that belong to one connection and are not forwarded (RFC 9110, section 7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);
/** Answer when an upstream cannot be reached, in the API's form. */
const BAD_GATEWAY = JSON.stringify({ detail: 'Bad gateway' });

function forwardable(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

/** Listens on a free loopback port and forwards every request, body streamed, to `upstreams` in turn. */
export async function startRoundRobinProxy(upstreams: readonly string[]): Promise<Proxy> {
  const targets = upstreams.map((u) => new URL(u));
  const forwarded = targets.map(() => 0);
  // Kept-alive connections to the upstreams, as a real load balancer keeps them.
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  let next = 0;
  const server = http.createServer((request, response) => {
    const index = next;
    next = (next + 1) % targets.length;
    const target = targets[index];
    if (target === undefined) throw new Error('no upstream');
    forwarded[index] = (forwarded[index] ?? 0) + 1;
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: forwardable(request.headers),
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) {
        response.writeHead(502, { 'content-type': 'application/json' });
        response.end(BAD_GATEWAY);
      } else {
        response.destroy();
      }
    });
    request.pipe(upstream);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    forwarded,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
