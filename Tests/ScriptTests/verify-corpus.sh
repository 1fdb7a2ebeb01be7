# Sourced by Corpus/verify-with-swiftc.sh and ViewCorpus/verify-with-swiftc.sh: the part
# they share — options, choosing scripts, compiling and running each one with swiftc in
# parallel, and comparing its stdout with NN-topic.expected. Each caller says only how
# its scripts are compiled (extra compiler flags before the script, objects to link after).
#
# A caller sets `corpus_dir` and `help_lines` (the line range of its header to print for
# --help), then calls `corpus_options "$@"`, prepares its flags, and calls
# `corpus_verify COMPILE_FLAGS LINK_LIST` (both already quoted for the shell; may be empty).
# InvalidCorpus/verify-with-swiftc.sh type-checks instead of running: it uses the parts
# (corpus_select_scripts, corpus_view_runtime_flags, corpus_run_parallel, corpus_exit_if_failed).

swiftc_bin=${SWIFTC:-swiftc}
jobs=${JOBS:-2}
# A script whose first lines say `// requires: Swift 6.4` uses SE-0506, which the toolchain's
# Observation has from 6.4 on: with an older swiftc it is skipped here (and said so); its
# .expected comes from `workbook run` (the facade, verify-compiled.sh) until then.
swiftc_minor=$("$swiftc_bin" --version 2>/dev/null | sed -n 's/.*Swift version \([0-9]*\)\.\([0-9]*\).*/\1 \2/p' | head -1)
read -r swiftc_major swiftc_minor <<<"${swiftc_minor:-0 0}"
swiftc_has_64=0
((swiftc_major > 6 || (swiftc_major == 6 && swiftc_minor >= 4))) && swiftc_has_64=1
update=0
runs=1
selected=()

corpus_options() {
    while (($#)); do
        case $1 in
            --update) update=1 ;;
            --runs) shift; runs=${1:?--runs needs a number} ;;
            -h|--help) sed -n "${help_lines}p" "$0"; exit 0 ;;
            -*) echo "error: unknown option '$1' (try --help)" >&2; exit 2 ;;
            *) selected+=("$(basename "$1")") ;;
        esac
        shift
    done
}

# Builds and runs one script; leaves NAME.out (stdout of the first run) and, on trouble,
# NAME.problem (one line saying what went wrong) in $work.
corpus_check_one() {
    local script=$1 name=${1%.swift}
    if ((!swiftc_has_64)) && head -3 "$script" | grep -q '^// requires: Swift 6.4'; then
        : >"$work/$name.skipped"
        return 0
    fi
    # -lm: on Linux, `x.rounded()` without Foundation calls libm, which swiftc does not link.
    if ! eval "\"\$swiftc_bin\" -swift-version 5 -module-name main $compile_flags \"\$script\" $link_list -lm -o \"\$work/\$name\"" \
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

# Changes to $corpus_dir and fills `selected` with every NN-topic.swift there (unless files
# were named); exits 2 when there are none or a named one is missing.
corpus_select_scripts() {
    cd "$corpus_dir"
    if ((${#selected[@]} == 0)); then
        shopt -s nullglob
        selected=([0-9]*.swift)
        shopt -u nullglob
    fi
    if ((${#selected[@]} == 0)); then
        echo "error: no NN-topic.swift scripts in $corpus_dir" >&2
        exit 2
    fi
    local script
    for script in "${selected[@]}"; do
        [[ -f $script ]] || { echo "error: no script named '$script' in $corpus_dir" >&2; exit 2; }
    done
}

# Builds ViewRuntime (unless SKIP_BUILD=1) and sets `view_module_flags` (the compiler flags
# that find ViewRuntime and the modules under it) and `view_link_list` (their object files),
# both quoted for the shell.
corpus_view_runtime_flags() {
    local package_dir
    package_dir=$(cd "$corpus_dir/../../.." && pwd)
    if [[ ${SKIP_BUILD:-0} != 1 ]]; then
        (cd "$package_dir" && swift build --target ViewRuntime >/dev/null) || {
            echo "error: 'swift build --target ViewRuntime' failed in $package_dir" >&2; exit 2; }
    fi
    local build_dir="$package_dir/.build/debug" link_objects=() objects target
    for target in ViewRuntime LegacyObservation ObservationRuntime CObservationSupport; do
        shopt -s nullglob
        objects=("$build_dir/$target.build/"*.o)
        shopt -u nullglob
        ((${#objects[@]})) || { echo "error: no object files in $build_dir/$target.build" >&2; exit 2; }
        link_objects+=("${objects[@]}")
    done
    view_module_flags="-I $(printf '%q' "$build_dir/Modules")"
    view_module_flags+=" -Xcc -fmodule-map-file=$(printf '%q' "$build_dir/CObservationSupport.build/module.modulemap")"
    view_link_list=$(printf '%q ' "${link_objects[@]}")
}

# Runs the exported function $1 on every selected script, $jobs at a time. Sets `work` (a
# scratch folder, removed on exit, where the function leaves its results), `start` (for
# timing) and an empty `failed` list for the caller's comparisons.
corpus_run_parallel() {
    work=$(mktemp -d "${TMPDIR:-/tmp}/corpus-verify.XXXXXX")
    trap 'rm -rf "$work"' EXIT
    export -f "$1"
    export work
    start=$SECONDS
    failed=()
    printf '%s\n' "${selected[@]}" | xargs -P "$jobs" -I{} bash -c "$1"' "$1"' _ {}
}

# Lists `failed` and exits 1 when it is not empty; $1 names the scripts ("invalid scripts").
corpus_exit_if_failed() {
    ((${#failed[@]})) || return 0
    echo "FAIL: ${#failed[@]} of ${#selected[@]} $1 ($((SECONDS - start))s):" >&2
    printf '  %s\n' "${failed[@]}" >&2
    exit 1
}

corpus_verify() {
    compile_flags=$1
    link_list=$2
    corpus_select_scripts
    local script

    export swiftc_bin runs compile_flags link_list swiftc_has_64
    corpus_run_parallel corpus_check_one

    local name skipped=()
    for script in "${selected[@]}"; do
        name=${script%.swift}
        if [[ -f $work/$name.skipped ]]; then
            skipped+=("$script")
            continue
        fi
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

    if ((${#skipped[@]})); then
        echo "skipped ${#skipped[@]} script(s) that need Swift 6.4 (swiftc here is $swiftc_major.$swiftc_minor): ${skipped[*]}"
    fi
    corpus_exit_if_failed scripts
    if ((update)); then
        echo "updated ${#selected[@]} .expected files ($((SECONDS - start))s)"
    else
        echo "OK: $((${#selected[@]} - ${#skipped[@]})) scripts print exactly their .expected output ($((SECONDS - start))s)"
    fi
}
