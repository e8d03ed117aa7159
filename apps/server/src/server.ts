import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { logEventLoopDelay } from './event-loop.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

const app = await buildApp({ config });
await app.listen({ port: config.port, host: config.host });
if (config.eventLoopStatsMs > 0) logEventLoopDelay(app.log, config.eventLoopStatsMs);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: no new requests, letting running conversions finish');
  // Bounded: a stuck request cannot keep the process alive past SHUTDOWN_TIMEOUT_MS.
  const timer = setTimeout(() => {
    app.log.error('shutdown timed out; exiting');
    process.exit(1);
  }, config.shutdownTimeoutMs);
  timer.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
