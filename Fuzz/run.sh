#!/usr/bin/env bash
# Runs the script fuzzer: seeds from the differential corpus (Tests/ScriptTests/Corpus)
# and Fuzz/seeds, the Swift-subset dictionary Fuzz/swift.dict, crashes/timeouts written
# to Fuzz/findings/. Usage: Fuzz/run.sh [SECONDS] [extra libFuzzer flags...]
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
seconds=${1:-600}
shift || true
fuzzer="$root/Fuzz/.build/script-fuzzer"
[[ -x $fuzzer ]] || "$root/Fuzz/build.sh"

# The working corpus grows as libFuzzer finds new coverage; it is not committed.
work="$root/Fuzz/.build/corpus"
mkdir -p "$work" "$root/Fuzz/findings"
cp "$root"/Tests/ScriptTests/Corpus/[0-9]*.swift "$work"/
cp "$root"/Fuzz/seeds/* "$work"/ 2>/dev/null || true

# One job: the machine is shared. -timeout marks an input that runs over 10 s as a hang.
exec "$fuzzer" "$work" \
    -dict="$root/Fuzz/swift.dict" \
    -max_total_time="$seconds" \
    -timeout=10 \
    -rss_limit_mb=2048 \
    -max_len=4096 \
    -print_final_stats=1 \
    -artifact_prefix="$root/Fuzz/findings/" \
    "$@"
