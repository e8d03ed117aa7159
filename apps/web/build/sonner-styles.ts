import type { Plugin } from 'vite';

/** sonner's bundle, where it injects its stylesheet at import time. */
const SONNER_BUNDLE = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/;
/** The one call that writes that stylesheet into a <style> element. */
const INSERT_CSS_CALL = /__insertCSS\("(?:[^"\\]|\\.)*"\);?/;

/** Removes sonner's stylesheet injection from its code, or returns null when the call is not there. */
export function withoutInjectedStyles(code: string): string | null {
  if (!INSERT_CSS_CALL.test(code)) return null;
  return code.replace(INSERT_CSS_CALL, '');
}

/**
 * sonner writes its stylesheet into a <style> element when imported, which a Content-Security-Policy
 * without 'unsafe-inline' styles refuses. This plugin drops that call; main.tsx imports the same
 * stylesheet (sonner/dist/styles.css) into the app's CSS file instead. The build fails if a new sonner
 * stops matching, so an upgrade cannot silently ship unstyled toasts or a CSP violation.
 */
export function sonnerStylesheetOnly(): Plugin {
  return {
    name: 'statemint-sonner-stylesheet-only',
    apply: 'build',
    transform(code, id) {
      if (!SONNER_BUNDLE.test(id)) return null;
      const stripped = withoutInjectedStyles(code);
      if (stripped === null) {
        this.error(
          'sonner no longer injects its CSS through __insertCSS("..."): check how this version styles toasts (CSP allows no inline <style>)',
        );
      }
      return { code: stripped, map: null };
    },
  };
}
