#!/usr/bin/env bash
# The lessons quote compiler errors in ```text blocks (code that must NOT compile cannot be
# a ```swift block). Each quoted error has a file in diagnostics/ that reproduces it: this
# script compiles each file with swiftc (some macro errors only appear past type-checking)
# and fails unless every `// expect-error: MESSAGE`
# line of the file appears among the compiler's errors. Files with `// needs: views` are
# checked against the package's ViewRuntime module (built with `swift build --target
# ViewRuntime`), whose generic constraints are SwiftUI's. A file with the line
# `// swiftc -swift-version 6 -default-isolation MainActor` is compiled in that mode (SE-0466).
# Usage: check-diagnostics.sh [FILE.swift...]    Environment: SWIFTC (default: swiftc).
set -euo pipefail
tools_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$(dirname "$tools_dir")")
swiftc_bin=${SWIFTC:-swiftc}
files=("$@")
((${#files[@]})) || files=("$tools_dir"/diagnostics/*.swift)

view_args=()
prepare_views() {
    ((${#view_args[@]})) && return 0
    (cd "$root" && swift build --target ViewRuntime >&2) || { echo "error: ViewRuntime does not build" >&2; exit 1; }
    local bin map
    bin=$(cd "$root" && swift build --show-bin-path)
    view_args=(-I "$bin/Modules")
    for map in "$bin"/*.build/module.modulemap; do view_args+=(-Xcc "-fmodule-map-file=$map"); done
}

status=0
for file in "${files[@]}"; do
    name=$(basename "$file")
    extra=()
    if grep -q '^// needs: views' "$file"; then prepare_views; extra=("${view_args[@]}"); fi
    mode=(-swift-version 5)
    if grep -qx '// swiftc -swift-version 6 -default-isolation MainActor' "$file"; then
        mode=(-swift-version 6 -default-isolation MainActor)
    fi
    log=$("$swiftc_bin" "${mode[@]}" -parse-as-library -c -o /dev/null "$file" ${extra[@]+"${extra[@]}"} 2>&1 || true)
    errors=$(grep -E 'error: ' <<<"$log" | grep -v '^ ' || true)
    missing=0
    expected=0
    while IFS= read -r message; do
        expected=$((expected + 1))
        if ! grep -qF -- "error: $message" <<<"$errors"; then
            echo "FAIL $name: the compiler did not say: $message" >&2
            missing=1
        fi
    done < <(sed -n 's|^// expect-error: ||p' "$file")
    if ((expected == 0)); then echo "FAIL $name: no '// expect-error:' line" >&2; missing=1; fi
    if ((missing)); then
        echo "    the compiler said:" >&2
        sed 's/^/    /' <<<"${errors:-(no errors)}" >&2
        status=1
    else
        echo "ok   $name ($expected error(s) as quoted)"
    fi
done
exit $status
