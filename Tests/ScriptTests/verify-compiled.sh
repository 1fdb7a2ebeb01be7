#!/usr/bin/env bash
# Compiled mode against the corpora: `workbook run` compiles every Corpus/, ViewCorpus/ and
# Programs/ (the realistic programs, issue 33) script with swiftc against the built-in runtime (the `Observation` facade; `SwiftUI` is the
# view simulator) and must print exactly its .expected output (which comes from swiftc on the
# toolchain's own Observation). With --traces, for scripts that use observation, the trace of
# the compiled run must also equal the interpreter's (`run --interpret --trace`), event for
# event, except the differences CompiledTraceDifferences.txt names and explains (twice the
# time: CI checks outputs only).
#
# Usage:
#   verify-compiled.sh [--workbook PATH] [--traces] [FILE...]
#                                 (default: .build/debug/workbook, every script, outputs only)
# Environment: JOBS (parallel runs, default 2). The compiled runtime is built once into
# .build/workbook-compiled (shared with every later run); each program's binary is kept there.
set -euo pipefail

tests_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
package_dir=$(cd "$tests_dir/../.." && pwd)
workbook=$package_dir/.build/debug/workbook
jobs=${JOBS:-2}
selected=()
traces=0
while (($#)); do
    case $1 in
        --workbook) shift; workbook=$(cd "$(dirname "$1")" && pwd)/$(basename "$1") ;;
        --traces) traces=1 ;;
        -h|--help) sed -n 2,15p "$0"; exit 0 ;;
        -*) echo "error: unknown option '$1' (try --help)" >&2; exit 2 ;;
        *) selected+=("$1") ;;
    esac
    shift
done
[[ -x $workbook ]] || { echo "error: no workbook at $workbook (swift build --product workbook)" >&2; exit 2; }
if ((${#selected[@]} == 0)); then
    cd "$tests_dir"
    selected=(Corpus/[0-9]*.swift ViewCorpus/[0-9]*.swift Programs/[0-9]*.swift)
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/compiled-verify.XXXXXX")
trap 'rm -rf "$work"' EXIT
# Built once, before the parallel runs share it.
printf 'print("ready")\n' >"$work/warm.swift"
"$workbook" run "$work/warm.swift" >/dev/null

check_one() {
    local script=$1 key
    key=$(echo "$script" | tr '/' '_')
    local dir name
    dir=$(dirname "$script")
    name=$(basename "$script")
    cd "$tests_dir/$dir"
    local trace=()
    ((traces)) && trace=(--trace)
    if ! timeout 120 "$workbook" run "${trace[@]+"${trace[@]}"}" "$name" >"$work/$key.out" 2>"$work/$key.err"; then
        echo "exits with failure (stderr below)" >"$work/$key.problem"
    fi
    if ((traces)) && grep -q "@Observable\|withObservationTracking\|ObservationRegistrar\|Observations\|import SwiftUI\|import ViewRuntime" "$name"; then
        timeout 120 "$workbook" run --interpret --trace "$name" >/dev/null 2>"$work/$key.ierr" || true
        # "installed on" lists in one order (CompiledTraceDifferences.txt says why they differ).
        normalize() {
            grep '^trace: ' "$1" | python3 -c '
import sys
for line in sys.stdin:
    head, sep, tail = line.rstrip("\n").partition(" installed on ")
    print(head + sep + ", ".join(sorted(tail.split(", "))) if sep else head)
' || true
        }
        normalize "$work/$key.err" >"$work/$key.ctrace"
        normalize "$work/$key.ierr" >"$work/$key.itrace"
        cmp -s "$work/$key.ctrace" "$work/$key.itrace" || touch "$work/$key.tracediff"
    fi
}
export -f check_one
export workbook work tests_dir traces
start=$SECONDS
printf '%s\n' "${selected[@]}" | xargs -P "$jobs" -I{} bash -c 'check_one "$1"' _ {}

known=$tests_dir/CompiledTraceDifferences.txt
failed=()
for script in "${selected[@]}"; do
    key=$(echo "$script" | tr '/' '_')
    expected=$tests_dir/${script%.swift}.expected
    if [[ -f $work/$key.problem ]]; then
        failed+=("$script: $(cat "$work/$key.problem")")
        head -20 "$work/$key.err" | sed 's/^/    /' >&2
    elif ! cmp -s "$work/$key.out" "$expected"; then
        failed+=("$script: compiled output differs from its .expected")
        diff -u "$expected" "$work/$key.out" --label expected --label compiled | head -20 | sed 's/^/    /' >&2 || true
    fi
    listed=0
    grep -q "^$(basename "$script"):" "$known" && listed=1
    if [[ -f $work/$key.tracediff ]] && ((!listed)); then
        failed+=("$script: its compiled trace differs from the interpreter's (not in CompiledTraceDifferences.txt)")
        diff -u "$work/$key.itrace" "$work/$key.ctrace" --label interpreter --label compiled | head -20 \
            | sed 's/^/    /' >&2 || true
    elif [[ ! -f $work/$key.tracediff ]] && ((listed)) && [[ -f $work/$key.ctrace ]]; then
        failed+=("$script: listed in CompiledTraceDifferences.txt, but its traces no longer differ")
    fi
done
if ((${#failed[@]})); then
    echo "FAIL: ${#failed[@]} of ${#selected[@]} scripts ($((SECONDS - start))s):" >&2
    printf '  %s\n' "${failed[@]}" >&2
    exit 1
fi
what="print their .expected output compiled"
((traces)) && what="$what, with the interpreter's trace"
echo "OK: ${#selected[@]} scripts $what ($((SECONDS - start))s)"
