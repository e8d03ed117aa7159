import {
  fallbackFingerprint,
  fingerprintFromComponents,
  type FingerprintComponents,
} from './hash.ts';

/** sessionStorage key: the fingerprint is cached for the browser session (spec section 3). */
export const FINGERPRINT_STORAGE_KEY = 'statemint_fingerprint';

/** Longest wait for the audio signal; some browsers never finish offline rendering. */
const AUDIO_TIMEOUT_MS = 1000;

/** Offline audio render length in samples (44.1 kHz, about 0.1 s) and the window summed. */
const AUDIO_SAMPLE_RATE = 44_100;
const AUDIO_LENGTH_SAMPLES = 5000;
const AUDIO_WINDOW_START = 4500;

let pending: Promise<string> | null = null;

/** The browser's fingerprint, computed once per browser session and never sent to another host. */
export function getBrowserFingerprint(): Promise<string> {
  const cached = readCache();
  if (cached) return Promise.resolve(cached);
  pending ??= computeFingerprint().then((value) => {
    writeCache(value);
    return value;
  });
  return pending;
}

async function computeFingerprint(): Promise<string> {
  try {
    const components: FingerprintComponents = {
      canvas: canvasSignal(),
      webgl: webglSignal(),
      audio: await audioSignal(),
      screen: [screen.width, screen.height, screen.colorDepth, devicePixelRatio].join('x'),
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      language: [navigator.language, ...(navigator.languages ?? [])].join(','),
      platform: navigator.platform,
      features: featureSignal(),
    };
    return fingerprintFromComponents(components);
  } catch {
    return fallbackFingerprint(navigator.userAgent, Date.now());
  }
}

function canvasSignal(): string {
  const canvas = document.createElement('canvas');
  canvas.width = 240;
  canvas.height = 60;
  const ctx = canvas.getContext('2d');
  if (!ctx) return 'no-canvas';
  ctx.textBaseline = 'top';
  ctx.font = '16px Arial';
  ctx.fillStyle = '#f60';
  ctx.fillRect(100, 1, 62, 20);
  ctx.fillStyle = '#069';
  ctx.fillText('Statemint fingerprint \u{1F4C4}', 2, 15);
  ctx.fillStyle = 'rgba(102, 204, 0, 0.7)';
  ctx.fillText('Statemint fingerprint \u{1F4C4}', 4, 17);
  return canvas.toDataURL();
}

function webglSignal(): string {
  const canvas = document.createElement('canvas');
  const gl = canvas.getContext('webgl');
  if (!gl) return 'no-webgl';
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const vendor = info ? gl.getParameter(info.UNMASKED_VENDOR_WEBGL) : gl.getParameter(gl.VENDOR);
  const renderer = info
    ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL)
    : gl.getParameter(gl.RENDERER);
  return [vendor, renderer, gl.getParameter(gl.VERSION), gl.getParameter(gl.MAX_TEXTURE_SIZE)].join(
    '|',
  );
}

async function audioSignal(): Promise<string> {
  if (typeof OfflineAudioContext === 'undefined') return 'no-audio';
  const context = new OfflineAudioContext(1, AUDIO_LENGTH_SAMPLES, AUDIO_SAMPLE_RATE);
  const oscillator = context.createOscillator();
  oscillator.type = 'triangle';
  oscillator.frequency.value = 10_000;
  const compressor = context.createDynamicsCompressor();
  oscillator.connect(compressor);
  compressor.connect(context.destination);
  oscillator.start(0);
  const rendered = context.startRendering().then((buffer) => {
    const samples = buffer.getChannelData(0);
    let sum = 0;
    for (let i = AUDIO_WINDOW_START; i < samples.length; i++) sum += Math.abs(samples[i] ?? 0);
    return String(sum);
  });
  const timeout = new Promise<string>((resolve) => {
    setTimeout(() => resolve('audio-timeout'), AUDIO_TIMEOUT_MS);
  });
  return Promise.race([rendered, timeout]);
}

function featureSignal(): string {
  const features: Record<string, boolean> = {
    cookies: navigator.cookieEnabled,
    localStorage: 'localStorage' in window,
    sessionStorage: 'sessionStorage' in window,
    indexedDB: 'indexedDB' in window,
    touch: 'ontouchstart' in window || navigator.maxTouchPoints > 0,
    serviceWorker: 'serviceWorker' in navigator,
    webAssembly: typeof WebAssembly === 'object',
  };
  const cores = navigator.hardwareConcurrency ?? 0;
  return `${Object.entries(features)
    .map(([name, present]) => `${name}:${present ? 1 : 0}`)
    .join(',')},cores:${cores}`;
}

function readCache(): string | null {
  try {
    return sessionStorage.getItem(FINGERPRINT_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeCache(value: string): void {
  try {
    sessionStorage.setItem(FINGERPRINT_STORAGE_KEY, value);
  } catch {
    // Private modes may refuse storage; the fingerprint is then recomputed per page load.
  }
}
