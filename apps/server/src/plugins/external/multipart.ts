import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { MAX_UPLOAD_BYTES } from '@statemint/contracts';

/** Upper bounds on a multipart request: one file, a few small fields. */
const MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 1024,
  parts: 20,
};

export default fp(
  async (app) => {
    await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  },
  { name: 'multipart' },
);
