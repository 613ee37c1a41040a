#!/usr/bin/env bash
# Refreshes test/data/ttmlir_models/ from a tt-mlir checkout (or a bare git
# directory): every .mlir under test/ttmlir/models/, flattened, plus LICENSE.
# Usage: scripts/import_ttmlir_models.sh TT_MLIR_DIR [COMMIT]
set -euo pipefail
src=${1:?usage: $0 TT_MLIR_DIR [COMMIT]}
commit=${2:-HEAD}
dest="$(cd "$(dirname "$0")/.." && pwd)/test/data/ttmlir_models"
git -C "$src" rev-parse --verify "$commit^{commit}" >/dev/null
mapfile -t files < <(git -C "$src" ls-tree -r --name-only "$commit" test/ttmlir/models | grep '\.mlir$')
[ ${#files[@]} -gt 0 ] || { echo "no .mlir under test/ttmlir/models at $commit" >&2; exit 1; }
rm -f "$dest"/*.mlir
for f in "${files[@]}"; do git -C "$src" show "$commit:$f" > "$dest/$(basename "$f")"; done
git -C "$src" show "$commit:LICENSE" > "$dest/LICENSE"
echo "copied ${#files[@]} models from $(git -C "$src" rev-parse "$commit"); update the commit in $dest/README.md"
