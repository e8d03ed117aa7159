import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Answers smaller than this go as they are: a sign-in answer or a quota check gains nothing. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses the dynamic answers (conversion results, document lists, CSV downloads) with brotli or
 * gzip as the client asks. The web app's files are compressed at build time and served as they are by
 * the static plugin, so nothing here runs for them. Request bodies are never decompressed: an upload
 * stays bounded by its size on the wire.
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      globalCompression: true,
      globalDecompression: false,
      encodings: ['br', 'gzip'],
      threshold: COMPRESS_THRESHOLD_BYTES,
    });
  },
  { name: 'compress' },
);
