#!/usr/bin/env bash
# Builds Fuzz/.build/script-fuzzer: libFuzzer over ScriptSession.run (scanner, parser,
# static checks and interpreter), with AddressSanitizer. The package's modules are
# compiled straight from Sources/ with swiftc, instrumented for coverage, in dependency
# order (keep MODULES in step with Package.swift when a module below Script is added).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
out="$root/Fuzz/.build"
MODULES=(ObservationRuntime LegacyObservation ViewRuntime Script)
sanitizers=${SANITIZERS:-fuzzer,address}
mkdir -p "$out"

# The C support target: an object file plus a module map the Swift modules import.
clang -c -O1 -g -fsanitize=fuzzer-no-link,address \
    -I "$root/Sources/CObservationSupport/include" \
    "$root/Sources/CObservationSupport/tracking_slot.c" -o "$out/CObservationSupport.o"
cat >"$out/module.modulemap" <<MAP
module CObservationSupport {
    header "$root/Sources/CObservationSupport/include/CObservationSupport.h"
    export *
}
MAP

objects=("$out/CObservationSupport.o")
for module in "${MODULES[@]}"; do
    mapfile -t sources < <(find "$root/Sources/$module" -name '*.swift' | sort)
    echo "compiling $module (${#sources[@]} files)"
    swiftc -parse-as-library -module-name "$module" -O -g -wmo \
        -sanitize="$sanitizers" -parse-as-library \
        -I "$out" -Xcc -fmodule-map-file="$out/module.modulemap" \
        -emit-module -emit-module-path "$out/$module.swiftmodule" \
        -c "${sources[@]}" -o "$out/$module.o"
    objects+=("$out/$module.o")
done

echo "linking script-fuzzer"
swiftc -parse-as-library -O -g -sanitize="$sanitizers" \
    -I "$out" -Xcc -fmodule-map-file="$out/module.modulemap" \
    -use-ld=lld "$root/Fuzz/ScriptFuzzer.swift" "${objects[@]}" -o "$out/script-fuzzer"
echo "built $out/script-fuzzer"
