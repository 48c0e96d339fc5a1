# The local stand-in of the loyalty & receipt provider, on SQLite (data in the /data volume).
#   docker build -f docker/provider-sandbox.Dockerfile -t lgb-sandbox .
# Base images: the official ones by default (docker/base-images.sh: local equivalents, see session-server.Dockerfile).
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

# --- Its production dependencies: nothing to compile (SQLite is Node's own, node:sqlite).
FROM ${NODE_BUILD_IMAGE} AS runtime-deps
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm \
    npm install --omit=dev --ignore-scripts --no-audit --no-fund --workspace provider-sandbox \
 && mkdir -p /out/provider-sandbox && cp -a node_modules /out/ \
 && if [ -d provider-sandbox/node_modules ]; then cp -a provider-sandbox/node_modules /out/provider-sandbox/; fi

FROM ${NODE_IMAGE}
# No SANDBOX_MODE here: the mode follows APP_ENV (production: controls off); a test run says so at `docker run -e`.
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000 \
    SANDBOX_DB=/data/provider-sandbox.sqlite SANDBOX_DATA_DIR=/data/uploads
WORKDIR /app
COPY --from=runtime-deps /out/ ./
COPY --from=build /out/sandbox/ ./
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=10s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "provider-sandbox/dist/main.js"]
