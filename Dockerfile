# tna serve in a container: dependencies installed once per lockfile, the source built on top,
# and a final stage with only what runs (the files the npm package ships, and the production
# dependencies).
#   docker build -t tna .
#   docker run -p 8080:8080 --stop-timeout 40 -e TNA_SERVE_TOKENS=$TOKEN:alice -v tna-data:/data tna
# docs/deploy.md has the rest (PostgreSQL, compose, Kubernetes, systemd). BASE is any image with
# Node.js 20 on Debian bookworm and a user "node", as the official one has (npm run image:podman
# builds with one made on this machine).
ARG BASE=node:20-bookworm-slim

# The dependencies: only the package files, so that a change to the source reuses this layer.
FROM ${BASE} AS deps
WORKDIR /app
# better-sqlite3 builds its native module where no prebuilt binary fits.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# No install scripts (the prepare script would build a source that is not here yet), then the two
# packages that need theirs: better-sqlite3's native module and esbuild's binary.
RUN npm ci --ignore-scripts --no-audit --no-fund \
 && npm rebuild better-sqlite3 esbuild

# The production dependencies alone, from the same layer: they change only with the lockfile.
FROM deps AS production-deps
RUN npm prune --omit=dev --no-audit --no-fund

# The build, then the files that run (those the npm package ships, less the manual pages) in /out.
FROM deps AS build
COPY tsconfig.json README.md LICENSE ./
COPY bin ./bin
COPY scripts ./scripts
COPY src ./src
RUN npm run build \
 && mkdir -p /out/dist \
 && cp -r bin package.json LICENSE /out/ \
 && cp dist/*.mjs dist/lib.d.ts dist/tna.cjs dist/tna.cache dist/tna-pool.cache dist/lexicon.bin dist/french-words.bin dist/italian-words.bin dist/spanish-verbs.json dist/portuguese-verbs.json dist/dutch-verbs.json dist/swedish-verbs.json dist/danish-verbs.json dist/polish-verbs.json dist/trigrams.json dist/common-words.json dist/stopword-lists.json dist/time-words.json dist/chinese-words.json dist/THIRD-PARTY-LICENSES.txt /out/dist/

FROM ${BASE}
WORKDIR /app
ENV NODE_ENV=production \
    TNA_DB=/data/tna.db
COPY --from=production-deps /app/node_modules ./node_modules
COPY --from=build /out ./
# The SQLite store lives on a volume; the image's own user (not root) owns it.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 8080
# The process answers; an orchestrator asks /readyz for whether to send it traffic.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains: /readyz turns 503 for --drain-delay (5 s, when something watches it), then the
# requests in flight finish (up to --drain-timeout, 30 s) and the process exits 0. Give the
# container a stop timeout longer than both (docker run --stop-timeout 40).
STOPSIGNAL SIGTERM
ENTRYPOINT ["node", "bin/tna.js"]
CMD ["serve", "--host", "0.0.0.0", "--port", "8080"]
