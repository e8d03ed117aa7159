import { describe, expect, it } from 'vitest';
import { build } from '../../helper.ts';

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const app = await build();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 503 {detail} when the database is gone', async () => {
    const app = await build();
    await app.db.close();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ detail: 'Database unavailable' });
  });

  it('answers an unknown /api route with 404 {detail}', async () => {
    const app = await build();
    const res = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found' });
  });
});
