"""Running a listing through the workbook, and judging what it printed against swiftc.

Three ways (`--ways`): `interpret` (`workbook run --interpret FILE`, or plain `run` while the
interpreter is its only way), `compiled` (`workbook run FILE` once it compiles), `repl` (the
listing's entries typed one after another into `workbook repl` on plain stdin; the REPL's
`$R0: Int = 3` echo of a final expression, and `x: Int = 5` of a declaration, are not program output and are left out).
"""

import atexit
import os
import re
import shutil
import subprocess
import tempfile

RUN_TIMEOUT = 120

# What a listing's run is, against swiftc's:
PASS = "pass"  # the same output (and, for a program, exit status 0)
REFUSED = "refused"  # stopped before printing anything, with a diagnostic: honest
WRONG = "wrong"  # finished as if all were well, but printed something else: a silent wrong answer
FAILED = "failed"  # stopped with an error after printing, or printed something else and failed
VERDICTS = (PASS, REFUSED, WRONG, FAILED)


class Workbook:
    def __init__(self, path):
        self.path = path
        help_text = subprocess.run([path, "run", "--help"], capture_output=True, text=True)
        self.has_interpret_flag = "--interpret" in help_text.stdout + help_text.stderr
        # The REPL keeps history and progress: give it a state folder of its own.
        self.state = tempfile.mkdtemp(prefix="book-workbook-state-")
        atexit.register(shutil.rmtree, self.state, True)

    def environment(self):
        return {**os.environ, "XDG_STATE_HOME": self.state, "NO_COLOR": "1", "TERM": "dumb"}

    def run_program(self, program, way):
        """(stdout, stderr, exit status) of `workbook run` on the program."""
        arguments = [self.path, "run"]
        if way == "interpret" and self.has_interpret_flag:
            arguments.append("--interpret")
        with tempfile.TemporaryDirectory(prefix="book-run-") as work:
            source = os.path.join(work, "main.swift")
            with open(source, "w", encoding="utf-8") as file:
                file.write(program)
            return self._run([*arguments, source], stdin=None, cwd=work)

    def run_session(self, entries):
        """(stdout, stderr, exit status) of the entries typed into the REPL, one after another."""
        session = "".join(entry + "\n" for entry in entries)
        with tempfile.TemporaryDirectory(prefix="book-repl-") as work:
            return self._run([self.path, "repl"], stdin=session, cwd=work)

    def _run(self, arguments, stdin, cwd):
        try:
            done = subprocess.run(
                arguments, input=(stdin or "").encode(), capture_output=True, timeout=RUN_TIMEOUT,
                cwd=cwd, env=self.environment(),
            )
        except subprocess.TimeoutExpired as timeout:
            return _text(timeout.stdout or b""), f"timed out after {RUN_TIMEOUT} s", None
        return _text(done.stdout), _text(done.stderr), done.returncode


# `$R0: Int = 3`, `$R12: [String] = ["a"]`: the REPL's echo of an entry's final value;
# `x: Int = 5`: its echo of a variable the entry declared (as the Swift REPL does). A Swift
# identifier may be any letter or emoji (`π`, `你好`, `🐶🐮`): anything but a space, colon,
# digit first, or punctuation Swift keeps for operators and brackets.
_ECHO = re.compile(r"^(\$R\d+|[^\s\d:=()\[\]{}.,;\"'`\\+\-*/<>!?&|^~%@#][^\s:=()\[\]{}.,;\"'`\\]*): \S.* = ")
# The REPL prints a diagnostic on stdout: `error: …` (`line 2: error: …` in a longer entry,
# `FILE:L:C: error: …` in code declared elsewhere), then the source line and a caret, each
# indented by two spaces; a run stopped by an error adds the `stopped — …` line. What swiftc
# accepts and the interpreter cannot run is the workbook's refusal, not swiftc's error:
# `workbook: Swift accepts this, but …`, the indented line and caret, then `(its reason)`.
_DIAGNOSTIC = re.compile(r"^(line \d+: |\S+:\d+:\d+: )?(error|warning|note|workbook): ")
_REFUSAL_REASON = re.compile(r"^\(.*\)$")
_STOPPED = re.compile(r"^stopped \u2014 ")


def split_session_output(stdout):
    """(program output, [error lines]) of the REPL's stdout: value echoes and diagnostics
    are the REPL's own words, not the program's output."""
    kept = []
    errors = []
    in_diagnostic = False
    in_refusal = False
    for line in stdout.split("\n"):
        diagnostic = _DIAGNOSTIC.match(line)
        if diagnostic:
            in_diagnostic = True
            in_refusal = diagnostic.group(2) == "workbook"
            if diagnostic.group(2) in ("error", "workbook"):
                errors.append(line)
            continue
        if in_diagnostic and line.startswith("  "):
            continue
        in_diagnostic = False
        if in_refusal:
            in_refusal = False
            if _REFUSAL_REASON.match(line):
                continue
        if _ECHO.match(line) or _STOPPED.match(line):
            continue
        kept.append(line)
    return "\n".join(kept), errors


def judge(expected, stdout, stderr, status, is_session):
    """(verdict, first differing line as text) of one run against swiftc's output."""
    if is_session:
        # A REPL session goes on after a failed entry; its diagnostics are on stdout.
        stdout, errors = split_session_output(stdout)
        failed = bool(errors) or status != 0
        stderr = "\n".join(errors) + stderr
    else:
        failed = status != 0
    if stdout == expected and not failed:
        return PASS, ""
    if failed and stdout == "":
        return REFUSED, "refused: " + (_diagnostic_line(stderr) or stderr.strip()[:200])
    difference = first_difference(expected, stdout)
    if not failed:
        return WRONG, difference
    problem = _diagnostic_line(stderr) or (stderr.strip()[:200] if stderr else f"exit status {status}")
    if stdout == expected:
        return FAILED, f"same output, then: {problem}"
    return FAILED, f"{difference}; then: {problem}"


def first_difference(expected, actual):
    expected_lines = expected.split("\n")
    actual_lines = actual.split("\n")
    for number, (want, got) in enumerate(zip(expected_lines, actual_lines), start=1):
        if want != got:
            return f"line {number}: expected {want!r}, got {got!r}"
    if len(expected_lines) > len(actual_lines):
        return f"line {len(actual_lines)}: output ends; expected {expected_lines[len(actual_lines) - 1]!r} next"
    return f"line {len(expected_lines)}: extra output {actual_lines[len(expected_lines) - 1]!r}"


def _diagnostic_line(stderr):
    for line in stderr.splitlines():
        if re.search(r"\b(error|fatal error|execution stopped|Fatal error)\b", line, re.IGNORECASE):
            return line.strip()[:240]
    return ""


def _text(data):
    return data.decode("utf-8", errors="replace")
