#!/bin/sh
# Builds one remote's image on its own and tags it with its version.
# usage: docker/build-remote.sh <auth|account|shop|game> <version> [previous-image]
#   previous-image: the image being replaced (e.g. lgb-shop:1.4.0); its hashed assets are kept in
#   the new one so pages opened before the roll keep working.
set -eu
REMOTE="${1:?remote: auth, account, shop or game}"
VERSION="${2:?version, e.g. 1.5.0}"
PREVIOUS="${3:-debian:bookworm-slim}"
case "$REMOTE" in auth|account|shop|game) ;; *) echo "unknown remote: $REMOTE" >&2; exit 2 ;; esac
cd "$(dirname "$0")/.."
docker build -f docker/remote.Dockerfile \
  --build-arg REMOTE="$REMOTE" --build-arg VERSION="$VERSION" --build-arg PREVIOUS_IMAGE="$PREVIOUS" \
  -t "lgb-$REMOTE:$VERSION" .
echo "built lgb-$REMOTE:$VERSION — roll it with: $(echo "$REMOTE" | tr a-z A-Z)_VERSION=$VERSION docker compose -f docker/compose.yaml up -d --no-deps --no-build $REMOTE"
