# syntax=docker/dockerfile:1
# Statemint: one image for every instance. Build: docker build -t statemint .
# Run alone (embedded PGlite in the /data volume): docker run -p 8080:8080 -v statemint-data:/data statemint
# Several instances on one PostgreSQL: see compose.yaml and the README's "Scaling out".

FROM node:24-bookworm-slim AS base
WORKDIR /app
# Every workspace's package.json: npm ci checks them against the lockfile.
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/extract/package.json packages/extract/
COPY packages/export/package.json packages/export/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/cli/package.json apps/cli/
COPY tests/e2e/package.json tests/e2e/
COPY bench/package.json bench/

# Build: all dependencies, then the web app (Vite) and the server bundle (esbuild, workspace packages inlined).
FROM base AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Production dependencies of the server only: the bundle leaves npm packages (fastify, pdfjs-dist, ...) external.
FROM base AS deps
RUN npm ci --omit=dev --workspace @statemint/server --no-audit --no-fund

FROM node:24-bookworm-slim AS runtime
# tini reaps the conversion child processes and forwards SIGTERM; util-linux provides prlimit, which caps them.
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini util-linux \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /data \
  && chown node:node /data
WORKDIR /app
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=8080 \
  DATA_DIR=/data
# The installed tree with its package.json files (apps/server's says the bundles are ES modules).
COPY --from=deps /app ./
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/server/migrations ./apps/server/migrations
COPY --from=build /app/apps/web/dist ./apps/web/dist
USER node
# PGlite's database and the generated token secret live here when DATABASE_URL and TOKEN_SECRET are not set.
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "apps/server/dist/server.js"]
