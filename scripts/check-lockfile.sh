#!/usr/bin/env bash
# Fails when npm would rewrite package-lock.json: `npm ci` refuses such a lockfile, and a lockfile
# resolved on one platform alone lacks the optional binaries (Biome, SWC, Tailwind's oxide) of the others.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cp package.json package-lock.json "$scratch/"
(cd "$scratch" && npm install --package-lock-only --ignore-scripts --no-audit --no-fund --loglevel=error)

if ! cmp -s package-lock.json "$scratch/package-lock.json"; then
  echo "package-lock.json is stale: npm install would rewrite it. Run npm install --package-lock-only and commit the result." >&2
  diff package-lock.json "$scratch/package-lock.json" | head -40 >&2 || true
  exit 1
fi
echo "package-lock.json is complete: npm install leaves it unchanged."
