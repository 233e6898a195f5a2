// A small local HTTP STAND-IN for the few Stripe endpoints the Stripe adapter calls (customers,
// subscriptions: create, retrieve, update, cancel), for the adapter's own tests only. The official
// SDK talks to it through STRIPE_API_URL; the tests move its subscriptions along (pay, fail, cancel)
// the way Stripe would, then send signed webhooks.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  items: { object: 'list'; data: { id: string; object: 'subscription_item'; price: { id: string; object: 'price' }; current_period_start: number; current_period_end: number }[] };
  latest_invoice: { id: string; object: 'invoice'; confirmation_secret: { client_secret: string; type: 'payment_intent' } };
}

export interface StripeStandIn {
  url: string;
  subscriptions: Map<string, StandInSubscription>;
  customers: number;
  /** Every request as 'METHOD /path'. */
  calls: string[];
  close(): Promise<void>;
}

const DAY = 86_400;

export async function startStripeStandIn(): Promise<StripeStandIn> {
  let next = 0;
  const id = (prefix: string) => `${prefix}_standin${++next}`;
  const state: StripeStandIn = { url: '', subscriptions: new Map(), customers: 0, calls: [], close: async () => {} };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      state.calls.push(`${req.method} ${path}`);
      const form = new URLSearchParams(body);
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        res.end(JSON.stringify(json));
      };
      const subMatch = /^\/v1\/subscriptions\/([\w]+)$/.exec(path);
      if (req.method === 'POST' && path === '/v1/customers') {
        state.customers += 1;
        return send(200, { id: id('cus'), object: 'customer', email: form.get('email') });
      }
      if (req.method === 'POST' && path === '/v1/subscriptions') {
        const now = Math.floor(Date.now() / 1000);
        const sub: StandInSubscription = {
          id: id('sub'), object: 'subscription', customer: form.get('customer') ?? '', status: 'incomplete', cancel_at_period_end: false,
          metadata: { plan: form.get('metadata[plan]') ?? '', interval: form.get('metadata[interval]') ?? '' },
          items: { object: 'list', data: [{ id: id('si'), object: 'subscription_item', price: { id: form.get('items[0][price]') ?? '', object: 'price' }, current_period_start: now, current_period_end: now + 30 * DAY }] },
          latest_invoice: { id: id('in'), object: 'invoice', confirmation_secret: { client_secret: `${id('pi')}_secret_standin`, type: 'payment_intent' } },
        };
        state.subscriptions.set(sub.id, sub);
        return send(200, sub);
      }
      const sub = subMatch ? state.subscriptions.get(subMatch[1] ?? '') : undefined;
      if (subMatch && !sub) return send(404, { error: { type: 'invalid_request_error', message: 'No such subscription' } });
      if (sub && req.method === 'GET') return send(200, sub);
      if (sub && req.method === 'POST') {
        if (form.has('cancel_at_period_end')) sub.cancel_at_period_end = form.get('cancel_at_period_end') === 'true';
        const price = form.get('items[0][price]');
        const item = sub.items.data[0];
        if (price && item) item.price.id = price;
        return send(200, sub);
      }
      if (sub && req.method === 'DELETE') {
        sub.status = 'canceled';
        return send(200, sub);
      }
      return send(404, { error: { type: 'invalid_request_error', message: `The stand-in has no ${req.method} ${path}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}
