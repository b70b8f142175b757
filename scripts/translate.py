#!/usr/bin/env python3
"""Fills the unfinished entries of translations/tle_LANG.ts from scripts/i18n/LANG.py.

Usage: scripts/translate.py LANG [--check]
  LANG     de, ja, ko, zh_CN, or en (the plural forms only)
A plural source (`%n spills`) takes a list of forms, one per <numerusform> the language has.
  --check  list the sources that still have no translation, and translations that drop a
           placeholder (%1), a line break or a menu accelerator (&), and exit 1 if there are any
"""
import importlib.util
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def load(lang):
    spec = importlib.util.spec_from_file_location(f"i18n_{lang}", ROOT / "scripts" / "i18n" / f"{lang}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.TRANSLATIONS


PLACEHOLDER = re.compile(r"%\d+")
ACCELERATOR = re.compile(r"&amp;(?!amp;|apos;|quot;|lt;|gt;)")


def problems(table):
    """Translations that would lose something the program fills in or the user presses."""
    found = []
    for source, translated in table.items():
        if isinstance(translated, list):
            if any("%n" not in form and "%Ln" not in form for form in translated):
                found.append(f"plural form without %n: {source!r}")
            continue
        if sorted(PLACEHOLDER.findall(source)) != sorted(PLACEHOLDER.findall(translated)):
            found.append(f"placeholders differ: {source!r}")
        if source.count("\n") != translated.count("\n"):
            found.append(f"line breaks differ: {source!r}")
        if bool(ACCELERATOR.search(source)) != bool(ACCELERATOR.search(translated)):
            found.append(f"accelerator differs: {source!r}")
    return found


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    if len(args) != 1:
        sys.exit(__doc__)
    lang = args[0]
    table = load(lang)
    path = ROOT / "translations" / f"tle_{lang}.ts"
    text = path.read_text(encoding="utf-8")
    pattern = re.compile(r"<source>([^<]*)</source>(\s*)<translation type=\"unfinished\">[^<]*</translation>", re.S)

    def fill(match):
        translated = table.get(match.group(1))
        if translated is None:
            return match.group(0)
        return f"<source>{match.group(1)}</source>{match.group(2)}<translation>{translated}</translation>"

    text = pattern.sub(fill, text)
    numerus = re.compile(
        r"<source>([^<]*)</source>(\s*)<translation type=\"unfinished\">((?:\s*<numerusform>[^<]*</numerusform>)+)"
        r"(\s*)</translation>", re.S)

    def fill_numerus(match):
        forms = table.get(match.group(1))
        slots = re.findall(r"(\s*)<numerusform>", match.group(3))
        if not isinstance(forms, list) or len(forms) != len(slots):
            return match.group(0)
        filled = "".join(f"{space}<numerusform>{form}</numerusform>" for space, form in zip(slots, forms))
        return f"<source>{match.group(1)}</source>{match.group(2)}<translation>{filled}{match.group(4)}</translation>"

    text = numerus.sub(fill_numerus, text)
    path.write_text(text, encoding="utf-8")
    missing = sorted({m.group(1) for m in pattern.finditer(text)} | {m.group(1) for m in numerus.finditer(text)})
    if "--check" in sys.argv:
        wrong = problems(table)
        if missing or wrong:
            print("\n".join([f"untranslated: {m!r}" for m in missing] + wrong))
            sys.exit(1)
    if missing:
        print(f"{path.name}: {len(missing)} sources still untranslated", file=sys.stderr)


if __name__ == "__main__":
    main()
