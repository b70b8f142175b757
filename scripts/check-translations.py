#!/usr/bin/env python3
"""Checks the Qt Linguist files in translations/ before they ship.

Usage: scripts/check-translations.py [--lupdate BUILD_DIR] [PATH ...]
  PATH     a .ts file or a folder of them (default: the project's translations/ folder)
  --lupdate BUILD_DIR
           first bring the .ts files up to date with the sources: build the targets tle_app_lupdate and
           tle_widgets_lupdate in BUILD_DIR (lupdate -no-obsolete; nothing is compiled). The files are rewritten
           in place; a message lupdate drops is reported as no longer in the sources, one it adds as unfinished.

Each problem is printed as `file:line: message`; the exit status is 1 when there is any. A problem is:
  - a message left unfinished, without a translation, or kept as obsolete or vanished;
  - a translation whose placeholders (%1, %L2 ...) differ from the source's, counted with their repeats;
  - a plural message without as many <numerusform> as the language has (de 2, en 2, ja 1, ko 1, zh_CN 1),
    or with a form that does not say %n or %Ln;
  - a translation with more or fewer line breaks, or menu accelerators (&, not &&), than its source.
Python 3 standard library only.
"""
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# The plural forms each language has, as Qt's lupdate writes them (the first part of the TS language attribute).
NUMERUS_FORMS = {"de": 2, "en": 2, "ja": 1, "ko": 1, "zh": 1}

PLACEHOLDER = re.compile(r"%L?\d+")
NUMBER = re.compile(r"%L?n")
MESSAGE_TAG = re.compile(r"<message[\s>/]")
TRANSLATION_TAG = re.compile(r"<translation[\s>/]")


def tag_lines(text, pattern):
    """The line of each opening tag the pattern finds, in document order (text holds tags only as markup)."""
    return [text.count("\n", 0, m.start()) + 1 for m in pattern.finditer(text)]


def accelerators(text):
    return text.replace("&&", "").count("&")


def compare(source, translated, what=""):
    """What a translated text loses or gains against its source."""
    found = []
    if Counter(PLACEHOLDER.findall(source)) != Counter(PLACEHOLDER.findall(translated)):
        found.append(f"placeholders differ{what}: source has {sorted(PLACEHOLDER.findall(source))}, "
                     f"translation {sorted(PLACEHOLDER.findall(translated))}")
    if source.count("\n") != translated.count("\n"):
        found.append(f"line breaks differ{what}: source has {source.count(chr(10))}, "
                     f"translation {translated.count(chr(10))}")
    if accelerators(source) != accelerators(translated):
        found.append(f"menu accelerators (&) differ{what}: source has {accelerators(source)}, "
                     f"translation {accelerators(translated)}")
    return found


def messages(path):
    """(context, source, comment, message element, message line, translation line) for every message."""
    text = path.read_text(encoding="utf-8")
    root = ET.fromstring(text)
    message_lines = tag_lines(text, MESSAGE_TAG)
    translation_lines = tag_lines(text, TRANSLATION_TAG)
    found = []
    index = 0
    translation_index = 0
    for context in root.iter("context"):
        name = context.findtext("name", default="")
        for message in context.iter("message"):
            line = message_lines[index] if index < len(message_lines) else 0
            index += 1
            translation_line = line
            if message.find("translation") is not None:
                if translation_index < len(translation_lines):
                    translation_line = translation_lines[translation_index]
                translation_index += 1
            found.append((name, message.findtext("source", default=""), message.findtext("comment", default=""),
                          message, line, translation_line))
    return root, found


def check_file(path, shown):
    problems = []
    try:
        root, found = messages(path)
    except (ET.ParseError, OSError, UnicodeDecodeError) as error:
        return [f"{shown}:{getattr(error, 'position', (0,))[0]}: cannot read: {error}"]
    language = root.get("language", "")
    forms = NUMERUS_FORMS.get(re.split(r"[_-]", language)[0])
    if forms is None:
        problems.append(f"{shown}:1: language {language!r} has no known number of plural forms; add it to "
                        f"NUMERUS_FORMS in {Path(__file__).name}")
    for context, source, comment, message, line, translation_line in found:
        where = f"{shown}:{translation_line}"
        label = f"[{context}] {source[:60]!r}" + (f" ({comment})" if comment else "")
        translation = message.find("translation")
        if translation is None:
            problems.append(f"{shown}:{line}: no translation: {label}")
            continue
        kind = translation.get("type")
        if kind in ("obsolete", "vanished"):
            problems.append(f"{where}: {kind}, no longer in the sources (run lupdate -no-obsolete): {label}")
            continue
        if kind == "unfinished":
            problems.append(f"{where}: unfinished: {label}")
            continue
        if message.get("numerus") == "yes":
            plural = [form.text or "" for form in translation.findall("numerusform")]
            if forms is not None and len(plural) != forms:
                problems.append(f"{where}: {len(plural)} plural forms, {language} has {forms}: {label}")
            for number, form in enumerate(plural, 1):
                if not form:
                    problems.append(f"{where}: plural form {number} is empty: {label}")
                    continue
                if not NUMBER.search(form):
                    problems.append(f"{where}: plural form {number} says neither %n nor %Ln: {label}")
                problems.extend(f"{where}: {p}: {label}"
                                for p in compare(NUMBER.sub("", source), NUMBER.sub("", form), f" in form {number}"))
            continue
        if translation.find("numerusform") is not None:
            problems.append(f"{where}: plural forms for a message that is not plural: {label}")
            continue
        translated = translation.text or ""
        if not translated and source:
            problems.append(f"{where}: empty translation: {label}")
            continue
        problems.extend(f"{where}: {p}: {label}" for p in compare(source, translated))
    return problems


def ts_files(paths):
    files = []
    for path in paths:
        if path.is_dir():
            files.extend(sorted(path.glob("*.ts")))
        else:
            files.append(path)
    return files


def shown_name(path):
    try:
        return str(path.resolve().relative_to(Path.cwd()))
    except ValueError:
        return str(path)


def message_keys(path):
    """The messages of a file by (context, source, comment), with their lines."""
    try:
        _, found = messages(path)
    except (ET.ParseError, OSError, UnicodeDecodeError):
        return {}
    return {(context, source, comment): line for context, source, comment, _, line, _ in found}


def run_lupdate(build_dir, files):
    """Updates the .ts files from the sources; reports the messages lupdate dropped as no longer in the sources."""
    before = {path: message_keys(path) for path in files}
    command = ["cmake", "--build", str(build_dir), "--target", "tle_app_lupdate", "tle_widgets_lupdate"]
    result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if result.returncode != 0:
        sys.stdout.write(result.stdout)
        return [f"{build_dir}:0: {' '.join(command)} failed with status {result.returncode}"]
    problems = []
    for path in files:
        after = message_keys(path)
        for (context, source, comment), line in before[path].items():
            if (context, source, comment) not in after:
                problems.append(f"{shown_name(path)}:{line}: no longer in the sources, lupdate dropped it: "
                                f"[{context}] {source[:60]!r}")
    return problems


def main(argv):
    args = list(argv)
    build_dir = None
    if "--lupdate" in args:
        at = args.index("--lupdate")
        if at + 1 >= len(args):
            sys.exit(__doc__)
        build_dir = Path(args[at + 1])
        del args[at:at + 2]
    if any(a.startswith("-") for a in args):
        sys.exit(__doc__)
    files = ts_files([Path(a) for a in args] or [ROOT / "translations"])
    if not files:
        print("no .ts files to check", file=sys.stderr)
        return 1
    problems = run_lupdate(build_dir, files) if build_dir is not None else []
    for path in files:
        problems.extend(check_file(path, shown_name(path)))
    for problem in problems:
        print(problem)
    count = sum(len(message_keys(path)) for path in files)
    print(f"{len(files)} files, {count} messages, {len(problems)} problems", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
