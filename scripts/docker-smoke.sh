#!/usr/bin/env bash
# Builds Touchline's image and proves it works, on a machine whose Docker engine cannot reach a
# public registry: the base images are made here from Debian's packages.
#
#   sudo scripts/docker-smoke.sh           everything below
#   sudo scripts/docker-smoke.sh bases     only step 1
#   scripts/docker-smoke.sh mirror         print the Debian mirror it would use, and stop
#
# 1. Base images (once; kept in Docker): a minimal Debian bookworm made with debootstrap for
#    the running image, and the same with gcc plus this machine's Rust toolchain for building.
# 2. `docker build` with those as RUNTIME_IMAGE and RUST_IMAGE; then a second build after a
#    one-line source change, to show the dependency layer is reused.
# 3. The image's size and its binary's size.
# 4. `touchline play kix --p1 ai --p2 ai` inside the image.
# 5. `touchline serve` inside the image against a fake Discord (tests/docker_smoke.rs): a match
#    played, Docker's health check passing, `docker stop` timed, a restart finishing the match.
#
# Needs root, a running Docker engine, debootstrap, and cargo on the host. Settings (env):
#   DEBIAN_MIRROR (default: the first Debian mirror in this machine's apt sources),
#   APT_ETC (/etc/apt: where those sources are read),
#   TOUCHLINE_SMOKE_DIR (target/docker-smoke).
set -euo pipefail
cd "$(dirname "$0")/.."

# The mirror this machine's apt already uses (deb822 `URIs:` or one-line `deb` entries), not
# its security archive.
machine_mirror() {
    local apt=${APT_ETC:-/etc/apt}
    # Either list may be missing; under pipefail that must not end the script.
    {
        grep -hE '^URIs:' "$apt"/sources.list.d/*.sources 2>/dev/null | awk '{print $2}' || true
        grep -hE '^deb ' "$apt"/sources.list "$apt"/sources.list.d/*.list 2>/dev/null \
            | awk '{for (i = 2; i <= NF; i++) if ($i ~ /^[a-z]+:\/\//) {print $i; break}}' || true
    } | { grep -v -- '-security' || true; } | head -n 1
}
mirror=${DEBIAN_MIRROR:-$(machine_mirror)}
work=${TOUCHLINE_SMOKE_DIR:-$PWD/target/docker-smoke}
runtime_base=touchline-smoke/debian:bookworm-slim
build_base=touchline-smoke/rust:bookworm
image=touchline:smoke

say() { printf '\n== %s\n' "$*"; }
fail() { echo "docker-smoke: $*" >&2; exit 1; }
[ -n "$mirror" ] || fail "no Debian mirror in this machine's apt sources: set DEBIAN_MIRROR"
if [ "${1:-}" = mirror ]; then
    echo "$mirror"
    exit 0
fi

[ "$(id -u)" = 0 ] || fail "run as root (debootstrap and the volume's owner need it)"
command -v debootstrap >/dev/null || fail "debootstrap is not installed (apt-get install debootstrap)"
docker info >/dev/null 2>&1 || fail "no Docker engine answers (install Debian's Docker engine package; then start dockerd)"
mkdir -p "$work"

# A Debian root file system with the given extra packages, as a tar stream on stdout.
rootfs() {
    local dir=$1 include=$2
    if [ ! -f "$dir/.complete" ]; then
        rm -rf "$dir"
        debootstrap --variant=minbase ${include:+--include="$include"} bookworm "$dir" "$mirror" >"$dir.log" 2>&1 \
            || fail "debootstrap failed; see $dir.log"
        rm -rf "$dir"/var/lib/apt/lists/* "$dir"/var/cache/apt/*.bin "$dir"/var/cache/apt/archives/*.deb \
            "$dir"/usr/share/doc/* "$dir"/usr/share/man/*
        touch "$dir/.complete"
    fi
}

env_path='ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin'

if ! docker image inspect "$runtime_base" >/dev/null 2>&1; then
    say "making $runtime_base with debootstrap"
    rootfs "$work/runtime-rootfs" ""
    tar -C "$work/runtime-rootfs" --exclude=./.complete -c . | docker import --change "$env_path" - "$runtime_base"
fi

if ! docker image inspect "$build_base" >/dev/null 2>&1; then
    say "making $build_base: debootstrap, gcc, and this machine's Rust toolchain"
    rootfs "$work/build-rootfs" "gcc,libc6-dev,ca-certificates"
    # The toolchain goes under /usr/local, where rustc finds its own libraries (bin/../lib).
    sysroot=$(rustc --print sysroot)
    cp -a "$sysroot/bin" "$sysroot/lib" "$work/build-rootfs/usr/local/"
    # And the host's trust store, so cargo in the build trusts what the host trusts (a machine
    # behind a TLS-inspecting proxy has that proxy's certificate there).
    cp /etc/ssl/certs/ca-certificates.crt "$work/build-rootfs/etc/ssl/certs/ca-certificates.crt"
    tar -C "$work/build-rootfs" --exclude=./.complete -c . \
        | docker import --change "$env_path" --change 'ENV CARGO_HOME=/usr/local/cargo' - "$build_base"
fi
docker run --rm "$build_base" sh -c 'cargo --version && rustc --version && gcc --version | head -n 1'
[ "${1:-}" = bases ] && exit 0

say "docker build (RUST_IMAGE=$build_base, RUNTIME_IMAGE=$runtime_base)"
# The build fetches crates from the registry the host's cargo uses, over the host's network.
build() {
    docker build --network host --build-arg RUST_IMAGE="$build_base" --build-arg RUNTIME_IMAGE="$runtime_base" "$@"
}
started=$(date +%s)
build -t "$image" . >"$work/build.log" 2>&1 || { tail -n 40 "$work/build.log"; fail "docker build failed; see $work/build.log"; }
echo "built $image in $(( $(date +%s) - started )) s"

say "a source change rebuilds Touchline alone, not its dependencies"
context="$work/context"
rm -rf "$context"
mkdir -p "$context"
tar --exclude=./target --exclude=./.git --exclude=./frames -c . | tar -C "$context" -x
echo "// a change" >>"$context/src/main.rs"
started=$(date +%s)
build -t "$image-changed" "$context" >"$work/rebuild.log" 2>&1 || fail "the second build failed; see $work/rebuild.log"
# The classic builder colours the build's standard error: the codes go before counting.
crates=$(sed 's/\x1b\[[0-9;]*m//g' "$work/rebuild.log" | grep -oE '^ *Compiling [a-z_-]+' | awk '{print $2}' | sort -u)
compiled=$(echo "$crates" | grep -c . || true)
echo "rebuilt in $(( $(date +%s) - started )) s; crates compiled: $compiled ($(echo "$crates" | paste -sd' ' -))"
[ "$compiled" -le 4 ] || fail "a source change compiled $compiled crates: the dependency layer was not reused"
docker rmi "$image-changed" >/dev/null

say "sizes"
size=$(docker image inspect -f '{{.Size}}' "$image")
binary=$(docker run --rm --entrypoint stat "$image" -c %s /usr/local/bin/touchline)
echo "image $image: $(( size / 1000000 )) MB; of which the touchline binary: $(( binary / 1000000 )) MB"
base=$(docker image inspect -f '{{.Size}}' "$runtime_base")
echo "(the base image alone: $(( base / 1000000 )) MB)"

say "touchline play kix --p1 ai --p2 ai, inside the image"
docker run --rm "$image" play kix --p1 ai --p2 ai --seed 7 --out /tmp/frames >"$work/play.log" 2>&1 \
    || { cat "$work/play.log"; fail "play failed"; }
grep -E '^(Full time|Final score)' "$work/play.log" || fail "play ended without a final score; see $work/play.log"

say "the data folder: a root-owned one is handed over; a user who cannot write it is told why"
rooted=$(mktemp -d)
docker run --rm -v "$rooted:/data" "$image" play kix --p1 ai --p2 ai --seed 7 --out /data/frames >/dev/null 2>&1 \
    || fail "play with a root-owned /data failed"
echo "a root-owned /data was given to uid $(stat -c %u "$rooted"); the frames belong to uid $(stat -c %u "$rooted/frames")"
[ "$(stat -c %u "$rooted/frames")" = 10001 ] || fail "the frames were not written as the image's user"
locked=$(mktemp -d)
if docker run --rm --user 4321:4321 -e DISCORD_TOKEN=unused -v "$locked:/data" "$image" serve >"$work/locked.log" 2>&1; then
    fail "serve started in a folder its user cannot write"
fi
cat "$work/locked.log"
grep -q 'cannot create files in /data' "$work/locked.log" || fail "no clear message for an unwritable /data"
rm -rf "$rooted" "$locked"

say "touchline serve inside the image, against a fake Discord"
TOUCHLINE_IMAGE=$image cargo test --locked --test it docker_smoke -- --ignored --nocapture 2>&1 | tee "$work/serve.log" \
    | grep -E 'docker stop took|^test |test result|panicked|^(Bot|Matches|Turn clocks|Database|Last event):'
grep -q 'test result: ok. 1 passed' "$work/serve.log" || fail "the serve test failed; see $work/serve.log"

say "healthy: the image builds, plays, serves, reports its health and stops cleanly"
