#!/usr/bin/env bash
# Proves compile-lesson.sh can fail: a matching fixture passes, and each kind of defect
# (wrong output, failed #expect, a step without #expect, output with no output block; for a
# ```swift6 block: Swift 5-only code, wrong output, failed #expect, code that needs the
# `// swiftc -default-isolation MainActor` marker and lacks it; for a challenge: a solution
# failing its checks, checks with no solution) is rejected. Run it after changing compile-lesson.sh.
set -uo pipefail
tools_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
check="$tools_dir/compile-lesson.sh"
fixtures="$tools_dir/fixtures"
failures=0

expect_status() {
    local want=$1 fixture=$2 got
    "$check" "$fixtures/$fixture" >/dev/null 2>&1
    got=$?
    if [[ $got == "$want" ]]; then
        echo "ok   $fixture → exit $got"
    else
        echo "FAIL $fixture → exit $got, expected $want" >&2
        failures=$((failures + 1))
    fi
}

expect_status 0 passes.md
expect_status 1 wrong-output.md
expect_status 1 failed-check.md
expect_status 1 missing-check.md
expect_status 1 unannounced-output.md
expect_status 0 swift6-passes.md
expect_status 1 swift6-not-sendable.md
expect_status 1 swift6-wrong-output.md
expect_status 1 swift6-failed-check.md
expect_status 0 swift6-default-mainactor-passes.md
expect_status 1 swift6-default-mainactor-unmarked.md
expect_status 0 challenge-passes.md
expect_status 1 challenge-solution-fails.md
expect_status 1 challenge-no-solution.md
exit $((failures > 0))
