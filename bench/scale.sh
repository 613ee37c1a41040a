#!/usr/bin/env bash
# Scale figures (docs/PERFORMANCE.md, "Hardening and scale"): peak host
# memory (max RSS) and wall time of the strata CLI on generated inputs.
#   bench/scale.sh [path-to-strata]     (default: build/tools/strata/strata)
# Needs python3 and GNU time (/usr/bin/time). Inputs go to a temporary directory.
set -euo pipefail
STRATA="${1:-build/tools/strata/strata}"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

python3 - "$tmp" <<'PY'
import json, random, sys
d = sys.argv[1]
random.seed(12)
with open(f"{d}/all_live_200k.csv", "w") as f:  # 200,000 buffers live at once
    f.write("id,lower,upper,size\n")
    for i in range(200_000):
        f.write(f"{i},0,1,{random.randint(1, 64) * 64}\n")
with open(f"{d}/random_1m.csv", "w") as f:  # 1,000,000 random lifetimes (~2000 live)
    f.write("id,lower,upper,size\n")
    for i in range(1_000_000):
        lo = random.randint(0, 1_000_000)
        f.write(f"{i},{lo},{lo + random.randint(1, 2000)},{random.randint(1, 64) * 64}\n")
with open(f"{d}/fixed_20k.csv", "w") as f:  # 20,000 fixed-offset buffers live at once
    f.write("id,lower,upper,size,offset\n")
    for i in range(20_000):
        f.write(f"{i},0,1,64,{i * 64}\n")
# 1,000,000 alloc/free events: 80,000 blocks allocated, then frees of random live blocks
# alternating with new allocations, so 80,000 stay live; 16 B per bank fits L1.
ev, live, nxt = [], [], 0
for _ in range(80_000):
    ev.append({"op": "alloc", "id": str(nxt), "bytes": 16}); live.append(nxt); nxt += 1
while len(ev) < 1_000_000:
    k = random.randrange(len(live)); live[k], live[-1] = live[-1], live[k]
    ev.append({"op": "free", "id": str(live.pop())})
    ev.append({"op": "alloc", "id": str(nxt), "bytes": 16}); live.append(nxt); nxt += 1
json.dump({"name": "scale", "arch": "wormhole_b0", "buffer_type": "l1",
           "direction": "top_down", "events": ev}, open(f"{d}/replay_1m.json", "w"))
PY

run() {  # run LABEL args...: one line with max RSS, wall time and exit code
  local label="$1"; shift
  set +e
  /usr/bin/time -f "%M %e" -o "$tmp/time" "$STRATA" "$@" >"$tmp/out" 2>"$tmp/err"
  local rc=$?
  set -e
  read -r kb secs < <(tail -n 1 "$tmp/time")
  printf '%-46s %8.1f MB %7.2f s  exit %d\n' "$label" "$(echo "$kb / 1024" | bc -l)" "$secs" "$rc"
}

run "plan 200k all live, --timeout 2" plan --input "$tmp/all_live_200k.csv" --minimize --timeout 2 --quiet
run "plan 200k all live, --capacity 1e8 (infeasible)" plan --input "$tmp/all_live_200k.csv" --capacity 100000000 --timeout 2 --quiet
run "plan 1M random lifetimes, --timeout 30" plan --input "$tmp/random_1m.csv" --minimize --timeout 30 --quiet
run "plan 20k fixed offsets, --timeout 2" plan --input "$tmp/fixed_20k.csv" --minimize --timeout 2 --quiet
run "alloc replay 1M events, 80k live blocks" alloc replay --trace "$tmp/replay_1m.json"
run "exec relu 4096x4096 bf16 (dram)" exec relu --input 4096x4096
run "exec relu 8192x8192 bf16 (dram)" exec relu --input 8192x8192
