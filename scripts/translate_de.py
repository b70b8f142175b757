#!/usr/bin/env python3
"""Fills the German translations of translations/tle_de.ts that are still unfinished."""
import re
import sys
from pathlib import Path

GERMAN = {
    "Shows where every element of a tensor lives.": "Zeigt, wo jedes Element eines Tensors liegt.",
    "User interface language.": "Sprache der Benutzeroberfläche.",
    "A layout string, or a file holding one.": "Ein Layout-Text oder eine Datei, die einen enthält.",
    "none": "keine",
    "Fact": "Eigenschaft",
    "Value": "Wert",
    "Tensor Layout Explorer": "Tensor Layout Explorer",
    "Layout (any notation the CLI accepts):": "Layout (jede Notation, die die CLI annimmt):",
    "tensor&lt;…, #ttcore.metal_layout&lt;…&gt;&gt;": "tensor&lt;…, #ttcore.metal_layout&lt;…&gt;&gt;",
    "&amp;File": "&amp;Datei",
    "&amp;Open Layout…": "Layout ö&amp;ffnen…",
    "&amp;Quit": "&amp;Beenden",
    "&amp;Help": "&amp;Hilfe",
    "&amp;About": "Ü&amp;ber",
    "Paste a layout to begin": "Fügen Sie ein Layout ein, um zu beginnen",
    "Cannot open %1: %2": "%1 kann nicht geöffnet werden: %2",
    "Loaded %1": "%1 geladen",
    "Layout parsed: %1": "Layout gelesen: %1",
    "Column %1: ": "Spalte %1: ",
    "Open Layout": "Layout öffnen",
    "Layout files (*.mlir *.txt *.layout);;All files (*)": "Layout-Dateien (*.mlir *.txt *.layout);;Alle Dateien (*)",
    "About Tensor Layout Explorer": "Über Tensor Layout Explorer",
    "Tensor Layout Explorer %1\nShows where every element of a tensor lives.":
        "Tensor Layout Explorer %1\nZeigt, wo jedes Element eines Tensors liegt.",
}

path = Path(sys.argv[1] if len(sys.argv) > 1 else "translations/tle_de.ts")
text = path.read_text(encoding="utf-8")


def fill(match):
    source = match.group(1)
    german = GERMAN.get(source)
    if german is None:
        return match.group(0)
    return f"<source>{source}</source>\n        <translation>{german}</translation>"


text = re.sub(r"<source>(.*?)</source>\s*<translation type=\"unfinished\"></translation>", fill, text,
              flags=re.S)
path.write_text(text, encoding="utf-8")
