import type { FastifyPluginAsync } from 'fastify';

/** `{status: "ok"}` only when the database answers. */
const health: FastifyPluginAsync = async (app) => {
  app.get('/', async (request, reply) => {
    try {
      await app.db.query('SELECT 1');
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable');
      return reply.code(503).send({ detail: 'Database unavailable' });
    }
  });
};

export default health;
