import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { withoutInjectedStyles } from './sonner-styles.ts';

const require = createRequire(import.meta.url);

describe('sonner without injected styles', () => {
  it('removes the one <style> injection from the installed sonner, leaving its code intact', () => {
    const bundle = readFileSync(
      require.resolve('sonner').replace(/index\.js$/, 'index.mjs'),
      'utf8',
    );
    const stripped = withoutInjectedStyles(bundle);
    expect(stripped).not.toBeNull();
    expect(stripped).not.toContain('__insertCSS("');
    expect(stripped).not.toContain('[data-sonner-toaster][dir=ltr]');
    // The helper itself stays (now unused); only the call with the stylesheet goes.
    expect(stripped).toContain('function __insertCSS(code)');
    expect(bundle.length - (stripped?.length ?? 0)).toBeGreaterThan(10_000);
  });

  it('answers null when the call is not there, so the build can stop', () => {
    expect(withoutInjectedStyles('export const toast = () => {};')).toBeNull();
  });

  it('ships the same rules in sonner/dist/styles.css that the injection carried', () => {
    const css = readFileSync(require.resolve('sonner/dist/styles.css'), 'utf8');
    for (const rule of ['[data-sonner-toaster]', '[data-sonner-toast]', '@keyframes sonner-spin']) {
      expect(css).toContain(rule);
    }
  });
});
