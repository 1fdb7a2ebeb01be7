"""The Language Guide's tested listings, read from a fetched copy of swiftlang/swift-book.

The book keeps, beside each listing a reader sees, a hidden `swifttest` block inside an HTML
comment, named by a `- test: `NAME`` line just above it. Blocks with the same name in one
chapter form one test, in the order they appear. Inside a block every line starts with a
two-character marker, or continues the line above it (indented under the marker's text):

    ->  code the reader sees            >>  code the reader does not see (set-up, checks)
    <-  printed output                  <<  printed output the reader does not see
    </  printed output (the literal form of a `/>` line; `/>` shows its interpolation)
    !!  compiler diagnostic lines       !$  compiler diagnostic summary
    xx  a run-time trap                 //  a comment (at the marker's column)

The book's own expected lines are not used as the oracle (swiftc is); they only tell which
tests expect a compiler error or a trap. Nothing of the book is copied: the text is read
from the fetched repository each run.
"""

import os
import re
import subprocess
from dataclasses import dataclass, field

GUIDE = "TSPL.docc/LanguageGuide"
CODE_MARKERS = ("->", ">>")
OUTPUT_MARKERS = ("<-", "<<", "</", "/>")
DIAGNOSTIC_MARKERS = ("!!", "!$")
TRAP_MARKER = "xx"
MARKERS = CODE_MARKERS + OUTPUT_MARKERS + DIAGNOSTIC_MARKERS + (TRAP_MARKER,)


@dataclass
class Listing:
    chapter: str
    name: str
    # Each entry is what a learner types at one prompt: a `->`/`>>` line and its continuations.
    entries: list = field(default_factory=list)
    expects_diagnostic: bool = False
    expects_trap: bool = False

    @property
    def key(self):
        return f"{self.chapter}/{self.name}"

    @property
    def program(self):
        return "".join(entry + "\n" for entry in self.entries)


class Book:
    """A swift-book checkout or git directory (a fetched mirror has no work tree)."""

    def __init__(self, path):
        self.path = path
        self.on_disk = os.path.isdir(os.path.join(path, GUIDE))
        if not self.on_disk and not _is_git_dir(path):
            raise SystemExit(f"error: {path} is neither a swift-book checkout nor its git directory")

    def chapters(self):
        if self.on_disk:
            names = os.listdir(os.path.join(self.path, GUIDE))
        else:
            names = [
                line.rsplit("/", 1)[-1]
                for line in _git(self.path, "ls-tree", "--name-only", f"HEAD:{GUIDE}").splitlines()
            ]
        return sorted(name[:-3] for name in names if name.endswith(".md"))

    def text(self, chapter):
        relative = f"{GUIDE}/{chapter}.md"
        if self.on_disk:
            with open(os.path.join(self.path, relative), encoding="utf-8") as file:
                return file.read()
        return _git(self.path, "show", f"HEAD:{relative}")

    def revision(self):
        if self.on_disk:
            try:
                return _git(self.path, "rev-parse", "HEAD").strip()
            except subprocess.CalledProcessError:
                return "work-tree"
        return _git(self.path, "rev-parse", "HEAD").strip()


def listings(book, chapters=None):
    """Every named swifttest listing of the Language Guide, chapter by chapter, in book order."""
    result = []
    for chapter in book.chapters():
        if chapters and chapter not in chapters:
            continue
        result.extend(_chapter_listings(chapter, book.text(chapter)))
    return result


_TEST_LINE = re.compile(r"^\s*- test: `([^`]+)`")
_FENCE = re.compile(r"^(\s*)```swifttest\s*$")


def _chapter_listings(chapter, text):
    by_name = {}
    lines = text.split("\n")
    index = 0
    pending_name = None
    while index < len(lines):
        line = lines[index]
        test = _TEST_LINE.match(line)
        if test:
            # One block can belong to several tests: `- test: `a, b``.
            pending_name = [name.strip() for name in test.group(1).split(",") if name.strip()]
            index += 1
            continue
        fence = _FENCE.match(line)
        if fence:
            indent = len(fence.group(1))
            body = []
            index += 1
            while index < len(lines) and not lines[index].strip().startswith("```"):
                body.append(lines[index][indent:] if lines[index][:indent].strip() == "" else lines[index].lstrip())
                index += 1
            for name in pending_name or []:
                listing = by_name.get(name)
                if listing is None:
                    listing = by_name[name] = Listing(chapter, name)
                _absorb(listing, body)
            pending_name = None
        elif line.strip() and not line.strip().startswith("<!--"):
            # A test line names only the fence right below it.
            if pending_name and not line.strip().startswith("```"):
                pending_name = None
        index += 1
    return list(by_name.values())


def _absorb(listing, body):
    """Adds one block's lines to its listing: code lines become entries, the rest is noted."""
    current = None  # the marker whose line a continuation belongs to
    for raw in body:
        marker = raw[:2]
        if marker in MARKERS:
            current = marker
            text = raw[3:] if raw[2:3] == " " else raw[2:]
            if marker in CODE_MARKERS:
                if listing.entries and listing.entries[-1].rstrip().endswith("="):
                    # `>> let r0 =` then `-> f(x)`: the hidden start of the statement shown below
                    # it; one entry, typed on one line.
                    listing.entries[-1] = listing.entries[-1].rstrip() + " " + text
                else:
                    listing.entries.append(text)
            elif marker in DIAGNOSTIC_MARKERS:
                listing.expects_diagnostic = True
            elif marker == TRAP_MARKER:
                listing.expects_trap = True
            continue
        if raw.startswith("//") or raw.strip() == "":
            # A comment at the marker's column, or a blank line: no entry of its own.
            if current in CODE_MARKERS and raw.strip() == "" and listing.entries:
                listing.entries[-1] += "\n"
            continue
        if current in CODE_MARKERS and listing.entries:
            # A continuation line is indented under the marker's text: drop that indentation.
            listing.entries[-1] += "\n" + (raw[3:] if raw[:3] == "   " else raw.lstrip())


def _is_git_dir(path):
    try:
        _git(path, "rev-parse", "--git-dir")
        return True
    except (subprocess.CalledProcessError, FileNotFoundError):
        return False


def _git(path, *arguments):
    return subprocess.run(
        ["git", "-C", path, *arguments], check=True, capture_output=True, text=True
    ).stdout
