#!/usr/bin/env bash
# Differential check of the view corpus: compiles every NN-topic.swift in this folder with
# the real Swift compiler against the package's ViewRuntime + LegacyObservation modules
# and the toolchain's own Observation (the real @Observable macro), runs it, and compares
# its stdout byte for byte with NN-topic.expected. The interpreter must print the same
# (Tests/ScriptTests/ViewCorpusTests.swift): the same source behaves the same compiled
# against the view simulator and run by `workbook run`.
#
# The modules come from the package's own debug build (`swift build --target ViewRuntime`,
# run first); each script is compiled as
#   swiftc -swift-version 5 -module-name main -I .build/debug/Modules \
#          -Xcc -fmodule-map-file=.build/debug/CObservationSupport.build/module.modulemap \
#          SCRIPT.swift <the object files of ViewRuntime, LegacyObservation,
#          ObservationRuntime, CObservationSupport>
# (Swift 5 mode and `-module-name main` for the reasons given in ../Corpus/verify-with-swiftc.sh.)
#
# Usage:
#   verify-with-swiftc.sh              compare; exit 1 listing every script that differs
#   verify-with-swiftc.sh --update     rewrite the .expected files from the real output
#   verify-with-swiftc.sh --runs 3     run each program 3 times; a run whose output differs
#                                      from the first is reported as nondeterministic
#   verify-with-swiftc.sh FILE...      only these scripts (names or paths)
# Environment: SWIFTC (default: swiftc on PATH), JOBS (parallel compiles, default 2),
# SKIP_BUILD=1 to use the modules already built.
set -euo pipefail

corpus_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
swiftc_bin=${SWIFTC:-swiftc}
jobs=${JOBS:-2}
update=0
runs=1
selected=()
while (($#)); do
    case $1 in
        --update) update=1 ;;
        --runs) shift; runs=${1:?--runs needs a number} ;;
        -h|--help) sed -n '2,28p' "${BASH_SOURCE[0]}"; exit 0 ;;
        -*) echo "error: unknown option '$1' (try --help)" >&2; exit 2 ;;
        *) selected+=("$(basename "$1")") ;;
    esac
    shift
done

package_dir=$(cd "$corpus_dir/../../.." && pwd)
if [[ ${SKIP_BUILD:-0} != 1 ]]; then
    (cd "$package_dir" && swift build --target ViewRuntime >/dev/null) || {
        echo "error: 'swift build --target ViewRuntime' failed in $package_dir" >&2; exit 2; }
fi
build_dir="$package_dir/.build/debug"
link_objects=()
for target in ViewRuntime LegacyObservation ObservationRuntime CObservationSupport; do
    shopt -s nullglob
    objects=("$build_dir/$target.build/"*.o)
    shopt -u nullglob
    ((${#objects[@]})) || { echo "error: no object files in $build_dir/$target.build" >&2; exit 2; }
    link_objects+=("${objects[@]}")
done
module_flags="-I $build_dir/Modules -Xcc -fmodule-map-file=$build_dir/CObservationSupport.build/module.modulemap"
link_list=$(printf '%q ' "${link_objects[@]}")

cd "$corpus_dir"
if ((${#selected[@]} == 0)); then
    shopt -s nullglob
    selected=([0-9]*.swift)
fi
if ((${#selected[@]} == 0)); then
    echo "error: no NN-topic.swift scripts in $corpus_dir" >&2
    exit 2
fi
for script in "${selected[@]}"; do
    [[ -f $script ]] || { echo "error: no script named '$script' in $corpus_dir" >&2; exit 2; }
done

work=$(mktemp -d "${TMPDIR:-/tmp}/view-corpus-verify.XXXXXX")
trap 'rm -rf "$work"' EXIT

# Builds and runs one script; leaves NAME.out (stdout of the first run) and, on trouble,
# NAME.problem (one line saying what went wrong) in $work.
check_one() {
    local script=$1 name=${1%.swift}
    # shellcheck disable=SC2086
    if ! eval "\"\$swiftc_bin\" -swift-version 5 -module-name main $module_flags \"\$script\" $link_list -o \"\$work/\$name\"" \
        2>"$work/$name.compile" >/dev/null; then
        echo "does not compile (compiler output above)" >"$work/$name.problem"
        return 0
    fi
    local run
    for ((run = 1; run <= runs; run++)); do
        local out="$work/$name.out"
        ((run > 1)) && out="$work/$name.out$run"
        if ! timeout 60 "$work/$name" >"$out" 2>"$work/$name.stderr"; then
            echo "exits with failure or runs over 60 s (run $run)" >"$work/$name.problem"
            return 0
        fi
        if ((run > 1)) && ! cmp -s "$work/$name.out" "$out"; then
            echo "nondeterministic: run $run printed something else than run 1" >"$work/$name.problem"
            return 0
        fi
    done
}
export -f check_one
export work swiftc_bin runs module_flags link_list

start=$SECONDS
printf '%s\n' "${selected[@]}" | xargs -P "$jobs" -I{} bash -c 'check_one "$1"' _ {}

failed=()
for script in "${selected[@]}"; do
    name=${script%.swift}
    if [[ -f $work/$name.problem ]]; then
        failed+=("$script: $(cat "$work/$name.problem")")
        [[ -s $work/$name.compile ]] && sed 's/^/    /' "$work/$name.compile" | head -20 >&2
        continue
    fi
    if ((update)); then
        cp "$work/$name.out" "$name.expected"
    elif [[ ! -f $name.expected ]]; then
        failed+=("$script: no $name.expected (run with --update to create it)")
    elif ! cmp -s "$work/$name.out" "$name.expected"; then
        failed+=("$script: real output differs from $name.expected")
        diff -u "$name.expected" "$work/$name.out" --label "$name.expected" --label "swiftc output" \
            | head -20 | sed 's/^/    /' >&2 || true
    fi
done

elapsed=$((SECONDS - start))
if ((${#failed[@]})); then
    echo "FAIL: ${#failed[@]} of ${#selected[@]} scripts (${elapsed}s):" >&2
    printf '  %s\n' "${failed[@]}" >&2
    exit 1
fi
if ((update)); then
    echo "updated ${#selected[@]} .expected files (${elapsed}s)"
else
    echo "OK: ${#selected[@]} scripts print exactly their .expected output (${elapsed}s)"
fi
