#!/usr/bin/env bash
# The realistic programs' .expected files against real Swift: compiles every NN-topic.swift
# in this folder with swiftc (against the toolchain's own Observation module), runs it, and
# compares its stdout byte for byte with NN-topic.expected — as Corpus/verify-with-swiftc.sh
# does for the corpus (same language mode: `-swift-version 5 -module-name main`).
#
# Usage:
#   verify-with-swiftc.sh              compare; exit 1 listing every program that differs
#   verify-with-swiftc.sh --update     rewrite the .expected files from the real output
#   verify-with-swiftc.sh --runs 3     run each program 3 times (nondeterminism check)
#   verify-with-swiftc.sh FILE...      only these programs (names or paths)
# Environment: SWIFTC (default: swiftc on PATH), JOBS (parallel compiles, default 2).
set -euo pipefail

corpus_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
help_lines=2,12
source "$corpus_dir/../verify-corpus.sh"
corpus_options "$@"
corpus_verify "" ""
