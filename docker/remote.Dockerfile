# One remote (auth, account, shop or game) as static files behind nginx, built and versioned on its own:
#   docker/build-remote.sh shop 1.5.0 [previous image]
# PREVIOUS_IMAGE (the image being replaced, e.g. lgb-shop:1.4.0) carries its hashed assets over, so a page opened
# before the roll still finds the chunks it knows. PORT is the remote's own port (3101–3104), the same inside the
# container and outside, so the site's servers and the browsers read the remote at one address.
# Base images: the official ones by default (docker/base-images.sh: local equivalents, see session-server.Dockerfile).
ARG NODE_BUILD_IMAGE=node:20-bookworm
ARG DEBIAN_IMAGE=debian:bookworm-slim
ARG PREVIOUS_IMAGE=${DEBIAN_IMAGE}

FROM ${PREVIOUS_IMAGE} AS previous
USER root
RUN mkdir -p /usr/share/nginx/html/assets /usr/share/nginx/html/server

# --- The workspace with every dependency: the same first steps in each Dockerfile, so the builder makes them once.
FROM ${NODE_BUILD_IMAGE} AS workspace
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared-kit/package.json shared-kit/
COPY shared-ui/package.json shared-ui/
COPY host/package.json host/
COPY mfe-auth/package.json mfe-auth/
COPY mfe-account/package.json mfe-account/
COPY mfe-shop/package.json mfe-shop/
COPY mfe-game/package.json mfe-game/
COPY session-server/package.json session-server/
COPY provider-sandbox/package.json provider-sandbox/
COPY e2e/package.json e2e/
# npm ci refuses the lock file here (the registry lacks some platform packages at the locked versions): npm install.
RUN --mount=type=cache,target=/root/.npm npm install --no-audit --no-fund
COPY . .

FROM workspace AS build
ARG REMOTE
RUN test -n "$REMOTE" && npm run build -w "mfe-$REMOTE"

# Debian's nginx has the brotli_static module packaged (the official nginx image has only gzip_static). Installed
# before this remote's arguments are declared: the four remotes share the layer.
FROM ${DEBIAN_IMAGE}
# Run by www-data: the pid file and nginx's temporary files move where it may write.
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx-light libnginx-mod-http-brotli-static \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/* \
 && sed -i -e '/^user /d' -e 's|^pid .*|pid /tmp/nginx.pid;|' /etc/nginx/nginx.conf \
 && chown -R www-data:www-data /var/lib/nginx /var/log/nginx \
 && ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log
COPY docker/nginx/legacy-redirects.conf /etc/nginx/legacy-redirects.conf
COPY docker/nginx/remote.conf /etc/nginx/conf.d/remote.conf
ARG REMOTE
ARG VERSION=dev
ARG PORT
LABEL org.opencontainers.image.title="la-grande-boutique-${REMOTE}" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.description="Remote ${REMOTE} of La Grande Boutique (mf-manifest.json, remoteEntry.js, assets)"
RUN test -n "$PORT" && sed -i "s/listen 8080;/listen ${PORT};/" /etc/nginx/conf.d/remote.conf
COPY --from=previous /usr/share/nginx/html/assets /usr/share/nginx/html/assets
COPY --from=previous /usr/share/nginx/html/server /usr/share/nginx/html/server
COPY --from=build /app/mfe-${REMOTE}/dist /usr/share/nginx/html
ENV PORT=${PORT}
USER www-data
EXPOSE ${PORT}
STOPSIGNAL SIGQUIT
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/$PORT && printf 'GET /healthz HTTP/1.0\\r\\n\\r\\n' >&3 && head -1 <&3 | grep -q ' 200 '"]
CMD ["nginx", "-g", "daemon off;"]
