# shellcheck shell=bash
# Sourced by the container scripts: makes sure podman can start a container here, with its
# own defaults or else with scripts/podman-fallback.conf (exported as CONTAINERS_CONF).
#   podman_ready IMAGE     # IMAGE: any local image that has `true`
# Returns non-zero, with podman's error on stderr, when neither way works.
podman_ready() {
    local image=$1 err
    if err=$(podman run --rm --network host --entrypoint true "$image" 2>&1); then
        return 0
    fi
    if [ -n "${CONTAINERS_CONF:-}" ]; then
        echo "$err" >&2
        return 1
    fi
    echo "podman's defaults cannot start a container here ($(tail -n1 <<<"$err")); using scripts/podman-fallback.conf" >&2
    CONTAINERS_CONF="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/podman-fallback.conf"
    export CONTAINERS_CONF
    podman run --rm --network host --entrypoint true "$image"
}
