#!/usr/bin/env bash
# Builds the container image without a registry (scripts/container-build.sh) and runs it
# once against the fake Discord (tests/container.rs): it connects, plays a move, answers
# /healthz and its own HEALTHCHECK, runs as uid 10001 and stops cleanly on SIGTERM.
# Prints the image's size. Exits non-zero on any failure, and 77 when podman cannot start
# a container on this machine (nothing was checked then).
#
#   scripts/container-check.sh          # as root; needs podman, runc, mmdebstrap, cargo
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/podman-env.sh

tag=localhost/checkers-bot:check
start=$SECONDS
scripts/container-build.sh "$tag"
echo "image built in $((SECONDS - start)) s"
podman_ready "$tag"

help=$(podman run --rm --no-healthcheck "$tag" --help)
grep -q '^Usage: checkers-bot' <<<"$help" || { echo "unexpected --help: $help" >&2; exit 1; }
CHECKERS_TEST_IMAGE=$tag cargo test --locked --test integration -- --ignored container::
podman image inspect --format 'image {{index .RepoTags 0}}: {{.Size}} bytes' "$tag"
