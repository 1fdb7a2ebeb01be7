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
help_lines=2,28
source "$corpus_dir/../verify-corpus.sh"
corpus_options "$@"

corpus_view_runtime_flags
corpus_verify "$view_module_flags" "$view_link_list"
