#!/usr/bin/env bash
# npm run image:podman — builds the Dockerfile's image with podman (Debian's package) and checks
# it: the image's size and what /app holds, its health check, an analysis saved on its volume,
# and a stop on SIGTERM that drains and exits 0.
#
# The base is made on this machine, for where the registry's node:20-bookworm-slim cannot be
# pulled: Debian bookworm by debootstrap (from the mirror apt uses here), with this machine's own
# Node.js and npm in /usr/local as the official image has them, its headers (better-sqlite3's
# native module is compiled against them), and the user "node" (uid 1000). It is made once and
# kept as localhost/tna-node-base:20-bookworm; TNA_IMAGE_BASE=<image> uses another (the
# official one where it can be pulled), TNA_IMAGE_REBASE=1 makes it again.
#
# Root is needed (apt-get, debootstrap, podman's storage). Set TNA_PODMAN_FLAGS to give podman
# flags of your own (e.g. "--storage-driver vfs" where overlay mounts are refused).
set -euo pipefail
cd "$(dirname "$0")/.."

IMAGE=${TNA_IMAGE:-localhost/tna:podman}
BASE=${TNA_IMAGE_BASE:-localhost/tna-node-base:20-bookworm}
WORK=${TNA_IMAGE_WORK:-/var/tmp/tna-image}
NAME=tna-image-check-$$
# shellcheck disable=SC2206
PODMAN=(podman ${TNA_PODMAN_FLAGS:-})
say() { printf '\n== %s\n' "$*"; }
mkdir -p "$WORK"

as_root=""
if [ "$(id -u)" -ne 0 ]; then as_root="sudo"; fi
missing=""
command -v podman >/dev/null || missing="$missing podman"
command -v debootstrap >/dev/null || missing="$missing debootstrap"
# A second OCI runtime, for where crun refuses this machine's cgroups (below).
command -v runc >/dev/null || missing="$missing runc"
if [ -n "$missing" ]; then
  say "installing$missing (Debian's packages)"
  $as_root apt-get update
  # shellcheck disable=SC2086
  $as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $missing
fi
"${PODMAN[@]}" --version

make_base() {
  local mirror rootfs node npm_dir headers
  # The Debian mirror apt uses here (one-line or deb822 sources).
  mirror=${TNA_DEBIAN_MIRROR:-$({ cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources 2>/dev/null || true; } | sed -nE 's,^(URIs:|deb) +(\[[^]]*\] +)?(https?://[^ ]+/debian/?)( .*)?$,\3,p' | sed -n 1p)}
  [ -n "$mirror" ] || { echo "image: no Debian mirror found in apt's sources; set TNA_DEBIAN_MIRROR" >&2; exit 1; }
  node=$(command -v node)
  npm_dir=$(npm root -g)/npm
  headers=$(dirname "$(dirname "$node")")/include/node
  [ "$(node -p 'process.versions.node.split(".")[0]')" = 20 ] || { echo "image: the base needs Node.js 20 here (found $(node --version))" >&2; exit 1; }
  [ -f "$headers/node.h" ] || { echo "image: Node.js' headers are not at $headers" >&2; exit 1; }
  rootfs=$WORK/rootfs
  # Debian itself is kept in $WORK/bookworm once debootstrap has made it whole.
  if [ ! -f "$WORK/bookworm/.debootstrap-done" ]; then
    say "debootstrap: Debian bookworm, minbase, from $mirror (a few minutes)"
    rm -rf "$WORK/bookworm"
    debootstrap --variant=minbase bookworm "$WORK/bookworm" "$mirror" >"$WORK/debootstrap.log" 2>&1 || { tail -n 20 "$WORK/debootstrap.log" >&2; exit 1; }
    touch "$WORK/bookworm/.debootstrap-done"
  fi
  say "making the base: Debian bookworm ($WORK/bookworm) with this machine's Node.js $(node --version)"
  rm -rf "$rootfs"
  cp -a "$WORK/bookworm" "$rootfs"
  rm "$rootfs/.debootstrap-done"
  install -D -m 0755 "$node" "$rootfs/usr/local/bin/node"
  mkdir -p "$rootfs/usr/local/lib/node_modules" "$rootfs/usr/local/include" "$rootfs/usr/local/etc"
  cp -a "$npm_dir" "$rootfs/usr/local/lib/node_modules/npm"
  cp -a "$headers" "$rootfs/usr/local/include/node"
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
  # This machine's certificate authorities, which its npm uses to reach the registry, and the headers for node-gyp.
  cp /etc/ssl/certs/ca-certificates.crt "$rootfs/usr/local/etc/ca-certificates.crt"
  printf 'cafile=/usr/local/etc/ca-certificates.crt\nnodedir=/usr/local\n' >"$rootfs/usr/local/etc/npmrc"
  chroot "$rootfs" groupadd --gid 1000 node
  chroot "$rootfs" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
  rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*
  tar -C "$rootfs" -c . | "${PODMAN[@]}" import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change "ENV NODE_VERSION=$(node -p process.versions.node)" \
    --change 'CMD ["node"]' - "$BASE"
  rm -rf "$rootfs"
}

if [ "${TNA_IMAGE_REBASE:-}" = 1 ] || ! "${PODMAN[@]}" image exists "$BASE"; then
  if [ "$BASE" = localhost/tna-node-base:20-bookworm ]; then make_base; else "${PODMAN[@]}" pull "$BASE"; fi
fi
# The limits a container starts with: podman's defaults (a million open files, four million
# processes) are more than a sandbox may give; these are within what this shell has.
nproc=$(ulimit -Hu); if [ "$nproc" = unlimited ] || [ "$nproc" -gt 32768 ]; then nproc=32768; fi
LIMITS=(--ulimit "nofile=$(ulimit -Hn):$(ulimit -Hn)" --ulimit "nproc=$nproc:$nproc")
# The first runtime that starts a container here: crun, podman's own, refuses cgroups in hybrid mode (v1 and v2 both mounted).
runtime=""
for candidate in crun runc; do
  command -v "$candidate" >/dev/null || continue
  if "${PODMAN[@]}" --runtime "$candidate" run --rm --network host "${LIMITS[@]}" "$BASE" true 2>"$WORK/runtime-$candidate.log"; then runtime=$candidate; break; fi
  echo "($candidate cannot start a container here: $(tail -n 1 "$WORK/runtime-$candidate.log"))"
done
[ -n "$runtime" ] || { echo "image: no OCI runtime starts a container here" >&2; exit 1; }
PODMAN+=(--runtime "$runtime")
echo "runtime: $runtime; ${LIMITS[*]}"
say "the base: $BASE, $("${PODMAN[@]}" image inspect --format '{{.Size}}' "$BASE" | awk '{ printf "%.0f MB", $1 / 1e6 }')"

say "building $IMAGE from the Dockerfile"
# Docker's format keeps the HEALTHCHECK (OCI's has none); the host's network reaches apt and npm.
start=$(date +%s)
"${PODMAN[@]}" build --format docker --network host "${LIMITS[@]}" --build-arg "BASE=$BASE" -t "$IMAGE" .
echo "built in $(( $(date +%s) - start )) s"

size=$("${PODMAN[@]}" image inspect --format '{{.Size}}' "$IMAGE")
base_size=$("${PODMAN[@]}" image inspect --format '{{.Size}}' "$BASE")
say "the image: $(awk -v s="$size" 'BEGIN { printf "%.0f MB", s / 1e6 }') in all, $(awk -v s="$size" -v b="$base_size" 'BEGIN { printf "%.0f MB", (s - b) / 1e6 }') over the base"
echo "its layers that hold anything, newest first (the last is the base):"
"${PODMAN[@]}" history --format '{{.Size}}\t{{.CreatedBy}}' "$IMAGE" | awk -F '\t' '$1 != "0 B" { printf "  %9s  %s\n", $1, substr($2, 1, 90) }'
say "what /app holds"
"${PODMAN[@]}" run --rm --network host "${LIMITS[@]}" --no-healthcheck --entrypoint sh "$IMAGE" -c 'cd /app && du -sh --apparent-size *; du -sh --apparent-size dist/* | sort -h | tail -n 8; echo "dist/ holds $(ls dist | wc -l) files; node_modules $(ls node_modules | wc -l) packages"; echo "user: $(id -un)"; test ! -e dist/src && test ! -e dist/test && test ! -e src && test ! -e test && test ! -e bench && test ! -e node_modules/esbuild && test ! -e node_modules/typescript && echo "no dist/src, dist/test, src, test, bench, esbuild or typescript"'

cleanup() { "${PODMAN[@]}" rm -f "$NAME" >/dev/null 2>&1 || true; "${PODMAN[@]}" volume rm -f "$NAME-data" >/dev/null 2>&1 || true; }
trap cleanup EXIT
TOKEN=image-check-$RANDOM$RANDOM
# The image's own command (port 8080 inside), published on a port free on loopback here. The
# health check is run below, by hand: podman schedules it with systemd timers, which need systemd.
PORT=$(node -e "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")
say "running it (its port 8080 published on 127.0.0.1:$PORT, the store on the volume $NAME-data)"
# podman would schedule the health check with systemd timers; without systemd it says so at each start and stop.
quiet() { "$@" 2> >(grep -v 'unable to get systemd connection' >&2); }
quiet "${PODMAN[@]}" run -d --name "$NAME" "${LIMITS[@]}" --health-interval disable --stop-timeout 40 -p "127.0.0.1:$PORT:8080" \
  -v "$NAME-data:/data" -e TNA_SERVE_TOKENS="$TOKEN:alice" "$IMAGE" >/dev/null

healthy=""
for _ in $(seq 1 60); do
  if "${PODMAN[@]}" healthcheck run "$NAME" >/dev/null 2>&1; then healthy=yes; break; fi
  sleep 1
done
"${PODMAN[@]}" logs "$NAME" 2>&1 | head -n 3
[ -n "$healthy" ] || { echo "image: the health check did not pass within 60 s" >&2; "${PODMAN[@]}" logs "$NAME" >&2; exit 1; }
say "health check: $("${PODMAN[@]}" healthcheck run "$NAME" >/dev/null 2>&1 && echo passed) ($("${PODMAN[@]}" inspect --format '{{.State.Health.Status}}' "$NAME"))"
echo "GET /readyz: $(curl -sS "http://127.0.0.1:$PORT/readyz")"
saved=$(curl -sS -H "Authorization: Bearer $TOKEN" -H 'content-type: application/json' \
  -d '{"text":"Rivers carry water to the farms. The farms feed the towns along the rivers.","name":"image-check"}' \
  -o /dev/null -w '%{http_code}' "http://127.0.0.1:$PORT/api/v1/graphAndStatements?doNotSave=false")
echo "POST /api/v1/graphAndStatements (saved as image-check): $saved"

say "stopping it (SIGTERM, --stop-timeout 40)"
start=$(date +%s)
quiet "${PODMAN[@]}" stop -t 40 "$NAME" >/dev/null
echo "stopped in $(( $(date +%s) - start )) s, exit code $("${PODMAN[@]}" inspect --format '{{.State.ExitCode}}' "$NAME")"
"${PODMAN[@]}" logs "$NAME" 2>&1 | tail -n 4
[ "$("${PODMAN[@]}" inspect --format '{{.State.ExitCode}}' "$NAME")" = 0 ] || { echo "image: the server did not exit 0 on SIGTERM" >&2; exit 1; }
say "the store across a restart: tna list --user alice in a new container on the same volume"
"${PODMAN[@]}" run --rm --network host "${LIMITS[@]}" --no-healthcheck -v "$NAME-data:/data" "$IMAGE" list --user alice --format json | tee "$WORK/list.txt" \
  | node -e 'for (const g of JSON.parse(require("node:fs").readFileSync(0, "utf8"))) console.log("saved graph: " + g.contextName + ", " + g.statementCount + " statement(s), " + g.nodeCount + " concepts")'
grep -q image-check "$WORK/list.txt" || { echo "image: the graph saved before the stop is not on the volume" >&2; exit 1; }
say "the image passed"
