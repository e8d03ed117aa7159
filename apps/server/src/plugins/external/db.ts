import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { openPglite, openPostgres, type Db } from '../../db/db.ts';
import { migrate } from '../../db/migrate.ts';
import { sweepAnonymousResults } from '../../services/anonymous-results.ts';
import { sweepLoginThrottle } from '../../services/login-throttle.ts';
import { sweepOAuth } from '../../services/oauth.ts';
import { sweepResetTokens } from '../../services/password-reset.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/**
 * How often expired sessions, rate-limit windows, forgotten sign-in failures, reset links and unclaimed
 * anonymous results are swept.
 */
const SWEEP_INTERVAL_MS = 15 * 60 * 1000;

export type DbPluginOptions = {
  config: Config;
  pgliteInMemory?: boolean;
  /** Tests: a database already open, used instead of opening one; the app still migrates and closes it. */
  database?: Db;
};

/** Opens PGlite in DATA_DIR, or PostgreSQL when DATABASE_URL is set, and migrates it under a lock. */
export default fp<DbPluginOptions>(
  async (app, { config, pgliteInMemory, database }) => {
    const db =
      database ??
      (config.databaseUrl
        ? await openPostgres(config.databaseUrl)
        : await openPglite(pgliteInMemory ? undefined : config.dataDir));
    try {
      const applied = await migrate(db);
      if (applied.length > 0) app.log.info({ applied }, 'database migrated');
    } catch (error) {
      await db.close();
      throw error;
    }
    app.decorate('db', db);

    const sweep = async () => {
      try {
        await db.query('DELETE FROM sessions WHERE expires_at < now()');
        await db.query('DELETE FROM rate_limits WHERE window_end < now()');
        await sweepLoginThrottle(db);
        await sweepOAuth(db);
        await sweepResetTokens(db);
        await sweepAnonymousResults(db);
      } catch (error) {
        app.log.warn({ err: error }, 'sweep of expired rows failed');
      }
    };
    const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await db.close();
    });
  },
  { name: 'db' },
);
