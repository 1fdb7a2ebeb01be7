#!/usr/bin/env bash
# Runs a lesson's Swift through the real compiler, against the toolchain's own Observation
# module (the oracle), and compares what it prints with the lesson's ```output blocks.
#
# A lesson's ```swift blocks run in order in one session, so they are concatenated into one
# program (`#expect(c, "why")` becomes a call to a small shim; a `#sourceLocation` before
# each block makes compile errors and failed checks name the Markdown file and line). The
# program's output is cut at block boundaries and each piece must equal the ```output block
# after that swift block, byte for byte; a block without an ```output block must print
# nothing. Any failed #expect also fails the lesson, and so does a step without one.
#
# A ```swift6 block shows code in the Swift 6 language mode (the workbook shows it, never runs
# it): each one is a program of its own, compiled with -swift-version 6 (against ViewRuntime
# in a views lesson) and run; a ```text block right after it is what it must print (without
# one it must print nothing), and its #expect checks must hold. A block whose first line is
# `// swiftc -default-isolation MainActor` (SE-0466) is compiled with that flag as well.
#
# A challenge step's ```swift solution block runs where the lesson has it (at top level, so a
# name it shares with a later step is a compile error), and its ```swift check block runs right
# after it inside `do { }`, as `:check` runs it; both must print nothing and every check must
# hold. ```swift starter and ```swift wrong blocks are not compiled (`workbook check` proves
# that they fail a check).
#
# The lessons to verify are listed in swiftc-lessons.txt beside this script, one a line.
# A line `NN-slug.md views` marks a lesson that uses the view simulator (`import SwiftUI` in
# the lesson, as the workbook's interpreter spells it; `import ViewRuntime` here): it is compiled
# against the package's ViewRuntime module (built here with `swift build --target
# ViewRuntime`), which runs on the toolchain's real Observation — so its output is what the
# simulator prints under Swift itself. `workbook check` verifies every lesson against the
# interpreter and the built-in runtime; this verifies the same text against the compiler.
# A line `NN-slug.md swift-6.4` marks a lesson that uses Swift 6.4's API (SE-0506): while
# swiftc is older, its Observation module lacks that API, so the lesson is compiled and run
# as --built-in does (the facade has it) and says so; from swiftc 6.4 on, against swiftc.
#
# Usage (from anywhere):
#   compile-lesson.sh                  every lesson listed in swiftc-lessons.txt
#   compile-lesson.sh LESSON.md...     only these (--views: compile them against ViewRuntime)
#   compile-lesson.sh --update FILE    rewrite FILE's ```output blocks with what Swift printed
#   compile-lesson.sh --keep FILE      keep the generated program (path printed) for debugging
#   compile-lesson.sh --runs N         run each program N times; any run printing differently
#                                      from the first fails (output must not depend on luck)
#   compile-lesson.sh --built-in       compile and run with `workbook run` instead: against the
#                                      built-in runtime (the `Observation` facade; views on the
#                                      ViewRuntime built on it), as a learner's program runs. A
#                                      Swift 6 block with `-default-isolation` still goes to swiftc.
# Environment: SWIFTC (default: swiftc on PATH); WORKBOOK (default: .build/debug/workbook).
# Exit: 0 all match, 1 a mismatch / failed check / compile error, 2 bad usage.
set -euo pipefail

tools_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
lessons_dir=$(dirname "$tools_dir")
swiftc_bin=${SWIFTC:-swiftc}
update=0
keep=0
views_flag=0
runs=1
built_in=0
files=()
view_lessons=()
swift64_lessons=()
while (($#)); do
    case $1 in
        --update) update=1 ;;
        --keep) keep=1 ;;
        --views) views_flag=1 ;;
        --built-in) built_in=1 ;;
        --runs) shift; runs=${1:?--runs needs a number} ;;
        -h|--help) sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d'; exit 0 ;;
        -*) echo "error: unknown option '$1' (try --help)" >&2; exit 2 ;;
        *) files+=("$1") ;;
    esac
    shift
done
if ((${#files[@]} == 0)); then
    while read -r name kind; do
        [[ -z $name || $name == \#* ]] && continue
        files+=("$lessons_dir/$name")
        [[ $kind == views ]] && view_lessons+=("$lessons_dir/$name")
        [[ $kind == swift-6.4 ]] && swift64_lessons+=("$lessons_dir/$name")
    done <"$tools_dir/swiftc-lessons.txt"
elif ((views_flag)); then
    view_lessons=("${files[@]}")
fi

# A named lesson is looked up in the list for its swift-6.4 mark too.
if ((${#swift64_lessons[@]} == 0)); then
    while read -r name kind; do
        [[ $kind == swift-6.4 ]] && swift64_lessons+=("$lessons_dir/$name")
    done <"$tools_dir/swiftc-lessons.txt"
fi
swiftc_version=$("$swiftc_bin" --version 2>/dev/null | sed -n 's/.*Swift version \([0-9]*\)\.\([0-9]*\).*/\1 \2/p' | head -1)
swiftc_has_64=0
read -r major minor <<<"${swiftc_version:-0 0}"
((major > 6 || (major == 6 && minor >= 4))) && swiftc_has_64=1
needs_swift_64() {
    local candidate
    ((swiftc_has_64)) && return 1
    for candidate in "${swift64_lessons[@]+"${swift64_lessons[@]}"}"; do
        [[ $(basename "$candidate") == $(basename "$1") ]] && return 0
    done
    return 1
}

workbook_bin=${WORKBOOK:-$(dirname "$lessons_dir")/.build/debug/workbook}
if ((built_in)) && [[ ! -x $workbook_bin ]]; then
    echo "error: no workbook at $workbook_bin (swift build --product workbook, or set WORKBOOK)" >&2
    exit 2
fi
oracle="swiftc"
((built_in)) && oracle="the built-in runtime"
all_built_in=$built_in

# Builds SOURCE into BINARY: swiftc (the toolchain's Observation), or with --built-in a
# launcher that runs it through `workbook run` (compiled against the built-in runtime; its
# binary is cached, so the launcher's runs reuse it). The module is `main` either way.
build_program() {
    local version=$1 source=$2 binary=$3
    shift 3
    if ((built_in)); then
        local copy
        copy="$(dirname "$binary")/built-in.$(basename "$binary")/main.swift"
        mkdir -p "$(dirname "$copy")"
        sed 's/^import ViewRuntime *$/import SwiftUI/' "$source" >"$copy"
        printf '#!/usr/bin/env bash\nexec %q run --timeout 120 --swift-version %q %q\n' \
            "$workbook_bin" "$version" "$copy" >"$binary"
        # What swiftc rejects shows when it runs: `workbook run` prints the errors, exits 1.
        chmod +x "$binary"
        return 0
    fi
    "$swiftc_bin" -swift-version "$version" -module-name main "$source" "$@" -o "$binary"
}

# Links a lesson against the view simulator: the package's ViewRuntime and what it depends on.
view_targets=(ViewRuntime LegacyObservation ObservationRuntime CObservationSupport)
view_args=()
prepare_views() {
    ((${#view_args[@]})) && return 0
    local root bin
    root=$(dirname "$lessons_dir")
    echo "building ViewRuntime (swift build --target ViewRuntime)…" >&2
    (cd "$root" && swift build --target ViewRuntime >&2) || { echo "error: ViewRuntime does not build" >&2; exit 1; }
    bin=$(cd "$root" && swift build --show-bin-path)
    view_args=(-I "$bin/Modules")
    local map target
    for map in "$bin"/*.build/module.modulemap; do view_args+=(-Xcc "-fmodule-map-file=$map"); done
    for target in "${view_targets[@]}"; do view_args+=("$bin/$target.build/"*.o); done
}
uses_views() {
    local candidate
    for candidate in "${view_lessons[@]+"${view_lessons[@]}"}"; do [[ $candidate == "$1" ]] && return 0; done
    return 1
}

work=$(mktemp -d "${TMPDIR:-/tmp}/compile-lesson.XXXXXX")
((keep)) || trap 'rm -rf "$work"' EXIT

# Splits LESSON into $dir/program.swift (every swift block, in order, with block-end markers)
# and $dir/expected.N / $dir/has-output.N for each block N.
extract() {
    local lesson=$1 dir=$2
    rm -f "$dir"/expected.* "$dir"/has-output.* "$dir"/swift6.* "$dir/lint"
    awk -v dir="$dir" -v file="$lesson" '
        function fence_lang(line,   s) {
            s = line; sub(/^ */, "", s)
            if (s !~ /^```/) return ""
            sub(/^`+/, "", s); sub(/ .*/, "", s)
            return s == "" ? "-" : s
        }
        # ```swift check → "check" (the word after the language), "" when there is none.
        function fence_role(line,   s, words) {
            s = line; sub(/^ *`+/, "", s)
            split(s, words, / +/)
            return words[2]
        }
        function lint_challenge() {
            if (check_pending) printf "%s:%d: the ```swift check block has no ```swift solution in its step\n", file, check_line - 1 > (dir "/lint")
            check_pending = 0
        }
        BEGIN {
            prog = dir "/program.swift"
            print "#if canImport(Glibc)\nimport Glibc\n#else\nimport Darwin\n#endif" > prog
            print "var __lessonFailures: [String] = []" > prog
            print "func __lessonExpect(_ condition: Bool, _ message: String = \"\", file: String = #file, line: Int = #line) {" > prog
            print "    if !condition { __lessonFailures.append(\"\\(file):\\(line): check failed: \\(message)\") }" > prog
            print "}" > prog
            print "func __lessonBlockEnd() { print(\"\\u{1E}LESSON-BLOCK-END\") }" > prog
            n = 0; state = "prose"; last_closed_swift = 0; n6 = 0; pending6 = 0
        }
        # A ```swift6 block is a program of its own; its #expect shim is main-actor isolated.
        function open_swift6(   f) {
            n6++; f = dir "/swift6." n6 ".swift"
            print "#if canImport(Glibc)\nimport Glibc\n#else\nimport Darwin\n#endif" > f
            print "var __lessonFailures: [String] = []" > f
            print "@MainActor func __lessonExpect(_ condition: Bool, _ message: String = \"\", file: String = #file, line: Int = #line) {" > f
            print "    if !condition { __lessonFailures.append(\"\\(file):\\(line): check failed: \\(message)\") }" > f
            print "}" > f
            printf "#sourceLocation(file: \"%s\", line: %d)\n", file, NR + 1 > f
            return f
        }
        {
            line = $0
            if (state == "prose") {
                if (line ~ /^## Step /) {
                    if (step != "" && !checked) printf "%s:%d: %s has no #expect check\n", file, step_line, step > (dir "/lint")
                    lint_challenge()
                    step = substr(line, 4); step_line = NR; checked = 0
                }
                lang = fence_lang(line)
                if (lang == "swift6") { prog6 = open_swift6(); state = "swift6"; next }
                if (lang == "text" && pending6) {
                    state = "output6"; printf "" > (dir "/swift6." n6 ".expected"); pending6 = 0; next
                }
                role = lang == "swift" ? fence_role(line) : ""
                if (role == "starter" || role == "wrong") { state = "other"; pending = 0; next }
                if (role == "check") { state = "check"; check_buf = ""; check_line = NR + 1; check_pending = 1; next }
                if (lang == "swift") {
                    n++; state = "swift"; is_solution = role == "solution"
                    printf "#sourceLocation(file: \"%s\", line: %d)\n", file, NR + 1 > prog
                    next
                }
                if (lang == "output" && last_closed_swift == n && n > 0 && pending) {
                    state = "output"; printf "" > (dir "/expected." n); print 1 > (dir "/has-output." n); next
                }
                if (lang != "") { state = "other"; pending = 0; pending6 = 0; next }
                if (line !~ /^[ \t]*$/) { pending = 0; pending6 = 0 }
                next
            }
            if (state == "swift") {
                if (line ~ /^ *```+ *$/) {
                    print "#sourceLocation()" > prog
                    print "__lessonBlockEnd()" > prog
                    state = "prose"; last_closed_swift = n; pending = !is_solution
                    if (is_solution && check_pending) {
                        # The checks judge the solution, in a scope of their own, as :check runs them.
                        n++; check_pending = 0
                        print "do {" > prog
                        printf "#sourceLocation(file: \"%s\", line: %d)\n", file, check_line > prog
                        printf "%s", check_buf > prog
                        print "#sourceLocation()" > prog
                        print "}" > prog
                        print "__lessonBlockEnd()" > prog
                        last_closed_swift = n
                    }
                    next
                }
                if (line ~ /#expect\(/) checked = 1
                # Lessons say `import SwiftUI` (the workbook gives them the view simulator);
                # compiled, that simulator is the ViewRuntime module of this package.
                if (line ~ /^import SwiftUI *$/) line = "import ViewRuntime"
                gsub(/#expect\(/, "__lessonExpect(", line)
                print line > prog
                next
            }
            if (state == "check") {
                if (line ~ /^ *```+ *$/) { state = "prose"; pending = 0; next }
                if (line ~ /#expect\(/) checked = 1
                gsub(/#expect\(/, "__lessonExpect(", line)
                check_buf = check_buf line "\n"
                next
            }
            if (state == "output") {
                if (line ~ /^ *```+ *$/) { state = "prose"; pending = 0; next }
                print line > (dir "/expected." n)
                next
            }
            if (state == "swift6") {
                if (line ~ /^ *```+ *$/) {
                    print "#sourceLocation()" > prog6
                    print "for failure in __lessonFailures { _ = (failure + \"\\n\").withCString { write(2, $0, strlen($0)) } }" > prog6
                    print "if !__lessonFailures.isEmpty { exit(1) }" > prog6
                    close(prog6); state = "prose"; pending6 = 1; pending = 0; next
                }
                if (line ~ /#expect\(/) checked = 1
                if (line ~ /^import SwiftUI *$/) line = "import ViewRuntime"
                gsub(/#expect\(/, "__lessonExpect(", line)
                print line > prog6
                next
            }
            if (state == "output6") {
                if (line ~ /^ *```+ *$/) { state = "prose"; next }
                print line > (dir "/swift6." n6 ".expected")
                next
            }
            if (state == "other") { if (line ~ /^ *```+ *$/) state = "prose"; next }
        }
        END {
            if (step != "" && !checked) printf "%s:%d: %s has no #expect check\n", file, step_line, step > (dir "/lint")
            lint_challenge()
            print "if !__lessonFailures.isEmpty {" > prog
            print "    for failure in __lessonFailures { fputs(failure + \"\\n\", stderr) }" > prog
            print "    exit(1)" > prog
            print "}" > prog
            print n > (dir "/count")
            print n6 > (dir "/count6")
        }
    ' "$lesson"
}

# Cuts the program output at the markers into $dir/actual.N.
split_output() {
    local dir=$1
    awk -v dir="$dir" 'BEGIN { n = 1; printf "" > (dir "/actual.1") }
        $0 == "\036LESSON-BLOCK-END" { n++; printf "" > (dir "/actual." n); next }
        { print > (dir "/actual." n) }' "$dir/stdout"
}

# Rewrites LESSON's output blocks from $dir/actual.N (adds, replaces or drops them).
rewrite() {
    local lesson=$1 dir=$2
    awk -v dir="$dir" '
        { lines[NR] = $0 }
        END {
            n = 0; i = 1
            while (i <= NR) {
                line = lines[i]; s = line; sub(/^ */, "", s)
                if (s ~ /^```/) {
                    lang = s; sub(/^`+/, "", lang); role = lang; sub(/ .*/, "", lang)
                    role = lang == "swift" && role ~ / / ? role : ""; sub(/^[^ ]* +/, "", role); sub(/ .*/, "", role)
                    print line; i++
                    while (i <= NR && lines[i] !~ /^ *```+ *$/) { print lines[i]; i++ }
                    if (i <= NR) { print lines[i]; i++ }
                    if (lang != "swift" || role == "starter" || role == "wrong" || role == "check") continue
                    # A solution and the checks after it print nothing: no output block for them.
                    if (role == "solution") { n += 2; continue }
                    n++
                    # Drop an existing output block that follows (only blank lines between).
                    j = i; while (j <= NR && lines[j] ~ /^[ \t]*$/) j++
                    if (j <= NR && lines[j] ~ /^ *```output *$/) {
                        j++; while (j <= NR && lines[j] !~ /^ *```+ *$/) j++
                        i = j + 1
                    }
                    actual = dir "/actual." n; has = 0
                    while ((getline out < actual) > 0) { if (!has) { print ""; print "```output"; has = 1 }; print out }
                    close(actual)
                    if (has) print "```"
                    continue
                }
                print line; i++
            }
        }' "$lesson" >"$dir/rewritten.md"
    cp "$dir/rewritten.md" "$lesson"
}

# Compiles ```swift6 block K of a lesson in the Swift 6 language mode, runs it, and compares
# what it printed with the ```text block after it (or with nothing).
check_swift6() {
    local name=$1 dir=$2 k=$3
    shift 3
    local source="$dir/swift6.$k.swift" expected="$dir/swift6.$k.expected" out="$dir/swift6.$k.stdout"
    # The block says so on its first line (a reader sees the flag too): default MainActor isolation.
    local isolation=()
    if grep -qx '// swiftc -default-isolation MainActor' "$source"; then isolation=(-default-isolation MainActor); fi
    local built=0
    if ((${#isolation[@]})); then
        # `workbook run` takes no compiler flags: this block is checked by swiftc alone.
        "$swiftc_bin" -swift-version 6 "${isolation[@]}" -module-name main "$source" "$@" \
            -o "$dir/swift6.$k" >"$dir/swift6.$k.compile" 2>&1 || built=1
    else
        build_program 6 "$source" "$dir/swift6.$k" "$@" >"$dir/swift6.$k.compile" 2>&1 || built=1
    fi
    if ((built != 0)); then
        echo "FAIL $name: Swift 6 block $k does not compile with $swiftc_bin -swift-version 6 ${isolation[*]+"${isolation[*]}"}" >&2
        grep -E 'error:' "$dir/swift6.$k.compile" | head -20 >&2 || cat "$dir/swift6.$k.compile" >&2
        return 1
    fi
    local run_status=0
    "$dir/swift6.$k" >"$out" 2>"$dir/swift6.$k.stderr" || run_status=$?
    if ((run_status != 0)); then
        echo "FAIL $name: Swift 6 block $k exited with status $run_status" >&2
        sed 's/^/    /' "$dir/swift6.$k.stderr" >&2
        return 1
    fi
    [[ -f $expected ]] || : >"$expected"
    if ! cmp -s "$expected" "$out"; then
        echo "FAIL $name: Swift 6 block $k prints something other than the text block after it:" >&2
        diff -u --label "lesson (expected)" --label "swiftc -swift-version 6 (actual)" "$expected" "$out" | sed 's/^/    /' >&2 || true
        return 1
    fi
}

status=0
index=0
for lesson in "${files[@]}"; do
    [[ -f $lesson ]] || { echo "error: no lesson file '$lesson'" >&2; exit 2; }
    index=$((index + 1))
    dir="$work/$index"
    mkdir -p "$dir"
    extract "$lesson" "$dir"
    name=$(basename "$lesson" .md)
    extra=()
    built_in=$all_built_in
    oracle="swiftc"
    ((built_in)) && oracle="the built-in runtime"
    if ((!built_in)) && needs_swift_64 "$lesson"; then
        [[ -x $workbook_bin ]] || { echo "error: $name needs Swift 6.4 or workbook run: no workbook at $workbook_bin" >&2; exit 2; }
        built_in=1
        oracle="the built-in runtime: it needs Swift 6.4, swiftc here is ${major}.${minor}"
    fi
    if uses_views "$lesson" && ((!built_in)); then prepare_views; extra=("${view_args[@]}"); fi
    if ! build_program 5 "$dir/program.swift" "$dir/program" ${extra[@]+"${extra[@]}"} >"$dir/compile" 2>&1; then
        echo "FAIL $name: does not compile with $swiftc_bin" >&2
        grep -E 'error:' "$dir/compile" | head -20 >&2 || cat "$dir/compile" >&2
        status=1; continue
    fi
    run_status=0
    "$dir/program" >"$dir/stdout" 2>"$dir/stderr" || run_status=$?
    split_output "$dir"
    nondeterministic=0
    for ((run = 2; run <= runs; run++)); do
        "$dir/program" >"$dir/stdout.again" 2>/dev/null || true
        if ! cmp -s "$dir/stdout" "$dir/stdout.again"; then
            echo "FAIL $name: run $run printed something else than run 1 (nondeterministic output):" >&2
            diff "$dir/stdout" "$dir/stdout.again" | sed 's/^/    /' >&2 || true
            nondeterministic=1
            break
        fi
    done
    if ((update)); then
        rewrite "$lesson" "$dir"
        extract "$lesson" "$dir"
    fi
    problems=$nondeterministic
    if [[ -s $dir/lint ]]; then
        echo "FAIL $name: every step needs at least one #expect (and a challenge's check block its solution):" >&2
        sed 's/^/    /' "$dir/lint" >&2
        problems=1
    fi
    count=$(cat "$dir/count")
    for ((n = 1; n <= count; n++)); do
        actual="$dir/actual.$n"
        [[ -f $actual ]] || : >"$actual"
        if [[ -f $dir/has-output.$n ]]; then
            if ! cmp -s "$dir/expected.$n" "$actual"; then
                echo "FAIL $name: swift block $n prints something other than its output block:" >&2
                diff -u --label "lesson (expected)" --label "swiftc (actual)" "$dir/expected.$n" "$actual" | sed 's/^/    /' >&2 || true
                problems=1
            fi
        elif [[ -s $actual ]]; then
            echo "FAIL $name: swift block $n prints output but has no output block:" >&2
            sed 's/^/    /' "$actual" >&2
            problems=1
        fi
    done
    if ((run_status != 0)); then
        echo "FAIL $name: the program exited with status $run_status" >&2
        sed 's/^/    /' "$dir/stderr" >&2
        problems=1
    fi
    count6=$(cat "$dir/count6")
    for ((k = 1; k <= count6; k++)); do
        check_swift6 "$name" "$dir" "$k" "${extra[@]+"${extra[@]}"}" || problems=1
    done
    if ((count6)); then count="$count swift blocks, $count6 Swift 6 block(s)"; else count="$count swift blocks"; fi
    if ((problems)); then status=1; else echo "ok   $name ($count match $oracle)"; fi
done
((keep)) && echo "kept: $work" >&2
exit $status
