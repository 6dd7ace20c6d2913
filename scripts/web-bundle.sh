#!/usr/bin/env bash
# Builds web/dist/activity.js, the Activity's script bundled with Discord's Embedded App
# SDK, from web/package-lock.json (npm ci, then esbuild; both pinned there). The bundle is
# committed, so building the bot needs no npm; `--check` rebuilds it in a temporary copy
# and fails when the committed bundle differs (CI runs that).
set -euo pipefail
cd "$(dirname "$0")/../web"
check=0
[ "${1:-}" = "--check" ] && check=1
if [ "$check" -eq 1 ]; then
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
    cp package.json package-lock.json activity.js "$work"/
    mkdir -p "$work/dist"
    cd "$work"
fi
npm ci --no-audit --no-fund --ignore-scripts --loglevel=error
npm run --silent bundle
if [ "$check" -eq 1 ]; then
    if ! cmp -s dist/activity.js "$OLDPWD/dist/activity.js"; then
        echo "web/dist/activity.js is not what web/package-lock.json and web/activity.js build: run scripts/web-bundle.sh and commit it" >&2
        exit 1
    fi
    echo "web/dist/activity.js matches its sources"
fi
