# The local stand-in of the loyalty & receipt provider, on SQLite (data in the /data volume).
# docker build -f docker/provider-sandbox.Dockerfile .
FROM node:20-bookworm AS build
WORKDIR /app
COPY . .
# better-sqlite3 compiles from source here (no prebuilt download): python3, make and g++ are in this image.
RUN npm install --no-audit --no-fund \
 && (cd provider-sandbox && npx rspack build --mode production)

FROM node:20-bookworm AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY provider-sandbox/package.json provider-sandbox/
RUN npm install --omit=dev --no-audit --no-fund --workspace provider-sandbox

FROM node:20-bookworm-slim
# No SANDBOX_MODE here: unset is production (controls off); a development run says so at `docker run -e`.
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000 \
    SANDBOX_DB=/data/provider-sandbox.sqlite SANDBOX_DATA_DIR=/data/uploads
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/provider-sandbox/dist ./provider-sandbox/dist
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 4000
CMD ["node", "provider-sandbox/dist/main.js"]
