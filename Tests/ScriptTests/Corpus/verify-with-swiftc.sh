#!/usr/bin/env bash
# Differential corpus check: compiles every NN-topic.swift in this folder with the real
# Swift compiler (against the toolchain's own Observation module), runs it, and compares
# its stdout byte for byte with NN-topic.expected. The interpreter must print the same
# (Tests/ScriptTests/CorpusTests.swift), so the corpus can never drift from real Swift.
#
# Language mode: every script is compiled as `swiftc -swift-version 5 -module-name main`.
# Swift 6 mode rejects top-level code that touches @Observable objects from closures
# (main-actor isolation errors), and the workbook's scripts are top-level programs, so the
# corpus is written for Swift 5 mode; `-module-name main` keeps any printed type names
# stable whatever the file is called.
#
# Usage:
#   verify-with-swiftc.sh              compare; exit 1 listing every script that differs
#   verify-with-swiftc.sh --update     rewrite the .expected files from the real output
#   verify-with-swiftc.sh --runs 3     run each program 3 times; a run whose output differs
#                                      from the first is reported as nondeterministic
#   verify-with-swiftc.sh FILE...      only these scripts (names or paths)
# Environment: SWIFTC (default: swiftc on PATH), JOBS (parallel compiles, default 2).
set -euo pipefail

corpus_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
help_lines=2,20
source "$corpus_dir/../verify-corpus.sh"
corpus_options "$@"
corpus_verify "" ""
