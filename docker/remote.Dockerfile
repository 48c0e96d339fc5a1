# One remote (auth, account, shop or game) as static files behind nginx, built and versioned on its own:
#   docker/build-remote.sh shop 1.5.0 [previous image]
# PREVIOUS_IMAGE (the image being replaced, e.g. lgb-shop:1.4.0) carries its hashed assets over, so a page opened
# before the roll still finds the chunks it knows. PORT is the remote's own port (3101–3104), the same inside the
# container and outside, so the site's servers and the browsers read the remote at one address.
# Base images: the official ones by default (docker/base-images.sh: local equivalents, see session-server.Dockerfile).
ARG NODE_BUILD_IMAGE=node:24-bookworm
ARG DEBIAN_IMAGE=debian:bookworm-slim
ARG PREVIOUS_IMAGE=${DEBIAN_IMAGE}

FROM ${PREVIOUS_IMAGE} AS previous
USER root
RUN mkdir -p /usr/share/nginx/html

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

# --- This remote's files and its nginx configuration, listening on its own port, as the final image lays them out.
FROM ${DEBIAN_IMAGE} AS files
ARG REMOTE
ARG PORT
COPY --from=build /out/remotes/ /remotes/
RUN test -n "$REMOTE" && test -n "$PORT" \
 && mkdir -p /out/usr/share/nginx /out/etc/nginx/conf.d \
 && cp -r "/remotes/$REMOTE" /out/usr/share/nginx/html \
 && cp /remotes/nginx/legacy-redirects.conf /out/etc/nginx/ \
 && sed "s/listen 8080;/listen ${PORT};/" /remotes/nginx/remote.conf > /out/etc/nginx/conf.d/remote.conf

# Debian's nginx has the brotli_static module packaged (the official nginx image has only gzip_static). Installed
# before this remote's arguments are declared: the four remotes share the layer. Run by www-data: the pid file and
# nginx's temporary files move where it may write.
FROM ${DEBIAN_IMAGE}
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx-light libnginx-mod-http-brotli-static \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/* \
 && sed -i -e '/^user /d' -e 's|^pid .*|pid /tmp/nginx.pid;|' /etc/nginx/nginx.conf \
 && chown -R www-data:www-data /var/lib/nginx /var/log/nginx \
 && ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log
# The previous version's files first (its hashed chunks stay), then this version's over them.
COPY --from=previous /usr/share/nginx/html/ /usr/share/nginx/html/
COPY --from=files /out/ /
ARG REMOTE
ARG VERSION=dev
ARG PORT
LABEL org.opencontainers.image.title="la-grande-boutique-${REMOTE}" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.description="Remote ${REMOTE} of La Grande Boutique (mf-manifest.json, remoteEntry.js, assets)"
ENV PORT=${PORT}
USER www-data
EXPOSE ${PORT}
STOPSIGNAL SIGQUIT
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/$PORT && printf 'GET /healthz HTTP/1.0\\r\\n\\r\\n' >&3 && head -1 <&3 | grep -q ' 200 '"]
CMD ["nginx", "-g", "daemon off;"]
