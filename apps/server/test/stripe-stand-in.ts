import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { onTestFinished } from 'vitest';

/**
 * A local HTTP stand-in of the Stripe API: NOT Stripe, only the few endpoints the server calls, answering
 * in Stripe's shapes (API version 2026-10-28) so the official `stripe` SDK, pointed at it with its host,
 * port and protocol options (STRIPE_API_BASE), runs unchanged. It records every call it receives.
 */

type Json = Record<string, unknown>;
type Form = { [key: string]: string | Form };

/** Stripe's form encoding (`line_items[0][price]=...`) read back into nested objects. */
export function parseForm(text: string): Form {
  const out: Form = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const path = rawKey.replace(/\]/g, '').split('[');
    let node = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Form;
    });
  }
  return out;
}

export type StandInCall = { method: string; path: string; form: Form; idempotencyKey?: string };

export type StripeStandIn = {
  /** `http://127.0.0.1:<port>` for STRIPE_API_BASE. */
  base: string;
  calls: StandInCall[];
  prices: Json[];
  sessions: Map<string, Json>;
  subscriptions: Map<string, Json>;
  /** Completes a checkout as a paying customer would: a customer and a subscription with one period. */
  pay(sessionId: string, periodEnd: number): Json;
  /** Expires an open checkout (as Stripe does after 24 hours). */
  expire(sessionId: string): Json;
  /** The next calls of a path answer with this error, once each. */
  failNext(path: string, status?: number): void;
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function subscriptionObject(
  id: string,
  customer: string,
  periodEnd: number,
  metadata: unknown,
): Json {
  return {
    id,
    object: 'subscription',
    customer,
    status: 'active',
    cancel_at_period_end: false,
    metadata,
    items: {
      object: 'list',
      data: [{ id: `si_${id}`, object: 'subscription_item', current_period_end: periodEnd }],
    },
  };
}

/** Starts the stand-in on a free loopback port; it stops when the test finishes. */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  let counter = 0;
  const next = (prefix: string) => `${prefix}_standin_${String(++counter).padStart(4, '0')}`;
  const failures = new Map<string, number>();
  const state: Omit<StripeStandIn, 'base'> = {
    calls: [],
    prices: [],
    sessions: new Map(),
    subscriptions: new Map(),
    pay(sessionId, periodEnd) {
      const session = state.sessions.get(sessionId);
      if (!session) throw new Error(`no stand-in session ${sessionId}`);
      const customer = (session.customer as string | null) ?? next('cus');
      const subscription = next('sub');
      state.subscriptions.set(
        subscription,
        subscriptionObject(subscription, customer, periodEnd, session.metadata),
      );
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        customer,
        subscription,
      });
      return session;
    },
    expire(sessionId) {
      const session = state.sessions.get(sessionId);
      if (!session) throw new Error(`no stand-in session ${sessionId}`);
      session.status = 'expired';
      return session;
    },
    failNext(path, status = 500) {
      failures.set(path, status);
    },
  };

  const route = (method: string, path: string, form: Form): [number, Json] => {
    let m: RegExpExecArray | null;
    if (method === 'GET' && path === '/v1/prices') {
      const keys = Object.values((form.lookup_keys as Form | undefined) ?? {});
      const data = state.prices.filter((p) => keys.includes(p.lookup_key as string));
      return [200, { object: 'list', data, has_more: false, url: '/v1/prices' }];
    }
    if (method === 'POST' && path === '/v1/prices') {
      const recurring = form.recurring as Form;
      const price = {
        id: next('price'),
        object: 'price',
        active: true,
        currency: form.currency,
        unit_amount: Number(form.unit_amount),
        recurring: { interval: recurring.interval },
        lookup_key: form.lookup_key,
        product: next('prod'),
      };
      state.prices.push(price);
      return [200, price];
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = next('cs_test');
      const session = {
        id,
        object: 'checkout.session',
        mode: form.mode,
        status: 'open',
        payment_status: 'unpaid',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        client_reference_id: form.client_reference_id,
        customer: (form.customer as string | undefined) ?? null,
        customer_email: (form.customer_email as string | undefined) ?? null,
        subscription: null,
        metadata: form.metadata,
        line_items_form: form.line_items,
        expires_at: Math.floor(Date.now() / 1000) + 24 * 3600,
      };
      state.sessions.set(id, session);
      return [200, session];
    }
    if ((m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)) && method === 'GET') {
      const session = state.sessions.get(decodeURIComponent(m[1] ?? ''));
      return session ? [200, session] : [404, { error: { type: 'invalid_request_error' } }];
    }
    if ((m = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const subscription = state.subscriptions.get(decodeURIComponent(m[1] ?? ''));
      if (!subscription) return [404, { error: { type: 'invalid_request_error' } }];
      if (method === 'POST' && form.cancel_at_period_end === 'true') {
        subscription.cancel_at_period_end = true;
      }
      if (method === 'DELETE') subscription.status = 'canceled';
      return [200, subscription];
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = next('bps');
      return [
        200,
        {
          id,
          object: 'billing_portal.session',
          customer: form.customer,
          url: `https://billing.stripe.test/p/session/${id}`,
          return_url: form.return_url,
        },
      ];
    }
    return [
      404,
      { error: { type: 'invalid_request_error', message: `stand-in: no ${method} ${path}` } },
    ];
  };

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const body = await readBody(request);
      const form = parseForm(request.method === 'GET' ? url.search.slice(1) : body);
      const key = request.headers['idempotency-key'];
      state.calls.push({
        method: request.method ?? 'GET',
        path: url.pathname,
        form,
        ...(typeof key === 'string' ? { idempotencyKey: key } : {}),
      });
      const failure = failures.get(url.pathname);
      failures.delete(url.pathname);
      const [status, json] = failure
        ? [failure, { error: { type: 'api_error', message: 'stand-in failure' } }]
        : route(request.method ?? 'GET', url.pathname, form);
      // The SDK retries 5xx answers unless told not to: a planned failure is meant to be seen.
      response.writeHead(status, {
        'content-type': 'application/json',
        ...(failure ? { 'stripe-should-retry': 'false' } : {}),
      });
      response.end(JSON.stringify(json));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, ...state };
}
