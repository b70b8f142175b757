#!/usr/bin/env python3
"""Fails when a production source file or function grows past its limit.

Files over MAX_FILE_LINES lines and function bodies over MAX_FUNCTION_LINES
lines (from the line of the opening brace to the closing one) are reported.
The scan strips comments and literals and tracks brace scopes, so lambdas
count towards the function that holds them."""

import argparse
import pathlib
import re
import sys

MAX_FILE_LINES = 600
MAX_FUNCTION_LINES = 80
ROOMS = ("core", "widgets", "app")
SUFFIXES = {".h", ".cpp"}


def strip(text):
    """Blanks comments, string and char literals, keeping newlines."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append("\n" * text.count("\n", i, j))
            i = j
        elif c == "R" and text.startswith('R"', i) and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            open_paren = text.find("(", i + 2)
            delim = text[i + 2:open_paren]
            end = text.find(")" + delim + '"', open_paren)
            end = n if end < 0 else end + len(delim) + 2
            out.append('""' + "\n" * text.count("\n", i, end))
            i = end
        elif c in "\"'":
            if c == "'" and i > 0 and text[i - 1].isalnum():
                out.append(c)  # digit separator
                i += 1
                continue
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            out.append(c + c)
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


SCOPE_WORDS = re.compile(r"\b(namespace|class|struct|union|enum)\b")


def functions(text):
    """Yields (name, first line, line count) for every function body."""
    code = re.sub(r"(?m)^[ \t]*#.*$", "", strip(text))
    stack = []  # (kind, start line, name)
    head_start = 0
    line = 1
    for i, c in enumerate(code):
        if c == "\n":
            line += 1
        elif c == "{":
            head = code[head_start:i]
            outer = stack[-1][0] if stack else "scope"
            kind = "block"
            name = ""
            if outer == "scope":
                flat = " ".join(head.split())
                if SCOPE_WORDS.search(flat) and "(" not in flat.split(SCOPE_WORDS.search(flat).group(0))[0]:
                    kind = "scope"
                elif flat.startswith("extern"):
                    kind = "scope"
                elif ")" in flat and not flat.rstrip().endswith("="):
                    kind = "function"
                    m = re.search(r"([~\w:<>]+)\s*\(", flat)
                    name = m.group(1) if m else flat[:40]
            stack.append((kind, line, name))
            head_start = i + 1
        elif c == "}":
            if stack:
                kind, start, name = stack.pop()
                if kind == "function":
                    yield name, start, line - start + 1
            head_start = i + 1
        elif c == ";":
            head_start = i + 1
        elif c == ":" and stack and stack[-1][0] == "scope":
            # access specifiers end a head inside classes
            before = code[head_start:i].strip()
            if before in ("public", "private", "protected", "signals", "public slots", "private slots",
                          "protected slots", "Q_SIGNALS"):
                head_start = i + 1


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("root", nargs="?", default=pathlib.Path(__file__).resolve().parent.parent)
    parser.add_argument("--list", type=int, default=0, help="print the N longest functions")
    args = parser.parse_args()
    root = pathlib.Path(args.root)
    failures = []
    lengths = []
    for room in ROOMS:
        for path in sorted((root / room).rglob("*")):
            if path.suffix not in SUFFIXES or not path.is_file():
                continue
            text = path.read_text(encoding="utf-8")
            rel = path.relative_to(root)
            lines = text.count("\n")
            if lines > MAX_FILE_LINES:
                failures.append(f"{rel}: {lines} lines (limit {MAX_FILE_LINES})")
            for name, start, count in functions(text):
                lengths.append((count, f"{rel}:{start}", name))
                if count > MAX_FUNCTION_LINES:
                    failures.append(f"{rel}:{start}: {name} is {count} lines (limit {MAX_FUNCTION_LINES})")
    for count, where, name in sorted(lengths, reverse=True)[: args.list]:
        print(f"{count:5d} {where} {name}")
    for failure in failures:
        print(failure, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
