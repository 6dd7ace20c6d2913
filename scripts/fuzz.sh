#!/usr/bin/env bash
# Runs the cargo-fuzz targets in fuzz/ one after another, each for a bounded time, and
# prints one summary line per target. Exits non-zero when a target finds a crash (the
# input is saved under fuzz/artifacts/TARGET/).
#
#   scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET...]     # default: 600 s, every target
#   scripts/fuzz.sh 60 move_text record                  # a quick look at two targets
#
# Needs cargo-fuzz (`cargo install cargo-fuzz`) and libFuzzer's sanitizer support, which
# stable Rust has behind RUSTC_BOOTSTRAP=1 (set here). Seeds are read from
# fuzz/seeds/TARGET (committed); inputs found are kept in fuzz/corpus/TARGET (ignored by
# git) and reused by the next run. Logs go to fuzz/logs/TARGET.log.
set -euo pipefail
cd "$(dirname "$0")/../fuzz"

secs=${1:-600}
[ $# -gt 0 ] && shift
if [ $# -gt 0 ]; then
    targets=("$@")
else
    mapfile -t targets < <(cargo fuzz list)
fi
export RUSTC_BOOTSTRAP=1
# Optimised, with debug assertions and overflow checks (arithmetic bugs are findings).
flags=(-O -a)

cargo fuzz build "${flags[@]}"
# The binaries are run directly (not `cargo fuzz run`), so edits to the sources during a
# long session do not trigger rebuilds between targets.
bin_dir=target/x86_64-unknown-linux-gnu/release
mkdir -p logs
status=0
for target in "${targets[@]}"; do
    mkdir -p "corpus/$target" "seeds/$target" "artifacts/$target"
    log="logs/$target.log"
    start=$(date +%s)
    if "$bin_dir/$target" -artifact_prefix="artifacts/$target/" \
        -max_total_time="$secs" -max_len=16384 -timeout=60 -rss_limit_mb=4096 \
        -print_final_stats=1 "corpus/$target" "seeds/$target" >"$log" 2>&1; then
        result=ok
    else
        result="FOUND (see fuzz/$log and fuzz/artifacts/$target/)"
        status=1
    fi
    runs=$(grep -Eo 'Done [0-9]+ runs' "$log" | tail -1 | grep -Eo '[0-9]+' || echo "?")
    cov=$(grep -Eo 'cov: [0-9]+' "$log" | tail -1 | grep -Eo '[0-9]+' || echo "?")
    echo "$target: $result; $runs runs in $(( $(date +%s) - start )) s; coverage $cov; corpus $(ls "corpus/$target" | wc -l) inputs"
done
exit $status
