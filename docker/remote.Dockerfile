# One remote (auth, account, shop or game) as static files behind nginx.
# docker build -f docker/remote.Dockerfile --build-arg REMOTE=shop .
FROM node:20-bookworm AS build
ARG REMOTE
WORKDIR /app
COPY . .
RUN test -n "$REMOTE" \
 && npm install --no-audit --no-fund \
 && (cd "mfe-$REMOTE" && npx rspack build --mode production)

FROM nginx:1.27-alpine
ARG REMOTE
COPY docker/nginx/remote.conf /etc/nginx/conf.d/default.conf
COPY docker/nginx/legacy-redirects.conf /etc/nginx/legacy-redirects.conf
COPY --from=build /app/mfe-${REMOTE}/dist /usr/share/nginx/html
EXPOSE 80
