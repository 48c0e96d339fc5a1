# The site: session-server (own backend, /config.json, 301 redirects) serving the built host shell.
# Build from the repository root: docker build -f docker/session-server.Dockerfile .
FROM node:20-bookworm AS build
WORKDIR /app
COPY . .
# npm ci refuses the lock file here: the registry lacks some platform packages (@rspack/binding-*, @swc/core-*)
# at the locked versions, which npm install tolerates.
RUN npm install --no-audit --no-fund \
 && (cd host && npx rspack build --mode production && npx rspack build --mode production --config rspack.server.config.ts) \
 && (cd session-server && npx rspack build --mode production)

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY session-server/package.json session-server/
COPY shared-kit/package.json shared-kit/
RUN npm install --omit=dev --no-audit --no-fund --ignore-scripts --workspace session-server

FROM node:20-bookworm-slim
ENV NODE_ENV=production APP_ENV=production HOST=0.0.0.0 PORT=3000 HOST_DIST=/app/host/dist
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/session-server/dist ./session-server/dist
COPY --from=build /app/host/dist ./host/dist
# The public pages' server render: self-contained, it needs no host node_modules.
COPY --from=build /app/host/dist-server ./host/dist-server
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# SESSION_KEYS (32+ characters each) and TRUST_PROXY (the TLS proxy in front) must be provided:
# the server refuses to start in production without them.
CMD ["node", "session-server/dist/main.js"]
