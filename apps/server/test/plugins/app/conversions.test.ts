import { describe, expect, it } from 'vitest';
import { build } from '../../helper.ts';

describe('conversion processes started ahead of jobs (CONVERSION_WARM_CHILDREN)', () => {
  it('starts one process before any job with 1, the default', async () => {
    const app = await build({ env: { CONVERSION_WARM_CHILDREN: '1' } });
    await app.ready();
    expect(app.conversions.pool.stats()).toMatchObject({ children: 1, busy: 0, queued: 0 });
  });

  it('starts none with 0, and never more than CONVERSION_WORKERS', async () => {
    const none = await build({ env: { CONVERSION_WARM_CHILDREN: '0' } });
    await none.ready();
    expect(none.conversions.pool.stats()).toMatchObject({ children: 0, busy: 0, queued: 0 });
    const capped = await build({ env: { CONVERSION_WORKERS: '2', CONVERSION_WARM_CHILDREN: '5' } });
    await capped.ready();
    expect(capped.conversions.pool.stats()).toMatchObject({ children: 2, busy: 0, queued: 0 });
  });
});
