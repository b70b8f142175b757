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
    "Save a picture of the window to a PNG file and quit.": "Ein Bild des Fensters als PNG-Datei speichern und beenden.",
    "%1: unknown picture format; use .svg, .png or .pdf": "%1: unbekanntes Bildformat; verwenden Sie .svg, .png oder .pdf",
    "picture size %1x%2 is outside 1..32768": "Bildgröße %1x%2 liegt außerhalb von 1..32768",
    "cannot write %1: %2": "%1 kann nicht geschrieben werden: %2",
    "cannot paint the %1 picture for %2": "Das %1-Bild für %2 kann nicht gezeichnet werden",
    "the &apos;%1&apos; view cannot be exported in this version (available: %2)":
        "Die Ansicht &apos;%1&apos; kann in dieser Version nicht exportiert werden (verfügbar: %2)",
    "the &apos;xla&apos; view shows XLA layouts only": "Die Ansicht &apos;xla&apos; zeigt nur XLA-Layouts",
    "&amp;Layout (any notation the CLI accepts):": "&amp;Layout (jede Notation, die die CLI annimmt):",
    "&amp;Mapping": "&amp;Zuordnung",
    "Details": "Details",
    "&amp;Export View…": "Ansicht &amp;exportieren…",
    "Ctrl+E": "Ctrl+E",
    "&amp;Samples": "&amp;Beispiele",
    "&amp;View": "&amp;Ansicht",
    "No samples found in %1": "Keine Beispiele in %1 gefunden",
    "There is no layout to export yet.": "Es gibt noch kein Layout zum Exportieren.",
    "This view cannot be exported.": "Diese Ansicht kann nicht exportiert werden.",
    "Exported %1": "%1 exportiert",
    "Export View": "Ansicht exportieren",
    "SVG (*.svg);;PNG image (*.png);;PDF (*.pdf)": "SVG (*.svg);;PNG-Bild (*.png);;PDF (*.pdf)",
    "Slice of the leading dims:": "Schnitt der führenden Dimensionen:",
    "Physical: %1 (%2 x %3)": "Physisch: %1 (%2 x %3)",
    "Physical: no 2-D physical space (N-D sharding)": "Physisch: kein 2-D-Speicherraum (N-D-Sharding)",
    "Index of dim %1": "Index der Dimension %1",
    "Logical: %1": "Logisch: %1",
    ", slice [%1, :, :]": ", Schnitt [%1, :, :]",
    "Physical (%1, %2): %3 on %4": "Physisch (%1, %2): %3 auf %4",
    "grid padding": "Gitter-Auffüllung",
    "tile padding": "Kachel-Auffüllung",
    "stride padding": "Schrittweiten-Auffüllung",
    "alignment padding": "Ausrichtungs-Auffüllung",
    "page padding": "Seiten-Auffüllung",
    "data": "Daten",
    "S&amp;hards": "S&amp;hards",
    "%1: %2 of %3 slots hold data (%4 %), %5 bytes": "%1: %2 von %3 Plätzen enthalten Daten (%4 %), %5 Bytes",
    "; %1: %2": "; %1: %2",
    "; elements %1 .. %2": "; Elemente %1 .. %2",
    "%1 grid %2 x %3, %4 units": "%1-Gitter %2 x %3, %4 Einheiten",
    "Metal layout": "Metal-Layout",
    "TTNN layout": "TTNN-Layout",
    "Logical shape": "Logische Form",
    "Element type": "Elementtyp",
    "Add a grid dim": "Eine Gitterdimension hinzufügen",
    "Remove the last grid dim": "Die letzte Gitterdimension entfernen",
    "Grid": "Gitter",
    "From dim": "Ab Dimension",
    "To dim (exclusive)": "Bis Dimension (ausschließlich)",
    "Add interval": "Intervall hinzufügen",
    "Remove interval": "Intervall entfernen",
    "Collapse intervals": "Zusammenfassungs-Intervalle",
    "Linear map (seed form)": "Lineare Abbildung (Seed-Form)",
    "empty: collapse by the intervals": "leer: nach den Intervallen zusammenfassen",
    "Tile": "Kachel",
    "empty: scalar layout; 32x32 for tiles": "leer: skalares Layout; 32x32 für Kacheln",
    "In-tile order": "Reihenfolge in der Kachel",
    "Dim alignments (current form)": "Dimensionsausrichtung (aktuelle Form)",
    "empty: seed form": "leer: Seed-Form",
    "Memory space": "Speicherraum",
    "Data type": "Datentyp",
    "Page layout": "Seitenlayout",
    "Buffer": "Puffer",
    "Memory layout": "Speicherlayout",
    "Shard shape": "Shard-Form",
    "Core grid (YxX)": "Kerngitter (YxX)",
    "Orientation": "Ausrichtung",
    "N-D shard shape": "N-D-Shard-Form",
    "N-D distribution": "N-D-Verteilung",
    "Grid dim %1": "Gitterdimension %1",
    "layout change": "Layout-Änderung",
    "Editor": "Editor",
    "&amp;Edit": "&amp;Bearbeiten",
    "&amp;Undo": "&amp;Rückgängig",
    "&amp;Redo": "&amp;Wiederholen",
    "Ctrl+Shift+Z": "Ctrl+Shift+Z",
}

path = Path(sys.argv[1] if len(sys.argv) > 1 else "translations/tle_de.ts")
text = path.read_text(encoding="utf-8")


def fill(match):
    source = match.group(1)
    german = GERMAN.get(source)
    if german is None:
        return match.group(0)
    return f"<source>{source}</source>\n        <translation>{german}</translation>"


text = re.sub(r"<source>([^<]*)</source>\s*<translation type=\"unfinished\"></translation>", fill, text,
              flags=re.S)
path.write_text(text, encoding="utf-8")
