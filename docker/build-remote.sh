#!/bin/sh
# Builds one remote's image on its own and tags it with its version.
# usage: docker/build-remote.sh <auth|account|shop|game> <version> [previous-image]
#   previous-image: the image being replaced (e.g. lgb-shop:1.4.0); its hashed assets are kept in the new one so
#   pages opened before the roll keep working.
# env: NODE_BUILD_IMAGE, DEBIAN_IMAGE — base images other than the official ones (docker/base-images.sh prints them).
set -eu
REMOTE="${1:?remote: auth, account, shop or game}"
VERSION="${2:?version, e.g. 1.5.0}"
PREVIOUS="${3:-}"
# Each remote's own port, the same inside its container and outside (scripts/stack.ts PORTS, docker/compose.yaml).
case "$REMOTE" in
  auth) PORT=3101 ;;
  account) PORT=3102 ;;
  shop) PORT=3103 ;;
  game) PORT=3104 ;;
  *) echo "unknown remote: $REMOTE" >&2; exit 2 ;;
esac
cd "$(dirname "$0")/.."
set -- --build-arg REMOTE="$REMOTE" --build-arg VERSION="$VERSION" --build-arg PORT="$PORT"
[ -n "$PREVIOUS" ] && set -- "$@" --build-arg PREVIOUS_IMAGE="$PREVIOUS"
[ -n "${NODE_BUILD_IMAGE:-}" ] && set -- "$@" --build-arg NODE_BUILD_IMAGE="$NODE_BUILD_IMAGE"
[ -n "${DEBIAN_IMAGE:-}" ] && set -- "$@" --build-arg DEBIAN_IMAGE="$DEBIAN_IMAGE"
docker build -f docker/remote.Dockerfile "$@" -t "lgb-$REMOTE:$VERSION" .
upper=$(echo "$REMOTE" | tr a-z A-Z)
echo "built lgb-$REMOTE:$VERSION — roll it with: ${upper}_VERSION=$VERSION docker compose -f docker/compose.yaml up -d --no-deps --no-build $REMOTE"
