#!/usr/bin/env bash
# Builds the Dockerfile with podman without any container registry: the two base images
# are made from Debian's packages (mmdebstrap) and imported, then the same Dockerfile is
# built with them in place of rust:1-trixie and debian:trixie-slim.
#
#   scripts/container-build.sh [TAG]          # default TAG: localhost/checkers-bot
#
# localhost/debian:trixie-slim: Debian's minbase variant less what the official slim
#   images leave out (debuerreotype's slimify lists: documentation but the copyright
#   files, manual pages, translations);
# localhost/checkers-build:trixie-rustVERSION: minbase with a C compiler (for ring) and
#   a copy of this machine's Rust toolchain (`rustc --print sysroot`, a rustup one,
#   without its docs) in /usr/local/rust, as rust:1-trixie has rustup's: Debian's rustc
#   (1.85 in trixie) is older than Cargo.lock's crates need. Crates come from crates.io.
# Base images already there are kept; REBASE=1 makes them again (Debian's updates).
# Needs root, podman, runc and mmdebstrap (apt-get install podman runc mmdebstrap).
# MIRROR picks another Debian mirror. Exits 77 when podman cannot start a container here.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/podman-env.sh

tag=${1:-localhost/checkers-bot}
suite=trixie
mirror=${MIRROR:-http://deb.debian.org/debian}
runtime_image=localhost/debian:$suite-slim
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

slim=()
for p in /usr/share/doc/'*' /usr/share/groff/'*' /usr/share/info/'*' /usr/share/linda/'*' \
    /usr/share/lintian/overrides/'*' /usr/share/locale/'*' /usr/share/man/'*'; do
    slim+=(--dpkgopt="path-exclude=$p")
done
for p in /usr/share/doc/'*'/copyright /usr/share/locale/locale.alias; do
    slim+=(--dpkgopt="path-include=$p")
done

# image_id IMAGE: its id, or nothing when there is none.
image_id() {
    podman image inspect --format '{{.Id}}' "$1" 2>/dev/null || true
}
# drop_old ID IMAGE: removes the image ID that IMAGE's new build took the tag from, unless
# a container still uses it.
drop_old() {
    if [ -n "$1" ] && [ "$1" != "$(image_id "$2")" ]; then
        podman rmi "$1" >/dev/null 2>&1 || true
    fi
}

path=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
# make_base IMAGE PATH [MMDEBSTRAP-OPTION...]
make_base() {
    local image=$1 path=$2 old
    shift 2
    if [ -z "${REBASE:-}" ] && podman image exists "$image"; then
        echo "$image: kept (REBASE=1 makes it again)"
        return
    fi
    echo "$image: Debian $suite from $mirror"
    old=$(image_id "$image")
    mmdebstrap --variant=minbase --quiet "$@" "$suite" "$work/rootfs.tar" "$mirror"
    podman import --quiet --change "ENV PATH=$path" --change 'CMD ["bash"]' \
        "$work/rootfs.tar" "$image" >/dev/null
    rm -f "$work/rootfs.tar"
    drop_old "$old" "$image"
}
make_base "$runtime_image" "$path" "${slim[@]}"

sysroot=$(rustc --print sysroot)
if [ ! -x "$sysroot/bin/cargo" ] || [ "$sysroot" = /usr ]; then
    echo "no rustup toolchain to copy into the build image (sysroot: $sysroot)" >&2
    exit 1
fi
toolchain=()
for d in bin lib libexec; do
    if [ -d "$sysroot/$d" ]; then toolchain+=("$sysroot/$d"); fi
done
build_image=localhost/checkers-build:$suite-rust$(rustc --version | cut -d' ' -f2)
make_base "$build_image" "/usr/local/rust/bin:$path" --include=gcc,libc6-dev,ca-certificates \
    --customize-hook="mkdir -p \"\$1/usr/local/rust\" && cp -a ${toolchain[*]} \"\$1/usr/local/rust/\""

if ! podman_ready "$runtime_image"; then
    echo "podman cannot start a container on this machine" >&2
    exit 77
fi
# The host's network (the build stage fetches crates; no bridge to set up) and the host's
# certificate authorities, read-only and for the build only (a TLS proxy the host trusts
# is then trusted by cargo too; nothing of it stays in the image).
trust=()
bundle=/etc/ssl/certs/ca-certificates.crt
if [ -f "$bundle" ]; then trust=(--volume "$bundle:$bundle:ro"); fi
# Docker's image format keeps the HEALTHCHECK (OCI's has none); --layers=false keeps no
# intermediate images (the build stage, with its target directory, is gigabytes).
old=$(image_id "$tag")
podman build --format docker --layers=false --network host "${trust[@]}" \
    --build-arg BUILD_IMAGE="$build_image" --build-arg RUNTIME_IMAGE="$runtime_image" \
    --tag "$tag" .
drop_old "$old" "$tag"
podman image ls "$tag"
