# One remote (auth, account, shop or game) as static files behind nginx, built and versioned on its
# own: docker/build-remote.sh shop 1.5.0 [previous image], or
# docker build -f docker/remote.Dockerfile --build-arg REMOTE=shop --build-arg VERSION=1.5.0 -t lgb-shop:1.5.0 .
#
# PREVIOUS_IMAGE (the image being replaced, e.g. lgb-shop:1.4.0) carries its hashed assets over, so
# a page opened before the roll still finds the chunks it knows; without it such a page reloads
# once through the host's chunk guard.
ARG PREVIOUS_IMAGE=debian:bookworm-slim

FROM ${PREVIOUS_IMAGE} AS previous
RUN mkdir -p /usr/share/nginx/html/assets /usr/share/nginx/html/server

FROM node:20-bookworm AS build
ARG REMOTE
WORKDIR /app
COPY . .
RUN test -n "$REMOTE" \
 && npm install --no-audit --no-fund \
 && npm run build -w "mfe-$REMOTE"

# Debian's nginx has the brotli_static module packaged (the official nginx image has only gzip_static).
FROM debian:bookworm-slim
ARG REMOTE
ARG VERSION=dev
LABEL org.opencontainers.image.title="la-grande-boutique-${REMOTE}" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.description="Remote ${REMOTE} of La Grande Boutique (mf-manifest.json, remoteEntry.js, assets)"
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx-light libnginx-mod-http-brotli-static \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
 && ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log
COPY docker/nginx/remote.conf /etc/nginx/conf.d/default.conf
COPY docker/nginx/legacy-redirects.conf /etc/nginx/legacy-redirects.conf
COPY --from=previous /usr/share/nginx/html/assets /usr/share/nginx/html/assets
COPY --from=previous /usr/share/nginx/html/server /usr/share/nginx/html/server
COPY --from=build /app/mfe-${REMOTE}/dist /usr/share/nginx/html
EXPOSE 80
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
