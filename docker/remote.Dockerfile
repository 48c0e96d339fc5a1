# One remote (auth, account, shop or game) as static files behind nginx.
# docker build -f docker/remote.Dockerfile --build-arg REMOTE=shop .
FROM node:20-bookworm AS build
ARG REMOTE
WORKDIR /app
COPY . .
RUN test -n "$REMOTE" \
 && npm install --no-audit --no-fund \
 && (cd "mfe-$REMOTE" && npx rspack build --mode production)

# Debian's nginx has the brotli_static module packaged (the official nginx image has only gzip_static).
FROM debian:bookworm-slim
ARG REMOTE
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx-light libnginx-mod-http-brotli-static \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
 && ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log
COPY docker/nginx/remote.conf /etc/nginx/conf.d/default.conf
COPY docker/nginx/legacy-redirects.conf /etc/nginx/legacy-redirects.conf
COPY --from=build /app/mfe-${REMOTE}/dist /usr/share/nginx/html
EXPOSE 80
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
