"""swiftc as the oracle: compile a program, run it, remember what it printed.

Answers are cached by the program's text, the compiler's version and the flags, so a second
run of the book check compiles nothing. Each answer is one JSON file in the cache folder.
"""

import hashlib
import json
import os
import subprocess
import tempfile

# As the corpus compiles its scripts (Tests/ScriptTests/verify-corpus.sh): Swift 5 mode, a
# module named as the interpreter names it, libm for `rounded()` without Foundation.
FLAGS = ["-swift-version", "5", "-module-name", "main"]
LINK = ["-lm"]
RUN_TIMEOUT = 30
COMPILE_TIMEOUT = 300
# How many times a compiled program runs before its output counts as its answer. Two were not
# enough: a dictionary's order is seeded per process, so a two-entry dictionary printed the
# same order in both runs half the time (CollectionTypes/dictionariesInferred then read as a
# wrong answer of the workbook's). Part of the cache key, so older answers are asked again.
RUNS = 6


class Oracle:
    def __init__(self, swiftc, cache_dir):
        self.swiftc = swiftc
        self.cache_dir = cache_dir
        os.makedirs(cache_dir, exist_ok=True)
        version = subprocess.run([swiftc, "--version"], capture_output=True, text=True)
        self.version = (version.stdout + version.stderr).strip()

    def answer(self, program):
        """{"status": "runs" | "rejected" | "traps" | "timeout" | "nondeterministic",
        "stdout", "exit", "detail"} for one program, from the cache when it is there."""
        key = hashlib.sha256("\0".join([self.version, *FLAGS, *LINK, f"runs={RUNS}", program]).encode()).hexdigest()
        path = os.path.join(self.cache_dir, key[:2], key + ".json")
        if os.path.exists(path):
            with open(path, encoding="utf-8") as file:
                return json.load(file)
        answer = self._compile_and_run(program)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with tempfile.NamedTemporaryFile("w", dir=os.path.dirname(path), delete=False, encoding="utf-8") as file:
            json.dump(answer, file)
        os.replace(file.name, path)
        return answer

    def _compile_and_run(self, program):
        with tempfile.TemporaryDirectory(prefix="book-oracle-") as work:
            source = os.path.join(work, "main.swift")
            binary = os.path.join(work, "main")
            with open(source, "w", encoding="utf-8") as file:
                file.write(program)
            try:
                compiled = subprocess.run(
                    [self.swiftc, *FLAGS, source, *LINK, "-o", binary],
                    capture_output=True, text=True, timeout=COMPILE_TIMEOUT, cwd=work,
                )
            except subprocess.TimeoutExpired:
                return {"status": "rejected", "stdout": "", "exit": None, "detail": "compile timed out"}
            if compiled.returncode != 0:
                return {"status": "rejected", "stdout": "", "exit": compiled.returncode,
                        "detail": _first_error(compiled.stderr)}
            first = _run(binary, work)
            if first["status"] != "runs":
                return first
            for _ in range(RUNS - 1):
                again = _run(binary, work)
                if again["stdout"] != first["stdout"] or again["exit"] != first["exit"]:
                    return {**first, "status": "nondeterministic", "detail": "two runs printed different output"}
            return first


def _run(binary, work):
    try:
        done = subprocess.run([binary], capture_output=True, timeout=RUN_TIMEOUT, cwd=work, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired as timeout:
        return {"status": "timeout", "stdout": _text(timeout.stdout or b""), "exit": None,
                "detail": f"runs over {RUN_TIMEOUT} s"}
    stdout = _text(done.stdout)
    if done.returncode != 0:
        return {"status": "traps", "stdout": stdout, "exit": done.returncode,
                "detail": _first_error(_text(done.stderr)) or f"exit status {done.returncode}"}
    return {"status": "runs", "stdout": stdout, "exit": 0, "detail": ""}


def _text(data):
    return data.decode("utf-8", errors="replace")


def _first_error(stderr):
    for line in stderr.splitlines():
        if "error:" in line or "Fatal error" in line:
            return line.split("main.swift:", 1)[-1].strip()
    return stderr.strip().split("\n", 1)[0][:200]
