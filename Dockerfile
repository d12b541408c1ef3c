# tna serve in a container: built in one stage, run in a small one with only what runs.
#   docker build -t tna .
#   docker run -p 8080:8080 -e TNA_SERVE_TOKENS=$TOKEN:alice -v tna-data:/data tna
# docs/deploy.md has the rest (PostgreSQL, compose, systemd).

FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 builds its native module where no prebuilt binary fits.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY . .
# npm ci builds (the prepare script); then only the production dependencies stay.
RUN npm ci --no-audit --no-fund \
 && npm prune --omit=dev --no-audit --no-fund \
 && rm -rf dist/test

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production \
    TNA_DB=/data/tna.db
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/bin ./bin
COPY --from=build /app/dist ./dist
# The SQLite store lives on a volume; the image's own user (not root) owns it.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 8080
# The process answers; an orchestrator asks /readyz for whether to send it traffic.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains: requests in flight finish (up to --drain-timeout, 30 s), then the process exits 0.
STOPSIGNAL SIGTERM
ENTRYPOINT ["node", "bin/tna.js"]
CMD ["serve", "--host", "0.0.0.0", "--port", "8080"]
