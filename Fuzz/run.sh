#!/usr/bin/env bash
# Runs one fuzzer (FUZZER=script-fuzzer by default; see build.sh for the four) with its
# seeds, the Swift-subset dictionary Fuzz/swift.dict, and findings written to
# Fuzz/findings/. Usage: [FUZZER=NAME] Fuzz/run.sh [SECONDS] [extra libFuzzer flags...]
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
seconds=${1:-600}
shift || true
name=${FUZZER:-script-fuzzer}
fuzzer="$root/Fuzz/.build/$name"
[[ -x $fuzzer ]] || "$root/Fuzz/build.sh" "$name"

# The working corpus grows as libFuzzer finds new coverage; it is not committed.
work="$root/Fuzz/.build/corpus-$name"
mkdir -p "$work" "$root/Fuzz/findings"
case $name in
    script-fuzzer | repl-entry-fuzzer)
        cp "$root"/Tests/ScriptTests/Corpus/[0-9]*.swift "$work"/
        cp "$root"/Tests/ScriptTests/ViewCorpus/[0-9]*.swift "$work"/
        cp "$root"/Fuzz/seeds/* "$work"/
        [[ $name == script-fuzzer ]] || cp "$root"/Fuzz/seeds-repl/* "$work"/ ;;
    lesson-fuzzer)
        cp "$root"/Lessons/[0-9]*.md "$root"/Fuzz/seeds-lesson/* "$work"/ ;;
    state-fuzzer)
        cp "$root"/Fuzz/seeds-state/* "$work"/ ;;
    *) echo "unknown fuzzer '$name'" >&2; exit 2 ;;
esac

# Swift's own backtracer would run inside ASan and bury the report: libFuzzer prints the
# stack instead.
export SWIFT_BACKTRACE=enable=no

# Every name the interpreter reads through a slot placed before the run is checked against a
# walk of the scopes; script-fuzzer turns a difference into a crash (a finding).
export WORKBOOK_VERIFY_SLOTS=1

# Leak detection is off by default: a session torn down with a tracking still installed
# leaks through a reference cycle (see README, Findings); LEAKS=1 turns it back on.
# Locals stay on the real stack (no use-after-return fake stack): the interpreter's
# stack-headroom guard measures the stack through a local's address.
export ASAN_OPTIONS="detect_leaks=${LEAKS:-0}:detect_stack_use_after_return=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"

# Fork mode with one job (the machine is shared) keeps fuzzing after a crash or a hang,
# so one run collects every finding; each is written to Fuzz/findings/.
# -timeout marks an input that runs over 10 s as a hang.
exec "$fuzzer" "$work" \
    -dict="$root/Fuzz/swift.dict" \
    -max_total_time="$seconds" \
    -timeout=10 \
    -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
    -rss_limit_mb=2048 \
    -max_len="${MAX_LEN:-4096}" \
    -print_final_stats=1 \
    -detect_leaks="${LEAKS:-0}" \
    -artifact_prefix="$root/Fuzz/findings/$name-" \
    "$@"
