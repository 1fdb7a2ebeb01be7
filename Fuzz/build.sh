#!/usr/bin/env bash
# Builds the fuzzers in Fuzz/.build, with libFuzzer and AddressSanitizer:
#   script-fuzzer      ScriptSession.run (scanner, parser, static checks, interpreter)
#   repl-entry-fuzzer  the REPL's entry path: lines → entries → one session, plus :vars etc.
#   lesson-fuzzer      the lesson parser, then each parsed step's code run in one session
#   state-fuzzer       the state-file loaders: progress.json, history, hints.json, grades.json, language
# The package's modules are compiled straight from Sources/ with swiftc, instrumented for
# coverage, in dependency order (keep MODULES in step with Package.swift).
# Usage: Fuzz/build.sh [FUZZER...]   (default: all four)
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
out="$root/Fuzz/.build"
MODULES=(ObservationRuntime LegacyObservation ViewRuntime ScriptFrontEnd Script Digest TextWidth Localization LearnerState LessonEngine Grading LineEditing)
sanitizers=${SANITIZERS:-fuzzer,address}
clang_sanitizers=${sanitizers/fuzzer/fuzzer-no-link}
mkdir -p "$out"

# The C targets: object files plus module maps the Swift modules import.
clang -c -O1 -g -fsanitize="$clang_sanitizers" \
    -I "$root/Sources/CObservationSupport/include" \
    "$root/Sources/CObservationSupport/tracking_slot.c" -o "$out/CObservationSupport.o"
clang -c -O1 -g -fsanitize="$clang_sanitizers" \
    -I "$root/Sources/CLineEditing/include" \
    "$root/Sources/CLineEditing/shim.c" -o "$out/CLineEditing.o"
cat >"$out/module.modulemap" <<MAP
module CObservationSupport {
    header "$root/Sources/CObservationSupport/include/CObservationSupport.h"
    export *
}
module CLineEditing {
    header "$root/Sources/CLineEditing/include/CLineEditing.h"
    export *
}
MAP

objects=("$out/CObservationSupport.o" "$out/CLineEditing.o")
flags=(-I "$out" -Xcc -fmodule-map-file="$out/module.modulemap")
for module in "${MODULES[@]}"; do
    mapfile -t sources < <(find "$root/Sources/$module" -name '*.swift' | sort)
    echo "compiling $module (${#sources[@]} files)"
    # One package name, as SwiftPM gives: ScriptFrontEnd's API to Script is `package`.
    swiftc -parse-as-library -module-name "$module" -package-name ObservationWorkbook -O -g -wmo \
        -sanitize="$sanitizers" "${flags[@]}" \
        -emit-module -emit-module-path "$out/$module.swiftmodule" \
        -c "${sources[@]}" -o "$out/$module.o"
    objects+=("$out/$module.o")
done

declare -A entry=(
    [script-fuzzer]=ScriptFuzzer.swift
    [repl-entry-fuzzer]=ReplEntryFuzzer.swift
    [lesson-fuzzer]=LessonFuzzer.swift
    [state-fuzzer]=StateFuzzer.swift
)
targets=("$@")
[[ ${#targets[@]} -gt 0 ]] || targets=(script-fuzzer repl-entry-fuzzer lesson-fuzzer state-fuzzer)
for target in "${targets[@]}"; do
    echo "linking $target"
    swiftc -parse-as-library -O -g -sanitize="$sanitizers" "${flags[@]}" \
        -use-ld=lld "$root/Fuzz/${entry[$target]}" "${objects[@]}" -ldl -o "$out/$target"
done
echo "built ${targets[*]} in $out"
