#!/usr/bin/env bash
# The invalid-program corpus: every NNN-topic.swift in this folder holds one learner mistake
# that the real compiler rejects, and NNN-topic.expected holds swiftc's FIRST error line
# (the first stderr line containing ": error: "), byte for byte.
#
# The reference command (the one `workbook run` uses: SIL is made, so the mandatory SIL passes
# report a missing return or a variable used before it is set), run from inside this folder
# with the bare file name:
#   swiftc -swift-version 5 -emit-sil -module-name main -o /dev/null NNN-topic.swift -diagnostic-style llvm
# A script that says `import SwiftUI` is checked against the package's ViewRuntime module
# (as ../ViewCorpus/verify-with-swiftc.sh compiles its scripts), with SwiftUI as its alias:
#   swiftc -swift-version 5 -emit-sil -module-name main -o /dev/null -module-alias SwiftUI=ViewRuntime \
#          -I .build/debug/Modules -Xcc -fmodule-map-file=<CObservationSupport's module.modulemap> \
#          NNN-topic.swift -diagnostic-style llvm
# swiftc and the workbook run with TMPDIR=/tmp: a mistake inside a macro's expansion is
# reported in $TMPDIR/swift-generated-sources/…, and the .expected line names that path.
#
# Usage:
#   verify-with-swiftc.sh                  swiftc rejects every script with exactly the first
#                                          error line in its .expected; exit 1 listing the others
#   verify-with-swiftc.sh --update         rewrite the .expected files from swiftc
#   verify-with-swiftc.sh --workbook BIN   run `BIN run NNN-topic.swift` on each script: it must
#                                          exit 1, print nothing on stdout, and its first error
#                                          line on stderr must equal the .expected line
#   verify-with-swiftc.sh FILE...          only these scripts (names or paths)
# Environment: SWIFTC (default: swiftc on PATH), JOBS (parallel checks, default 2),
# SKIP_BUILD=1 to use the ViewRuntime modules already built.
set -euo pipefail

corpus_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$corpus_dir/../verify-corpus.sh"

workbook_bin=""
# The reference command's flags: the same as `workbook run`'s check (Sources/CompilerCheck/FileCheck.swift).
reference_flags="-swift-version 5 -emit-sil -module-name main -o /dev/null"
while (($#)); do
    case $1 in
        --update) update=1 ;;
        --workbook)
            shift
            workbook_bin=${1:?--workbook needs the path of a workbook binary}
            [[ -x $workbook_bin ]] || { echo "error: '$workbook_bin' is not an executable" >&2; exit 2; }
            workbook_bin=$(cd "$(dirname "$workbook_bin")" && pwd)/$(basename "$workbook_bin")
            ;;
        -h|--help) sed -n 2,28p "$0"; exit 0 ;;
        -*) echo "error: unknown option '$1' (try --help)" >&2; exit 2 ;;
        *) selected+=("$(basename "$1")") ;;
    esac
    shift
done
((update)) && [[ -n $workbook_bin ]] && { echo "error: --update regenerates from swiftc only" >&2; exit 2; }

corpus_select_scripts
view_module_flags=""
if [[ -z $workbook_bin ]] && grep -lq '^import SwiftUI$' "${selected[@]}"; then
    corpus_view_runtime_flags
    view_module_flags="-module-alias SwiftUI=ViewRuntime $view_module_flags"
fi

# Checks one script; leaves NAME.first (its first error line, or nothing) and, on trouble,
# NAME.problem (one line saying what went wrong) in $work.
invalid_check_one() {
    local script=$1 name=${1%.swift} status=0
    export TMPDIR=/tmp
    if [[ -n $workbook_bin ]]; then
        timeout 60 "$workbook_bin" run "$script" </dev/null >"$work/$name.stdout" 2>"$work/$name.stderr" || status=$?
    else
        local flags=""
        grep -q '^import SwiftUI$' "$script" && flags=$view_module_flags
        eval "\"\$swiftc_bin\" $reference_flags $flags \"\$script\" -diagnostic-style llvm" \
            >"$work/$name.stdout" 2>"$work/$name.stderr" || status=$?
    fi
    grep -m1 -F ': error: ' "$work/$name.stderr" >"$work/$name.first" || true
    if [[ -n $workbook_bin ]]; then
        if ((status != 1)); then
            echo "workbook exits with $status, not 1" >"$work/$name.problem"
        elif [[ -s $work/$name.stdout ]]; then
            echo "workbook prints on stdout before refusing: $(head -c 60 "$work/$name.stdout" | head -1)" \
                >"$work/$name.problem"
        fi
    elif ((status == 0)); then
        echo "swiftc accepts it (the corpus holds only programs swiftc rejects)" >"$work/$name.problem"
    fi
    if [[ ! -f $work/$name.problem && ! -s $work/$name.first ]]; then
        echo "no line containing ': error: ' on stderr" >"$work/$name.problem"
    fi
    return 0
}

export swiftc_bin workbook_bin view_module_flags reference_flags
corpus_run_parallel invalid_check_one

checker=${workbook_bin:+workbook}
checker=${checker:-swiftc}
for script in "${selected[@]}"; do
    name=${script%.swift}
    if [[ -f $work/$name.problem ]]; then
        failed+=("$script: $(cat "$work/$name.problem")")
        head -5 "$work/$name.stderr" | sed 's/^/    /' >&2
    elif ((update)); then
        cp "$work/$name.first" "$name.expected"
    elif [[ ! -f $name.expected ]]; then
        failed+=("$script: no $name.expected (run with --update to create it)")
    elif ! cmp -s "$work/$name.first" "$name.expected"; then
        failed+=("$script: first error differs from $name.expected")
        printf '    expected: %s\n    %-8s: %s\n' "$(cat "$name.expected")" "$checker" "$(cat "$work/$name.first")" >&2
    fi
done

corpus_exit_if_failed "invalid scripts (checked by $checker)"
elapsed=$((SECONDS - start))
if ((update)); then
    echo "updated ${#selected[@]} .expected files from swiftc (${elapsed}s)"
elif [[ -n $workbook_bin ]]; then
    echo "OK: workbook refuses all ${#selected[@]} invalid scripts with swiftc's first error," \
        "printing nothing (${elapsed}s)"
else
    echo "OK: swiftc rejects all ${#selected[@]} invalid scripts with exactly their .expected first error (${elapsed}s)"
fi
