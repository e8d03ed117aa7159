import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthResponse } from '@statemint/contracts';
import { errorResponses } from '../../../http-schemas.ts';

/** `{status: "ok"}` only when the database answers. */
const health: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/',
    { schema: { response: { 200: HealthResponse, ...errorResponses } } },
    async (request, reply) => {
      try {
        await app.db.query('SELECT 1');
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply.code(503).send({ detail: 'Database unavailable' });
      }
    },
  );
};

export default health;
