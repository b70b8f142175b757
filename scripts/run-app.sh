#!/usr/bin/env bash
# Builds the application (release preset) and launches it on a bundled sample layout.
# Extra arguments are passed to the application (for example another layout file).
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release --target tensor-layout-explorer -j "$(nproc)"

app=build/release/app/tensor-layout-explorer
sample=samples/layouts/seed-2x3x64x128-grid-2x4.mlir
args=("$@")
[ ${#args[@]} -eq 0 ] && args=("$sample")

if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
    echo "No display found: starting under Xvfb (set DISPLAY to see the window)."
    exec xvfb-run -a "$app" "${args[@]}"
fi
exec "$app" "${args[@]}"
