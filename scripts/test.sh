#!/usr/bin/env bash
# The whole test suite on a Debian or Ubuntu machine: installs what the tests need when it
# is missing, from the distribution's packages (apt-get, as root or through sudo), then
# runs `cargo test --locked` with this script's arguments. `.ci/run` calls it.
#
# What the tests need beyond the Rust toolchain (README, "Run the tests"):
# - the PostgreSQL server binaries (`postgresql`): the tests of the PostgreSQL store start
#   throwaway servers of their own on loopback (tests/pg_server);
# - Chromium and its chromedriver (`chromium`, `chromium-driver`) and the DejaVu fonts
#   (`fonts-dejavu-core`): the web board's tests drive a headless browser and compare its
#   pixels (tests/common/browser.rs; `CHROMIUM` and `CHROMEDRIVER` may name others);
# - `unshare` (`util-linux`) and unprivileged user namespaces: two tests mount a small or
#   read-only tmpfs of their own (tests/command_line.rs says how to allow them).
set -euo pipefail
cd "$(dirname "$0")/.."
need=()
if ! compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null && ! command -v initdb >/dev/null \
    && [ -z "${PG_BIN:-}" ]; then
    need+=(postgresql)
fi
[ -n "${CHROMIUM:-}" ] || command -v chromium >/dev/null || need+=(chromium)
[ -n "${CHROMEDRIVER:-}" ] || command -v chromedriver >/dev/null || need+=(chromium-driver)
[ -e /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || need+=(fonts-dejavu-core)
command -v unshare >/dev/null || need+=(util-linux)
if [ "${#need[@]}" -gt 0 ]; then
    echo "installing ${need[*]} from the distribution's packages"
    sudo=()
    [ "$(id -u)" -eq 0 ] || sudo=(sudo)
    export DEBIAN_FRONTEND=noninteractive
    "${sudo[@]}" apt-get update
    "${sudo[@]}" apt-get install -y --no-install-recommends "${need[@]}"
fi
exec cargo test --locked "$@"
