# The site: session-server (own backend, /config.json, 301 redirects) serving the built host shell and rendering its
# pages. Build from the repository root:
#   docker build -f docker/session-server.Dockerfile -t lgb-site .
# Base images: the official ones by default; docker/base-images.sh builds local equivalents for machines without a
# registry (then pass --build-arg NODE_BUILD_IMAGE=… --build-arg NODE_IMAGE=…).
ARG NODE_BUILD_IMAGE=node:24-bookworm
ARG NODE_IMAGE=node:24-bookworm-slim

# --- The workspace with every dependency, then every deployable built at once: the same steps in each Dockerfile, so
# the builder makes them once for all the images of a build (docker compose build), in few layers (the engine's vfs
# storage copies every layer whole). The manifests are gathered first, so a change to the sources leaves the installed
# dependencies cached.
FROM ${NODE_BUILD_IMAGE} AS manifests
RUN --mount=type=bind,target=/context \
    mkdir /manifests && cd /context && cp --parents package.json package-lock.json */package.json /manifests/

FROM ${NODE_BUILD_IMAGE} AS build
WORKDIR /app
COPY --from=manifests /manifests/ ./
# npm ci refuses the lock file here (the registry lacks some platform packages at the locked versions): npm install.
RUN --mount=type=cache,target=/root/.npm npm install --no-audit --no-fund
COPY . .
# /out holds what each image takes, laid out as it takes it (one layer each).
RUN npm run build \
 && mkdir -p /out/site/host /out/site/session-server /out/sandbox/provider-sandbox /out/remotes/nginx \
 && cp -r host/dist host/dist-server /out/site/host/ && cp -r session-server/dist /out/site/session-server/ \
 && cp -r provider-sandbox/dist /out/sandbox/provider-sandbox/ \
 && for remote in auth account shop game; do cp -r "mfe-$remote/dist" "/out/remotes/$remote"; done \
 && cp docker/nginx/legacy-redirects.conf docker/nginx/remote.conf /out/remotes/nginx/

# --- What the server needs at run time: its production dependencies only (the host's bundles are self-contained).
FROM ${NODE_BUILD_IMAGE} AS runtime-deps
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm \
    npm install --omit=dev --ignore-scripts --no-audit --no-fund --workspace session-server \
 && mkdir -p /out/session-server && cp -a node_modules /out/ \
 && if [ -d session-server/node_modules ]; then cp -a session-server/node_modules /out/session-server/; fi

FROM ${NODE_IMAGE}
ENV NODE_ENV=production APP_ENV=production HOST=0.0.0.0 PORT=3000 \
    HOST_DIST=/app/host/dist HOST_SERVER_RENDER=/app/host/dist-server/render-page.js
WORKDIR /app
COPY --from=runtime-deps /out/ ./
COPY --from=build /out/site/ ./
# Files are root's and read-only to the server, which runs as `node`.
USER node
# 9464: the metrics (METRICS_PORT), for Prometheus on the internal network only.
EXPOSE 3000 9464
# Healthy = ready (/readyz: Redis, the provider and the host's server bundle), what compose waits for before it starts
# the balancer. While Redis is away it reads unhealthy though it serves on (session-server/README « Health »).
HEALTHCHECK --interval=10s --timeout=10s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SESSION_KEYS (32+ characters each) and TRUST_PROXY (the TLS proxy in front) must be provided: the server refuses
# to start in production without them.
CMD ["node", "session-server/dist/main.js"]
