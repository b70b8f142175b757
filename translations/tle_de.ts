<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>RunTables</name>
    <message>
        <location filename="../widgets/run/runtables.cpp" line="+98"/>
        <location line="+77"/>
        <location line="+43"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="-119"/>
        <location line="+77"/>
        <location line="+43"/>
        <source>Op code</source>
        <translation>Op-Code</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Shape</source>
        <translation>Form</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data type</source>
        <translation>Datentyp</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To</source>
        <translation>Nach</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Bytes per transfer</source>
        <translation>Bytes pro Transfer</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>transfers under 64 B</source>
        <translation>Transfers unter 64 B</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>grid not stated</source>
        <translation>Raster nicht angegeben</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+107"/>
        <source>Kernel time</source>
        <translation>Kernelzeit</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>The contiguous bytes of each transfer: the smaller page (tile or row) of the two sides</source>
        <translation>Die zusammenhängenden Bytes jedes Transfers: die kleinere Seite (Kachel oder Zeile) der beiden Enden</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No layout change in this run: no device op converted a tensor between memory layouts, buffers, or tiles and rows, so there is nothing to list</source>
        <translation>Keine Layoutänderung in diesem Lauf: keine Geräteoperation hat einen Tensor zwischen Speicherlayouts, Puffern oder Kacheln und Zeilen umgewandelt, daher gibt es nichts aufzulisten</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%Ln layout changes; none moves fewer than 64 contiguous bytes a transfer. Double-click a row to see it in the Transfer view.</source>
        <translation>
            <numerusform>%Ln Layoutänderung; keine bewegt weniger als 64 zusammenhängende Bytes je Transfer. Doppelklicken Sie auf eine Zeile, um sie in der Transfer-Ansicht zu sehen.</numerusform>
            <numerusform>%Ln Layoutänderungen; keine bewegt weniger als 64 zusammenhängende Bytes je Transfer. Doppelklicken Sie auf eine Zeile, um sie in der Transfer-Ansicht zu sehen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln layout changes; the %1 tinted move fewer than 64 contiguous bytes a transfer. Double-click a row to see it in the Transfer view.</source>
        <translation>
            <numerusform>%Ln Layoutänderung; die %1 getönten bewegen weniger als 64 zusammenhängende Bytes je Transfer. Doppelklicken Sie auf eine Zeile, um sie in der Transfer-Ansicht zu sehen.</numerusform>
            <numerusform>%Ln Layoutänderungen; die %1 getönten bewegen weniger als 64 zusammenhängende Bytes je Transfer. Doppelklicken Sie auf eine Zeile, um sie in der Transfer-Ansicht zu sehen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+23"/>
        <source>reshard before %1</source>
        <translation>Umverteilung vor %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>spill after %1</source>
        <translation>Auslagerung nach %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>(not run)</source>
        <translation>(nicht ausgeführt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Planned step</source>
        <translation>Geplanter Schritt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Planned layout</source>
        <translation>Geplantes Layout</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ran as</source>
        <translation>Ausgeführt als</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drift</source>
        <translation>Abweichung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>drift</source>
        <translation>Abweichung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Planned</source>
        <translation>Geplant</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Other kernel time</source>
        <translation>Kernelzeit des anderen Laufs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Measured L1 per bank</source>
        <translation>Gemessenes L1 pro Bank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Planned L1 per core</source>
        <translation>Geplantes L1 pro Kern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The planned output&apos;s buffer type or memory layout differs from what ran</source>
        <translation>Puffertyp oder Speicherlayout der geplanten Ausgabe weichen von der Ausführung ab</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Other #</source>
        <translation>Vergleich #</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other op code</source>
        <translation>Vergleichs-Op-Code</translation>
    </message>
</context>
<context>
    <name>SampleCatalog</name>
    <message>
        <location filename="../app/gui/samplecatalog.cpp" line="+20"/>
        <source>128x384 in 32x32 tiles on one core</source>
        <translation>128x384 in 32x32-Kacheln auf einem Kern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2x33x128 aligned to 128x128</source>
        <translation>2x33x128, ausgerichtet auf 128x128</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>576x4096 with grid padding on 8 rows of cores</source>
        <translation>576x4096 mit Gitter-Auffüllung auf 8 Kernzeilen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2x3x64x128 collapsed to 384x128 on one core</source>
        <translation>2x3x64x128, zusammengefasst zu 384x128 auf einem Kern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2x3x64x128 on a 2x4 grid of cores</source>
        <translation>2x3x64x128 auf einem 2x4-Kerngitter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2x3x64x128 with its batch on separate devices (2x2x4 grid)</source>
        <translation>2x3x64x128 mit dem Batch auf getrennten Geräten (2x2x4-Gitter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Padding: each batch on its own tile</source>
        <translation>Auffüllung: jeder Batch auf einer eigenen Kachel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Padding: two batches packed into one tile row</source>
        <translation>Auffüllung: zwei Batches in eine Kachelzeile gepackt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3x64x128 in bfp_bf8 tiles on 3x2 cores</source>
        <translation>3x64x128 in bfp_bf8-Kacheln auf 3x2 Kernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3x64x128 on 3x2 cores, before tilizing</source>
        <translation>3x64x128 auf 3x2 Kernen, vor der Kachelung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Padding: 53x63 in tiles on 3x2 cores</source>
        <translation>Auffüllung: 53x63 in Kacheln auf 3x2 Kernen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Padding: 53x63 on a 3x2 grid that does not divide it</source>
        <translation>Auffüllung: 53x63 auf einem 3x2-Gitter, das nicht glatt aufgeht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A 7-D tensor on a 4-D grid</source>
        <translation>Ein 7-D-Tensor auf einem 4-D-Gitter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8x300 on two cores</source>
        <translation>8x300 auf zwei Kernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8x96x32 collapsed to 768x32 on two cores</source>
        <translation>8x96x32, zusammengefasst zu 768x32 auf zwei Kernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A sparse image: one dim used twice</source>
        <translation>Ein dünn besetztes Bild: eine Dimension zweimal verwendet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combined dims: F32[2,7,8,11,10] in (2,3) tiles</source>
        <translation>Kombinierte Dimensionen: F32[2,7,8,11,10] in (2,3)-Kacheln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F32[3,5] in 2x2 tiles</source>
        <translation>F32[3,5] in 2x2-Kacheln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tile and face order of a 2x64x64 tensor</source>
        <translation>Kachel- und Face-Reihenfolge eines 2x64x64-Tensors</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>T3K: split over 4 columns, copied over 2 rows</source>
        <translation>T3K: über 4 Spalten aufgeteilt, über 2 Zeilen kopiert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>T3K: split over 2 rows, copied over 4 columns</source>
        <translation>T3K: über 2 Zeilen aufgeteilt, über 4 Spalten kopiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T3K: split over rows and columns</source>
        <translation>T3K: über Zeilen und Spalten aufgeteilt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1024x1024 block-sharded on 64 cores (start here)</source>
        <translation>1024x1024 mit Block-Sharding auf 64 Kernen (hier beginnen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1024x1024 interleaved over DRAM banks</source>
        <translation>1024x1024, interleaved über DRAM-Bänke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1024x1024 height-sharded on 32 cores</source>
        <translation>1024x1024 mit Height-Sharding auf 32 Kernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MNIST MLP, three matmuls (start here)</source>
        <translation>MNIST-MLP, drei matmuls (hier beginnen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BERT encoder layer</source>
        <translation>BERT-Encoder-Schicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A fork and a join</source>
        <translation>Eine Verzweigung und eine Zusammenführung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Llama decoder layer</source>
        <translation>Llama-Decoder-Schicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ResNet-50 bottleneck block</source>
        <translation>ResNet-50-Bottleneck-Block</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>U-Net concat block</source>
        <translation>U-Net-Block mit concat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compiler output: Llama 3.1 8B decode layer (TTIR)</source>
        <translation>Compilerausgabe: Llama 3.1 8B, Decode-Schicht (TTIR)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compiler output: MNIST (TTIR)</source>
        <translation>Compilerausgabe: MNIST (TTIR)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compiler output: YOLOv8 (TTIR)</source>
        <translation>Compilerausgabe: YOLOv8 (TTIR)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compiler output: MNIST, sharded (TTNN)</source>
        <translation>Compilerausgabe: MNIST, geshardet (TTNN)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compiler output: concat heads in decode (TTNN)</source>
        <translation>Compilerausgabe: concat der Heads im Decode (TTNN)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CLIP encoder on Blackhole, 64 cores</source>
        <translation>CLIP-Encoder auf Blackhole, 64 Kerne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DeepLabV3 on Blackhole p100</source>
        <translation>DeepLabV3 auf Blackhole p100</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DeepSeek V3 on 8 Blackhole p150 devices</source>
        <translation>DeepSeek V3 auf 8 Blackhole-p150-Geräten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OFT integral image on Blackhole, 20 cores</source>
        <translation>OFT-Integralbild auf Blackhole, 20 Kerne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OFT network, 20 cores</source>
        <translation>OFT-Netz, 20 Kerne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SegFormer encoder on Wormhole (start here)</source>
        <translation>SegFormer-Encoder auf Wormhole (hier beginnen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ttrt profile of a compiled module, with locations</source>
        <translation>ttrt-Profil eines kompilierten Moduls, mit Orten</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/windowoptions.cpp" line="+84"/>
        <source>Shows where every element of a tensor lives.</source>
        <translation>Zeigt, wo jedes Element eines Tensors liegt.</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>User interface language.</source>
        <translation>Sprache der Benutzeroberfläche.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Colour theme for this run: system, light or dark (not kept).</source>
        <translation>Farbschema für diesen Lauf: system, light oder dark (wird nicht gespeichert).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save a picture of the window to a PNG file and quit.</source>
        <translation>Ein Bild des Fensters als PNG-Datei speichern und beenden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the window at this size, e.g. 1920x1080.</source>
        <translation>Das Fenster in dieser Größe öffnen, z. B. 1920x1080.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show this view first: mapping, shards, tiles, mesh, transfer, model, run, or a pane of the run: ops, breakdown, ledger, calibration, plan, compare.</source>
        <translation>Diese Ansicht zuerst zeigen: mapping, shards, tiles, mesh, transfer, model, run oder ein Bereich des Laufs: ops, breakdown, ledger, calibration, plan, compare.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Select an element (&quot;3, 5&quot;), a core (&quot;core (1, 2)&quot;) or, in a model, an op (index, %name or location).</source>
        <translation>Ein Element (&quot;3, 5&quot;), einen Kern (&quot;core (1, 2)&quot;) oder in einem Modell eine Operation (Index, %Name oder Ort) auswählen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Plan a model with this policy (default dfsharding).</source>
        <translation>Ein Modell mit dieser Strategie planen (Vorgabe dfsharding).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compare the plan with this policy&apos;s (all: every policy; unpinned: without pins).</source>
        <translation>Den Plan mit dem dieser Strategie vergleichen (all: jede Strategie; unpinned: ohne Festlegungen).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Plan models for the device this JSON file describes.</source>
        <translation>Modelle für das Gerät planen, das diese JSON-Datei beschreibt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Price measured runs with the calibration this device file holds.</source>
        <translation>Gemessene Läufe mit der Kalibrierung aus dieser Gerätedatei bewerten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Also open this measured run (a profiler CSV, a report database or a folder).</source>
        <translation>Zusätzlich diesen gemessenen Lauf öffnen (eine Profiler-CSV, eine Berichtsdatenbank oder einen Ordner).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Compare the run with this other run.</source>
        <translation>Den Lauf mit diesem anderen Lauf vergleichen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Join the run to the plan of the model once both are read.</source>
        <translation>Den Lauf mit dem Plan des Modells verknüpfen, sobald beide gelesen sind.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pin an op&apos;s output layout, e.g. %1=l1:interleaved (repeatable).</source>
        <translation>Das Ausgabelayout einer Operation festlegen, z. B. %1=l1:interleaved (wiederholbar).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show tt-mlir&apos;s own plan from its optimizer decision trace (a file or a folder).</source>
        <translation>Den eigenen Plan von tt-mlir aus dem Entscheidungs-Trace seines Optimierers zeigen (eine Datei oder ein Ordner).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the Nth layout of a file or text that holds several.</source>
        <translation>Das N-te Layout einer Datei oder eines Textes mit mehreren zeigen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the Transfer view onto this layout (a layout string or a file).</source>
        <translation>Die Übertragungsansicht für dieses Layout zeigen (eine Layout-Zeichenkette oder eine Datei).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show this recorded NoC trace in the Transfer view beside the model.</source>
        <translation>Diese aufgezeichnete NoC-Spur in der Übertragungsansicht neben dem Modell zeigen.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A layout string, or a file holding a layout, a model or a run.</source>
        <translation>Ein Layout-Text oder eine Datei mit einem Layout, einem Modell oder einem Lauf.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="+108"/>
        <source>Unknown theme: %1</source>
        <translation>Unbekanntes Farbschema: %1</translation>
    </message>
</context>
<context>
    <name>tle</name>
    <message>
        <location filename="../widgets/common/pictureexport.cpp" line="+38"/>
        <source>%1: unknown picture format; use .svg, .png or .pdf</source>
        <translation>%1: unbekanntes Bildformat; verwenden Sie .svg, .png oder .pdf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a picture of %1x%2 pixels is larger than an export writes (%3 a side, %4 pixels in all)</source>
        <translation>ein Bild von %1x%2 Pixeln ist größer, als ein Export schreibt (%3 je Seite, %4 Pixel insgesamt)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+27"/>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>cannot paint the %1 picture for %2</source>
        <translation>Das %1-Bild für %2 kann nicht gezeichnet werden</translation>
    </message>
</context>
<context>
    <name>tle::AppTheme</name>
    <message>
        <location filename="../app/gui/apptheme.cpp" line="+31"/>
        <source>&amp;Theme</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;System</source>
        <translation>&amp;System</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
</context>
<context>
    <name>tle::ChainGraphLegend</name>
    <message>
        <location filename="../widgets/model/chaingraphlegend.cpp" line="+37"/>
        <source>L1 chain (a colour each)</source>
        <translation>L1-Kette (je eine Farbe)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in no L1 chain</source>
        <translation>in keiner L1-Kette</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>collapsed group (dashed)</source>
        <translation>eingeklappte Gruppe (gestrichelt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S: spill</source>
        <translation>S: Auslagerung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>R: reshard</source>
        <translation>R: Umverteilung</translation>
    </message>
</context>
<context>
    <name>tle::ChainGraphView</name>
    <message>
        <location filename="../widgets/model/chaingraphview.cpp" line="+97"/>
        <source>chain %1</source>
        <translation>Kette %1</translation>
    </message>
    <message>
        <location line="-6"/>
        <location line="+8"/>
        <source>%1 … %2</source>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>ops %1–%2</source>
        <translation>Operationen %1–%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <location line="+8"/>
        <source>%Ln ops</source>
        <translation>
            <numerusform>%Ln Operation</numerusform>
            <numerusform>%Ln Operationen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-7"/>
        <source>%Ln chains</source>
        <translation>
            <numerusform>%Ln Kette</numerusform>
            <numerusform>%Ln Ketten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+199"/>
        <source>Open a model to see its plan&apos;s L1 chains: File &gt; Open or a file dropped on the window (MLIR or JSON), or Samples &gt; Models</source>
        <translation>Öffnen Sie ein Modell, um die L1-Ketten seines Plans zu sehen: Datei &gt; Öffnen oder eine auf das Fenster gezogene Datei (MLIR oder JSON) oder Beispiele &gt; Modelle</translation>
    </message>
    <message>
        <location line="+273"/>
        <source>Reshard of %1</source>
        <translation>Neuaufteilung von %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Spill of %1</source>
        <translation>Auslagerung von %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click to see what it moves over the NoC</source>
        <translation>Doppelklick zeigt, was sie über das NoC bewegt</translation>
    </message>
</context>
<context>
    <name>tle::CompilerActions</name>
    <message>
        <location filename="../app/gui/compileractions.cpp" line="+23"/>
        <source>Open &amp;Decision Trace…</source>
        <translation>&amp;Entscheidungs-Trace öffnen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show tt-mlir&apos;s own plan for the open model from its optimizer&apos;s decision trace</source>
        <translation>Den eigenen Plan von tt-mlir für das geöffnete Modell aus dem Entscheidungs-Trace seines Optimierers zeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy Plan as &amp;Compiler Overrides</source>
        <translation>Plan als &amp;Compiler-Overrides kopieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the plan on show as tt-mlir&apos;s override-output-layout option</source>
        <translation>Den angezeigten Plan als Option override-output-layout von tt-mlir kopieren</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open Decision Trace</source>
        <translation>Entscheidungs-Trace öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decision traces (*_decision_trace.json *.json);;All files (*)</source>
        <translation>Entscheidungs-Traces (*_decision_trace.json *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>There is no plan to copy yet.</source>
        <translation>Es gibt noch keinen Plan zum Kopieren.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No op of the plan can be keyed by a name loc: nothing to copy.</source>
        <translation>Keine Operation des Plans lässt sich über eine Namens-loc zuordnen: nichts zu kopieren.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copied the %1 plan as compiler overrides.</source>
        <translation>Plan %1 als Compiler-Overrides kopiert.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n op(s) without a name loc of their own cannot be expressed.</source>
        <translation>
            <numerusform>%n Operation ohne eigene Namens-loc lässt sich nicht ausdrücken.</numerusform>
            <numerusform>%n Operationen ohne eigene Namens-loc lassen sich nicht ausdrücken.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tle::DecisionTraceStore</name>
    <message>
        <location filename="../document/decisiontracestore.cpp" line="+22"/>
        <source>Reading the decision trace %1</source>
        <translation>Entscheidungs-Trace %1 wird gelesen</translation>
    </message>
</context>
<context>
    <name>tle::Decisions</name>
    <message>
        <location filename="../core/report/decisionreport.cpp" line="+37"/>
        <source>L1 over DRAM</source>
        <translation>L1 vor DRAM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sharded over interleaved</source>
        <translation>geshardet vor interleaved</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fewer bytes read from DRAM</source>
        <translation>weniger aus DRAM gelesene Bytes</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+136"/>
        <source>no reshard</source>
        <translation>keine Umverteilung</translation>
    </message>
    <message>
        <location line="-134"/>
        <source>more cores</source>
        <translation>mehr Kerne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>less L1</source>
        <translation>weniger L1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>nothing: the scores are equal</source>
        <translation>nichts: die Bewertungen sind gleich</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>%1, %2, %3 bytes read from DRAM, %4, cores: %5, L1: %6 bytes</source>
        <translation>%1, %2, %3 Bytes aus DRAM gelesen, %4, Kerne: %5, L1: %6 Bytes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sharded</source>
        <translation>geshardet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>interleaved</source>
        <translation>interleaved</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a reshard</source>
        <translation>eine Umverteilung</translation>
    </message>
    <message>
        <location line="+46"/>
        <location line="+10"/>
        <source>%1 (inputs %2)</source>
        <translation>%1 (Eingaben %2)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The compiler&apos;s trace holds no final choice for this op: it is in DRAM interleaved in this plan.</source>
        <translation>Der Trace des Compilers enthält keine endgültige Wahl für diese Operation: Sie liegt in diesem Plan in DRAM, interleaved.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chosen: %1, in place (the op writes its input).</source>
        <translation>Gewählt: %1, in-place (die Operation schreibt in ihre Eingabe).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chosen: %1, the only valid layout the compiler found.</source>
        <translation>Gewählt: %1, das einzige gültige Layout, das der Compiler gefunden hat.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Chosen: %1; %2 scores exactly the same, and the search kept the first.</source>
        <translation>Gewählt: %1; %2 erzielt genau dieselbe Bewertung, und die Suche hat den ersten Kandidaten behalten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chosen: %1. It beat %2 on %3 (%4).</source>
        <translation>Gewählt: %1. Es lag bei %3 vor %2 (%4).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chosen: %1, though %2 scores higher on %3: the backward pass chose it for the op&apos;s consumers.</source>
        <translation>Gewählt: %1, obwohl %2 bei %3 besser bewertet ist: Der Rückwärtsdurchlauf hat es für die Verbraucher der Operation gewählt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No candidate was valid, so the compiler fell back to DRAM.</source>
        <translation>Kein Kandidat war gültig, daher ist der Compiler auf DRAM ausgewichen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Second opinion: %1 would take %2 us against %3 us, reshards included.</source>
        <translation>Zweitmeinung: %1 würde %2 us statt %3 us dauern, Umverteilungen eingerechnet.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>tle::DeviceSelector</name>
    <message>
        <location filename="../widgets/model/deviceselector.cpp" line="+50"/>
        <source>The default device, with the model&apos;s own overrides</source>
        <translation>Das Vorgabegerät, mit den eigenen Anpassungen des Modells</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Load device file…</source>
        <translation>Gerätedatei laden…</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>The device the policies plan for (a JSON device file, as the CLI&apos;s --device)</source>
        <translation>Das Gerät, für das die Strategien planen (eine JSON-Gerätedatei, wie --device der Kommandozeile)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The device the plans are made for: its grid, L1 and DRAM sizes and bandwidths. Load a JSON device file (the same the CLI&apos;s --device reads) to plan for another device.</source>
        <translation>Das Gerät, für das die Pläne entstehen: sein Raster, die Größen von L1 und DRAM und die Bandbreiten. Laden Sie eine JSON-Gerätedatei (dieselbe, die --device der CLI liest), um für ein anderes Gerät zu planen.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Load Device File</source>
        <translation>Gerätedatei laden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Device files (*.json);;All files (*)</source>
        <translation>Gerätedateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>tle::EditorPage</name>
    <message>
        <location filename="../widgets/layout/editorpage.cpp" line="+40"/>
        <source>%1.
On the command line: %2 %3</source>
        <translation>%1.
In der Befehlszeile: %2 %3</translation>
    </message>
</context>
<context>
    <name>tle::ErrorText</name>
    <message>
        <location filename="../document/errortext.cpp" line="+17"/>
        <source>line %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>column %1: %2</source>
        <translation>Spalte %1: %2</translation>
    </message>
</context>
<context>
    <name>tle::Export</name>
    <message>
        <location filename="../widgets/layoutexport.cpp" line="+29"/>
        <source>the &apos;%1&apos; view cannot be exported in this version (available: %2)</source>
        <translation>Die Ansicht &apos;%1&apos; kann in dieser Version nicht exportiert werden (verfügbar: %2)</translation>
    </message>
    <message>
        <location filename="../core/view/viewinfo.cpp" line="+151"/>
        <source>the &apos;xla&apos; view shows XLA layouts only</source>
        <translation>Die Ansicht &apos;xla&apos; zeigt nur XLA-Layouts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the &apos;transfer&apos; view needs a TTNN or metal layout: an XLA layout names no cores or banks</source>
        <translation>die Ansicht &apos;transfer&apos; braucht ein TTNN- oder Metal-Layout: ein XLA-Layout nennt keine Kerne oder Bänke</translation>
    </message>
    <message>
        <location filename="../widgets/modelexport.cpp" line="+37"/>
        <source>unknown model view &apos;%1&apos;</source>
        <translation>unbekannte Modellansicht &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../widgets/runexport.cpp" line="+37"/>
        <source>cost model not calibrated</source>
        <translation>Kostenmodell nicht kalibriert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cost model calibrated</source>
        <translation>Kostenmodell kalibriert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · %2 × %3 · %4 device ops · kernel %5 · %6</source>
        <translation>%1 · %2 × %3 · %4 Geräteoperationen · Kernel %5 · %6</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>unknown run view &apos;%1&apos;</source>
        <translation>unbekannte Laufansicht &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>tle::FactLabels</name>
    <message>
        <location filename="../core/report/factlabels.cpp" line="+24"/>
        <source>Notation</source>
        <translation>Notation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Form</source>
        <translation>Form</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Printed</source>
        <translation>Gedruckt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logical shape</source>
        <translation>Logische Form</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shape inferred</source>
        <translation>Form abgeleitet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Element type</source>
        <translation>Elementtyp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Elements</source>
        <translation>Elemente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>logical</source>
        <translation>logisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>allocated</source>
        <translation>belegt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>padding</source>
        <translation>Auffüllung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Padding by cause</source>
        <translation>Auffüllung nach Ursache</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>alignment</source>
        <translation>Ausrichtung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>page</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Linear map</source>
        <translation>Lineare Abbildung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grid</source>
        <translation>Gitter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cores</source>
        <translation>Kerne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collapsed shape</source>
        <translation>Zusammengefasste Form</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collapsed dims</source>
        <translation>Zusammengefasste Dimensionen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intervals written</source>
        <translation>Intervalle wie geschrieben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shard shape</source>
        <translation>Shard-Form</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allocated shard</source>
        <translation>Belegter Shard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logical shard</source>
        <translation>Logischer Shard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tile shape</source>
        <translation>Kachelform</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tile type</source>
        <translation>Kacheltyp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In-tile order</source>
        <translation>Reihenfolge in der Kachel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face shape</source>
        <translation>Form der Faces</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memref shape</source>
        <translation>Memref-Form</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device shape</source>
        <translation>Geräteform</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory space</source>
        <translation>Speicherraum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Storage type</source>
        <translation>Speichertyp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes per shard</source>
        <translation>Bytes pro Shard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L1 per core</source>
        <translation>L1 pro Kern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OOB value</source>
        <translation>Wert außerhalb der Grenzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dim alignments</source>
        <translation>Dimensionsausrichtungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory layout</source>
        <translation>Speicherlayout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page layout</source>
        <translation>Seitenlayout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buffer type</source>
        <translation>Puffertyp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alignment</source>
        <translation>Ausrichtung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Physical shape</source>
        <translation>Physische Form</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strides</source>
        <translation>Schrittweiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Padded shape</source>
        <translation>Aufgefüllte Form</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page shape</source>
        <translation>Seitenform</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page bytes</source>
        <translation>Bytes pro Seite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buffer bytes</source>
        <translation>Pufferbytes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Distribution</source>
        <translation>Verteilung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shard orientation</source>
        <translation>Shard-Ausrichtung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shard mode</source>
        <translation>Shard-Modus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max shards/core</source>
        <translation>Max. Shards pro Kern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages per core</source>
        <translation>Seiten pro Kern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Core ranges</source>
        <translation>Kernbereiche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cores used</source>
        <translation>Genutzte Kerne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banks</source>
        <translation>Bänke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages per bank</source>
        <translation>Seiten pro Bank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Affine map terms</source>
        <translation>Terme der affinen Abbildung</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+87"/>
        <location line="+19"/>
        <location filename="../core/report/runfactlabels.cpp" line="+107"/>
        <source>shape</source>
        <translation>Form</translation>
    </message>
    <message>
        <location line="-151"/>
        <location line="+46"/>
        <source>stride</source>
        <translation>Schrittweite</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+94"/>
        <location line="+18"/>
        <location line="+6"/>
        <source>shard shape</source>
        <translation>Shard-Form</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>physical shard shape</source>
        <translation>physische Shard-Form</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tile shape</source>
        <translation>Kachelform</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>grid shape</source>
        <translation>Gitterform</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/report/runfactlabels.cpp" line="-90"/>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+24"/>
        <location line="+234"/>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="-312"/>
        <location line="+55"/>
        <location line="+28"/>
        <source>grid</source>
        <translation>Gitter</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>DRAM banks</source>
        <translation>DRAM-Bänke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L1 bytes per core</source>
        <translation>L1-Bytes pro Kern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minor to major</source>
        <translation>Minor-to-major</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiles</source>
        <translation>Kacheln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiled shape</source>
        <translation>Gekachelte Form</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combined shape</source>
        <translation>Kombinierte Form</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Byte size</source>
        <translation>Größe in Bytes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Element bits</source>
        <translation>Elementbits</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Element size (E)</source>
        <translation>Elementgröße (E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiling levels</source>
        <translation>Kachelungsstufen</translation>
    </message>
    <message>
        <location line="-66"/>
        <location line="+67"/>
        <source>tile</source>
        <translation>Kachel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>input shape</source>
        <translation>Eingangsform</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>combined shape</source>
        <translation>kombinierte Form</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>padded shape</source>
        <translation>aufgefüllte Form</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tiled shape</source>
        <translation>gekachelte Form</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Equivalents</source>
        <translation>Entsprechungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not expressible</source>
        <translation>Nicht darstellbar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Equivalent notes</source>
        <translation>Hinweise zu Entsprechungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ops</source>
        <translation>Operationen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>buffer type</source>
        <translation>Puffertyp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory layout</source>
        <translation>Speicherlayout</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>page layout</source>
        <translation>Seitenlayout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chain</source>
        <translation>Kette</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>candidates</source>
        <translation>Kandidaten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Schedule</source>
        <translation>Ablauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chains</source>
        <translation>Ketten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>failure</source>
        <translation>Fehlschlag</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/report/runfactlabels.cpp" line="+92"/>
        <source>from</source>
        <translation>Erzeuger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>into</source>
        <translation>Verbraucher</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L1 reservations</source>
        <translation>L1-Reservierungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from op</source>
        <translation>ab Operation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to op</source>
        <translation>bis Operation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bytes per core</source>
        <translation>Bytes pro Kern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chains</source>
        <translation>Quellketten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>into chain</source>
        <translation>Zielkette</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at</source>
        <translation>an Operation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Metrics</source>
        <translation>Kennzahlen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DRAM traffic (bytes)</source>
        <translation>DRAM-Verkehr (Bytes)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L1 peak per core (bytes)</source>
        <translation>L1-Spitze pro Kern (Bytes)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reshards</source>
        <translation>Umverteilungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spills</source>
        <translation>Auslagerungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean cores</source>
        <translation>Kerne im Mittel</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+96"/>
        <source>estimated time (us)</source>
        <translation>geschätzte Zeit (us)</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>lower bound (us)</source>
        <translation>untere Schranke (µs)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gap to the bound</source>
        <translation>Abstand zur Schranke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mesh</source>
        <translation>Mesh</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mesh assumed</source>
        <translation>Angenommenes Mesh</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Devices</source>
        <translation>Geräte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor shape</source>
        <translation>Tensorform</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes per element</source>
        <translation>Bytes pro Element</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/report/runfactlabels.cpp" line="-97"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Placements</source>
        <translation>Platzierungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Placements unavailable</source>
        <translation>Platzierungen nicht verfügbar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chunks per dim</source>
        <translation>Chunks pro Dimension</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device shards</source>
        <translation>Geräte-Shards</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/report/runfactlabels.cpp" line="+49"/>
        <location line="+18"/>
        <source>device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>coordinate</source>
        <translation>Koordinate</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>slices</source>
        <translation>Ausschnitte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>replica group</source>
        <translation>Replikatgruppe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>holds data</source>
        <translation>enthält Daten</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/report/runfactlabels.cpp" line="+32"/>
        <source>bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replica groups</source>
        <translation>Replikatgruppen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buffer config</source>
        <translation>Pufferkonfiguration</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+24"/>
        <source>global buffer shape</source>
        <translation>globale Pufferform</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+25"/>
        <source>shard orientation</source>
        <translation>Shard-Ausrichtung</translation>
    </message>
    <message>
        <location line="-24"/>
        <location line="+26"/>
        <source>global buffer size</source>
        <translation>globale Puffergröße</translation>
    </message>
    <message>
        <location line="-25"/>
        <location line="+26"/>
        <source>pair order</source>
        <translation>Paarreihenfolge</translation>
    </message>
    <message>
        <location line="-25"/>
        <location line="+27"/>
        <source>device shard shape</source>
        <translation>Geräte-Shard-Form</translation>
    </message>
    <message>
        <location line="-26"/>
        <location line="+28"/>
        <source>replicated mesh dims</source>
        <translation>replizierte Mesh-Dimensionen</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+28"/>
        <source>replication</source>
        <translation>Replikation</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Buffer config unsupported</source>
        <translation>Pufferkonfiguration nicht unterstützt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transpose advice</source>
        <translation>Empfehlung zum Transponieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>permutation</source>
        <translation>Permutation</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>placements</source>
        <translation>Platzierungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buffer config</source>
        <translation>Pufferkonfiguration</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>still unsupported</source>
        <translation>weiterhin nicht unterstützt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>advice</source>
        <translation>Empfehlung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mesh_shard</source>
        <translation>mesh_shard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shard type</source>
        <translation>Shard-Typ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shard dims</source>
        <translation>Shard-Dimensionen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MLIR</source>
        <translation>MLIR</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mesh_shard unsupported</source>
        <translation>mesh_shard nicht unterstützt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Index</source>
        <translation>Index</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logical index</source>
        <translation>Logischer Index</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Padding</source>
        <translation>Auffüllung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cause</source>
        <translation>Ursache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Physical</source>
        <translation>Physisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Core</source>
        <translation>Kern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shard</source>
        <translation>Shard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shard offset</source>
        <translation>Position im Shard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page slot</source>
        <translation>Seitenplatz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tile</source>
        <translation>Kachel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In tile</source>
        <translation>In der Kachel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In page</source>
        <translation>In der Seite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face</source>
        <translation>Teilfläche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Element offset</source>
        <translation>Elementposition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Byte offset</source>
        <translation>Byteposition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Linear index</source>
        <translation>Linearer Index</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tile index</source>
        <translation>Kachelindex</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Within tile</source>
        <translation>In der Kachel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Physical index</source>
        <translation>Physischer Index</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiled index</source>
        <translation>Gekachelter Index</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Op</source>
        <translation>Operation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Policy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chosen</source>
        <translation>Gewählt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Considered</source>
        <translation>Erwogen</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Compiler&apos;s decision</source>
        <translation>Entscheidung des Compilers</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+39"/>
        <location line="+40"/>
        <location line="+11"/>
        <source>chosen</source>
        <translation>gewählt</translation>
    </message>
    <message>
        <location line="-89"/>
        <source>chosen score</source>
        <translation>Bewertung der Wahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runner-up</source>
        <translation>Zweitbester</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runner-up score</source>
        <translation>Bewertung des Zweitbesten</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+42"/>
        <location line="+40"/>
        <source>deciding field</source>
        <translation>entscheidendes Feld</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>beam</source>
        <translation>Beam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>score</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>evaluations</source>
        <translation>Auswertungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>valid</source>
        <translation>gültig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failure reasons</source>
        <translation>Fehlergründe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>example</source>
        <translation>Beispiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>input candidates</source>
        <translation>Eingabekandidaten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from the producer&apos;s beam</source>
        <translation>aus dem Beam des Erzeugers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>from a reshard</source>
        <translation>aus einer Umverteilung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>output hints</source>
        <translation>Ausgabehinweise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>primary</source>
        <translation>primär</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fallback</source>
        <translation>Ausweichlösung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DRAM fallback</source>
        <translation>DRAM-Ausweichlösung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in place</source>
        <translation>in-place</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fork resolutions</source>
        <translation>Auflösungen von Verzweigungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chosen candidate</source>
        <translation>gewählter Kandidat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>consumers</source>
        <translation>Verbraucher</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+63"/>
        <source>tied with</source>
        <translation>gleichauf mit</translation>
    </message>
    <message>
        <location line="-62"/>
        <location line="+63"/>
        <source>cost model prefers</source>
        <translation>Kostenmodell bevorzugt</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>spill pass</source>
        <translation>Auslagerungsdurchlauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+30"/>
        <location line="+8"/>
        <source>action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+30"/>
        <location line="+8"/>
        <source>position</source>
        <translation>Position</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+31"/>
        <source>L1 before</source>
        <translation>L1 vorher</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+31"/>
        <source>L1 after</source>
        <translation>L1 nachher</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+31"/>
        <location line="+5"/>
        <source>op&apos;s L1</source>
        <translation>L1 der Operation</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>details</source>
        <translation>Details</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second opinion</source>
        <translation>Zweitmeinung</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+25"/>
        <location line="+5"/>
        <location line="+10"/>
        <location line="+11"/>
        <source>op</source>
        <translation>Operation</translation>
    </message>
    <message>
        <location line="-49"/>
        <location line="+40"/>
        <source>better</source>
        <translation>besser</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+40"/>
        <source>its inputs</source>
        <translation>ihre Eingaben</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+40"/>
        <source>chosen (us)</source>
        <translation>gewählt (us)</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+40"/>
        <source>better (us)</source>
        <translation>besser (us)</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+40"/>
        <source>reshards (us)</source>
        <translation>Umverteilungen (us)</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+40"/>
        <source>saving (us)</source>
        <translation>Einsparung (us)</translation>
    </message>
    <message>
        <location line="-38"/>
        <location line="+40"/>
        <source>tie</source>
        <translation>Gleichstand</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>trace record</source>
        <translation>Trace-Eintrag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decision trace</source>
        <translation>Entscheidungs-Trace</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>beam width</source>
        <translation>Beam-Breite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>records</source>
        <translation>Einträge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>final choices</source>
        <translation>endgültige Entscheidungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>joined by loc</source>
        <translation>über loc verknüpft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>joined by place</source>
        <translation>über Position verknüpft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L1 budget (bytes)</source>
        <translation>L1-Budget (Bytes)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spills the pass counted</source>
        <translation>vom Durchlauf gezählte Auslagerungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spill events</source>
        <translation>Auslagerungsereignisse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spill pass events</source>
        <translation>Ereignisse des Auslagerungsdurchlaufs</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Demotions</source>
        <translation>Herabstufungen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Unjoined records</source>
        <translation>Nicht verknüpfte Einträge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>section</source>
        <translation>Abschnitt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Second opinion</source>
        <translation>Zweitmeinung</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Score ties</source>
        <translation>Gleichstände</translation>
    </message>
    <message>
        <location line="-245"/>
        <location line="+7"/>
        <location line="+122"/>
        <location line="+35"/>
        <location line="+19"/>
        <source>layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <location line="-175"/>
        <location line="+122"/>
        <source>verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <location line="-121"/>
        <location line="+123"/>
        <location line="+21"/>
        <location line="+16"/>
        <location line="+64"/>
        <source>reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Chain</source>
        <translation>Kette</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+97"/>
        <location filename="../core/report/runfactlabels.cpp" line="-34"/>
        <location line="+27"/>
        <location line="+13"/>
        <location line="+27"/>
        <location line="+23"/>
        <source>index</source>
        <translation>Index</translation>
    </message>
    <message>
        <location line="-217"/>
        <location line="+121"/>
        <source>state</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location line="-122"/>
        <location line="+123"/>
        <location filename="../core/report/runfactlabels.cpp" line="-147"/>
        <location line="+8"/>
        <location line="+4"/>
        <location line="+40"/>
        <location line="+69"/>
        <source>ops</source>
        <translation>Operationen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ended</source>
        <translation>endete</translation>
    </message>
    <message>
        <location line="-122"/>
        <location line="+123"/>
        <source>spill</source>
        <translation>Auslagerung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scheduled after</source>
        <translation>Eingeplant nach</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position in the rebuilt schedule</source>
        <translation>Position im neu aufgebauten Ablauf</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+31"/>
        <source>operand</source>
        <translation>Operand</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+5"/>
        <location filename="../core/report/runfactlabels.cpp" line="-31"/>
        <source>to</source>
        <translation>nach</translation>
    </message>
    <message>
        <location line="-149"/>
        <location line="+46"/>
        <location line="+99"/>
        <source>kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/report/plancompare.cpp" line="+23"/>
        <source>Spills</source>
        <translation>Auslagerungen</translation>
    </message>
    <message>
        <location line="-124"/>
        <location line="+125"/>
        <source>tensor</source>
        <translation>Tensor</translation>
    </message>
    <message>
        <location line="-136"/>
        <location line="+9"/>
        <location line="+128"/>
        <source>after</source>
        <translation>nach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chain merges</source>
        <translation>Kettenzusammenführungen</translation>
    </message>
    <message>
        <location line="-125"/>
        <location line="+126"/>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>applied</source>
        <translation>angewandt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Policy notes</source>
        <translation>Hinweise der Strategie</translation>
    </message>
    <message>
        <location filename="../core/report/plancompare.cpp" line="-4"/>
        <source>Estimated time (µs)</source>
        <translation>Geschätzte Zeit (µs)</translation>
    </message>
    <message>
        <location filename="../core/report/factlabels.cpp" line="-13"/>
        <location filename="../core/report/plancompare.cpp" line="+2"/>
        <source>Reshards</source>
        <translation>Umverteilungen</translation>
    </message>
    <message>
        <location filename="../core/report/plancompare.cpp" line="+3"/>
        <source>DRAM traffic</source>
        <translation>DRAM-Verkehr</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L1 peak per core</source>
        <translation>L1-Spitze pro Kern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mean cores</source>
        <translation>Kerne im Mittel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lower bound (µs)</source>
        <translation>Untere Schranke (µs)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Above the bound (%)</source>
        <translation>Über der Schranke (%)</translation>
    </message>
    <message>
        <location filename="../core/report/runfactlabels.cpp" line="-97"/>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Architecture</source>
        <translation>Architektur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Calibrated</source>
        <translation>Kalibriert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost model against measurement</source>
        <translation>Kostenmodell im Vergleich zur Messung</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+8"/>
        <location line="+5"/>
        <source>within 2x</source>
        <translation>innerhalb 2x</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+8"/>
        <source>median |log2 error|</source>
        <translation>Median |log2-Fehler|</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>rank correlation (Spearman)</source>
        <translation>Rangkorrelation (Spearman)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+11"/>
        <source>PM IDEAL within 2x</source>
        <translation>PM IDEAL innerhalb 2x</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Transfer model against measured layout changes</source>
        <translation>Übertragungsmodell gegen gemessene Layoutwechsel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>skipped (layouts not stated)</source>
        <translation>übersprungen (Layouts nicht angegeben)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>median estimate / measured</source>
        <translation>Median Schätzung / Messung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+24"/>
        <location line="+67"/>
        <source>device ops</source>
        <translation>Geräteoperationen</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>host ops</source>
        <translation>Host-Operationen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>devices</source>
        <translation>Geräte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>signposts</source>
        <translation>Markierungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>traced ops</source>
        <translation>Operationen im Trace</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+87"/>
        <source>device kernel time (ns)</source>
        <translation>Kernelzeit auf dem Gerät (ns)</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>op-to-op gaps (ns)</source>
        <translation>Lücken zwischen Operationen (ns)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host op time (ns)</source>
        <translation>Host-Operationszeit (ns)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+86"/>
        <source>kernel time by class (ns)</source>
        <translation>Kernelzeit nach Klasse (ns)</translation>
    </message>
    <message>
        <location line="-85"/>
        <location line="+84"/>
        <source>layout changes (ns)</source>
        <translation>Layout-Änderungen (ns)</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>layout changes with tilize/untilize (ns)</source>
        <translation>Layout-Änderungen mit tilize/untilize (ns)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>layout changes with moves and DRAM slicing (ns)</source>
        <translation>Layout-Änderungen mit Verschiebungen und DRAM-Slicing (ns)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>layout tax (share of kernel time)</source>
        <translation>Layout-Aufwand (Anteil an der Kernelzeit)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>strict</source>
        <translation>streng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with tile</source>
        <translation>mit Kachelung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>broad</source>
        <translation>weit gefasst</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Grouped by</source>
        <translation>Gruppiert nach</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Groups</source>
        <translation>Gruppen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+10"/>
        <location line="+42"/>
        <location line="+27"/>
        <source>kernel ns</source>
        <translation>Kernel ns</translation>
    </message>
    <message>
        <location line="-128"/>
        <source>Cut short</source>
        <translation>Abgeschnitten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cut short at line</source>
        <translation>Abgeschnitten in Zeile</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>estimates outside the calibrated range</source>
        <translation>Schätzungen außerhalb des kalibrierten Bereichs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by op family</source>
        <translation>nach Op-Familie</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+56"/>
        <location line="+51"/>
        <source>family</source>
        <translation>Familie</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>kernel time by op family (ns)</source>
        <translation>Kernelzeit nach Op-Familie (ns)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>layout changes and data movement (ns)</source>
        <translation>Layoutwechsel und Datenbewegung (ns)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>op codes of no known family</source>
        <translation>Op-Codes ohne bekannte Familie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per device</source>
        <translation>je Gerät</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>busy ns</source>
        <translation>belegt ns</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kernel time of the slowest device (ns)</source>
        <translation>Kernelzeit des langsamsten Geräts (ns)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>busy time, overlaps counted once (ns)</source>
        <translation>belegte Zeit, Überlappungen einmal gezählt (ns)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>kernel time by what bounds the op (ns)</source>
        <translation>Kernelzeit nach begrenzender Ressource (ns)</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+22"/>
        <source>gap ns</source>
        <translation>Lücke ns</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top ops by kernel time</source>
        <translation>Operationen mit der meisten Kernelzeit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+25"/>
        <location line="+34"/>
        <location line="+7"/>
        <location line="+22"/>
        <source>op code</source>
        <translation>Op-Code</translation>
    </message>
    <message>
        <location line="-87"/>
        <location line="+37"/>
        <source>loc</source>
        <translation>loc</translation>
    </message>
    <message>
        <location line="-36"/>
        <location line="+24"/>
        <location line="+63"/>
        <source>class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <location line="-85"/>
        <location line="+65"/>
        <location line="+26"/>
        <source>measured ns</source>
        <translation>gemessen ns</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>predicted ns</source>
        <translation>vorhergesagt ns</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PM ideal ns</source>
        <translation>PM ideal ns</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>extrapolated</source>
        <translation>extrapoliert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DRAM bytes</source>
        <translation>DRAM-Bytes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L1 bytes</source>
        <translation>L1-Bytes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ideal compute ns</source>
        <translation>ideale Rechenzeit ns</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ideal bandwidth ns</source>
        <translation>ideale Bandbreitenzeit ns</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bound</source>
        <translation>begrenzt durch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>utilization</source>
        <translation>Auslastung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cores</source>
        <translation>Kerne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host ns</source>
        <translation>Host ns</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>signpost</source>
        <translation>Markierung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>traced</source>
        <translation>im Trace</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inputs</source>
        <translation>Eingaben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layout-change ledger</source>
        <translation>Verzeichnis der Layout-Änderungen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>data type</source>
        <translation>Datentyp</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>burst B</source>
        <translation>Burst B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>small transfers</source>
        <translation>kleine Transfers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>grid stated</source>
        <translation>Raster angegeben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measured memory after each op</source>
        <translation>Gemessener Speicher nach jeder Operation</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>after op</source>
        <translation>nach Operation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L1</source>
        <translation>L1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DRAM</source>
        <translation>DRAM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compared with another run</source>
        <translation>Verglichen mit einem anderen Lauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>other run</source>
        <translation>Vergleichslauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+33"/>
        <source>ops paired</source>
        <translation>gepaarte Operationen</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>only in this run</source>
        <translation>nur in diesem Lauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>only in the other run</source>
        <translation>nur im Vergleichslauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+35"/>
        <source>not aligned</source>
        <translation>nicht abgeglichen</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>kernel time by op family, largest change first</source>
        <translation>Kernelzeit nach Op-Familie, größte Änderung zuerst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>run ns</source>
        <translation>Lauf ns</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ops only one run did, by op code</source>
        <translation>Operationen nur eines Laufs, nach Op-Code</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in</source>
        <translation>in</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Largest changes</source>
        <translation>Größte Änderungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>other</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>other op code</source>
        <translation>Vergleichs-Op-Code</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+23"/>
        <source>same kind</source>
        <translation>gleiche Art</translation>
    </message>
    <message>
        <location line="-35"/>
        <location line="+14"/>
        <source>other ns</source>
        <translation>Vergleich ns</translation>
    </message>
    <message>
        <location line="-13"/>
        <location line="+14"/>
        <source>delta ns</source>
        <translation>Differenz ns</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Joined to a plan</source>
        <translation>Mit einem Plan verknüpft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../core/report/factlabels.cpp" line="+67"/>
        <location filename="../core/report/runfactlabels.cpp" line="+1"/>
        <source>function</source>
        <translation>Funktion</translation>
    </message>
    <message>
        <location filename="../core/report/runfactlabels.cpp" line="+1"/>
        <source>policy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>joined by</source>
        <translation>verknüpft über</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>planned steps</source>
        <translation>geplante Schritte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>output layout drifted</source>
        <translation>Ausgabelayout abgewichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>conversions the plan did not predict</source>
        <translation>vom Plan nicht vorhergesagte Umwandlungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>planned steps not run</source>
        <translation>nicht ausgeführte geplante Schritte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>other ops not in the plan</source>
        <translation>übrige Operationen nicht im Plan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>measured time of paired ops (ns)</source>
        <translation>gemessene Zeit gepaarter Operationen (ns)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>planned time of paired ops (ns)</source>
        <translation>geplante Zeit gepaarter Operationen (ns)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the plan did not foresee</source>
        <translation>Was der Plan nicht vorhergesehen hat</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>planned step</source>
        <translation>geplanter Schritt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>planned layout</source>
        <translation>geplantes Layout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ran as</source>
        <translation>ausgeführt als</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drift</source>
        <translation>Abweichung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>planned ns</source>
        <translation>geplant ns</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>measured L1 per bank</source>
        <translation>gemessenes L1 pro Bank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>planned L1 per core</source>
        <translation>geplantes L1 pro Kern</translation>
    </message>
</context>
<context>
    <name>tle::FactsView</name>
    <message>
        <location filename="../widgets/common/factsview.cpp" line="+52"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The layout&apos;s facts as the CLI&apos;s describe gives them; select rows and Copy (Ctrl+C)</source>
        <translation>Die Fakten des Layouts, wie describe der CLI sie angibt; Zeilen wählen und Kopieren (Strg+C)</translation>
    </message>
</context>
<context>
    <name>tle::FormNames</name>
    <message>
        <location filename="../core/report/metaldescribe.cpp" line="+22"/>
        <source>seed form (v1: affine linear map, shards ceilDiv by the grid then by the tile; 2024-07 to 2025-06)</source>
        <translation>Seed-Form (v1: affine lineare Abbildung, Shards per ceilDiv durch das Gitter, dann durch die Kachel; 2024-07 bis 2025-06)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>current form (logical_shape, dim_alignments, collapsed_intervals; grid and shard from the tensor type; 2025-06 on)</source>
        <translation>aktuelle Form (logical_shape, dim_alignments, collapsed_intervals; Grid und Shard aus dem Tensortyp; ab 2025-06)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>current form (logical_shape, dim_alignments, collapsed_intervals; grid and shard from the tensor type; 2025-06 on); text follows %1</source>
        <translation>aktuelle Form (logical_shape, dim_alignments, collapsed_intervals; Grid und Shard aus dem Tensortyp; ab 2025-06); Text folgt %1</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>seed form (v1: affine linear map, shards ceilDiv by the grid then by the tile; 2024-07 to 2025-06); text follows %1</source>
        <translation>Seed-Form (v1: affine lineare Abbildung, Shards per ceilDiv durch das Gitter, dann durch die Kachel; 2024-07 bis 2025-06); Text folgt %1</translation>
    </message>
    <message>
        <location filename="../core/report/ttnndescribe.cpp" line="+20"/>
        <source>tt-metal TensorLayout semantics</source>
        <translation>Semantik von tt-metal TensorLayout</translation>
    </message>
    <message>
        <location filename="../core/report/xladescribe.cpp" line="+18"/>
        <source>XLA shape with tiled layout</source>
        <translation>XLA-Form mit gekacheltem Layout</translation>
    </message>
</context>
<context>
    <name>tle::HelpMenu</name>
    <message>
        <location filename="../app/gui/helpmenu.cpp" line="+51"/>
        <source>&amp;User Guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Read how to use the views, the editor, the command line and the optimizer</source>
        <translation>Lesen, wie die Ansichten, der Editor, die Befehlszeile und der Optimierer benutzt werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>List every key of the menus and the planes</source>
        <translation>Alle Tasten der Menüs und der Ebenen auflisten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;About</source>
        <translation>Ü&amp;ber</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About Tensor Layout Explorer</source>
        <translation>Über Tensor Layout Explorer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor Layout Explorer %1
Shows where every element of a tensor lives.</source>
        <translation>Tensor Layout Explorer %1
Zeigt, wo jedes Element eines Tensors liegt.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>User Guide</source>
        <translation>Benutzerhandbuch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The user guide is not installed. It is the README and the docs folder of the source tree.</source>
        <translation>Das Benutzerhandbuch ist nicht installiert. Es besteht aus der README und dem Ordner docs des Quellbaums.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tensor Layout Explorer User Guide</source>
        <translation>Tensor Layout Explorer – Benutzerhandbuch</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward</source>
        <translation>Vorwärts</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Using the window</source>
        <translation>Arbeiten mit dem Fenster</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overview</source>
        <translation>Überblick</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The views</source>
        <translation>Die Ansichten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workspace files</source>
        <translation>Arbeitsbereichsdateien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Metal layouts</source>
        <translation>Metal-Layouts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TTNN layouts</source>
        <translation>TTNN-Layouts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The optimizer</source>
        <translation>Der Optimierer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model JSON</source>
        <translation>Modell-JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The command line</source>
        <translation>Die Befehlszeile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Benchmarks</source>
        <translation>Messungen</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Plane: zoom in / out</source>
        <translation>Ebene: vergrößern / verkleinern</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>+ / −, or the wheel</source>
        <translation>+ / − oder das Mausrad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plane: fit the whole plane</source>
        <translation>Ebene: ganze Ebene einpassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plane: move the cell cursor</source>
        <translation>Ebene: Zellcursor bewegen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Arrow keys</source>
        <translation>Pfeiltasten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plane: pan</source>
        <translation>Ebene: verschieben</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shift+arrow keys, or drag</source>
        <translation>Umschalt+Pfeiltasten oder Ziehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layout field: show the error&apos;s place</source>
        <translation>Layout-Feld: Stelle des Fehlers zeigen</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>Enter</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Go to: centre both planes on the place</source>
        <translation>Gehe zu: beide Ebenen auf die Stelle zentrieren</translation>
    </message>
</context>
<context>
    <name>tle::L1Fit</name>
    <message>
        <location filename="../core/report/l1fit.cpp" line="+33"/>
        <source>%1 of %2 usable bytes (%3): fits, %4 % of the usable L1</source>
        <translation>%1 von %2 nutzbaren Bytes (%3): passt, %4 % des nutzbaren L1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 of %2 usable bytes (%3): does not fit, %4 times the usable L1</source>
        <translation>%1 von %2 nutzbaren Bytes (%3): passt nicht, das %4-Fache des nutzbaren L1</translation>
    </message>
</context>
<context>
    <name>tle::L1TimelineView</name>
    <message>
        <location filename="../widgets/model/l1timelineview.cpp" line="+114"/>
        <source>The plan&apos;s L1 reservations over the schedule show here once a model is planned</source>
        <translation>Die L1-Reservierungen des Plans über den Ablauf erscheinen hier, sobald ein Modell geplant ist</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Schedule position</source>
        <translation>Position im Ablauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L1 per core (KiB)</source>
        <translation>L1 pro Kern (KiB)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Spills</source>
        <translation>Auslagerungen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reloads into L1</source>
        <translation>Rückladungen in L1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Compiler&apos;s spill pass</source>
        <translation>Auslagerungsdurchlauf des Compilers</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>usable L1 %1</source>
        <translation>nutzbarer L1 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>usable L1 %1 (above)</source>
        <translation>nutzbarer L1 %1 (darüber)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>peak %1 at %2</source>
        <translation>Spitze %1 bei %2</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>L1 reservation of a tensor (colour: its chain)</source>
        <translation>L1-Reservierung eines Tensors (Farbe: seine Kette)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1: L1 per core</source>
        <translation>%1: L1 pro Kern</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>%1 bytes per core, positions %2 to %3
produced by %4
read by %5</source>
        <translation>%1 Bytes pro Kern, Positionen %2 bis %3
erzeugt von %4
gelesen von %5</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a function argument</source>
        <translation>einem Funktionsargument</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
chain %1</source>
        <translation>
Kette %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
spilled after %1</source>
        <translation>
ausgelagert nach %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>
reloaded into L1 for %1</source>
        <translation>
für %1 zurück in L1 geladen</translation>
    </message>
</context>
<context>
    <name>tle::LayoutDocks</name>
    <message>
        <location filename="../app/gui/layoutdocks.cpp" line="+19"/>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Editor</source>
        <translation>Editor</translation>
    </message>
</context>
<context>
    <name>tle::LayoutEditor</name>
    <message>
        <location filename="../widgets/layout/layouteditor.cpp" line="+22"/>
        <source>The notation the editor builds: a metal, TTNN or XLA layout</source>
        <translation>Die Notation, die der Editor erzeugt: ein Metal-, TTNN- oder XLA-Layout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chooses the notation of the layout the editor&apos;s fields build. The fields below are that notation&apos;s; every edit rewrites the layout field and is one undoable step.</source>
        <translation>Wählt die Notation des Layouts, das die Felder des Editors erzeugen. Die Felder darunter gehören zu dieser Notation; jede Änderung schreibt das Layout-Feld neu und ist ein rückgängig zu machender Schritt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Metal layout</source>
        <translation>Metal-Layout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TTNN layout</source>
        <translation>TTNN-Layout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>XLA layout</source>
        <translation>XLA-Layout</translation>
    </message>
</context>
<context>
    <name>tle::LayoutFactsModel</name>
    <message>
        <location filename="../widgets/common/layoutfactsmodel.cpp" line="+87"/>
        <source>none: the linear map collapses no dim intervals</source>
        <translation>keine: die lineare Abbildung kollabiert keine Dim-Intervalle</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+32"/>
        <location line="+7"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not given: the element type&apos;s size</source>
        <translation>nicht angegeben: die Größe des Elementtyps</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>0 (the default memory)</source>
        <translation>0 (der Standardspeicher)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>scalar</source>
        <translation>Skalar</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Fact</source>
        <translation>Eigenschaft</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
</context>
<context>
    <name>tle::LayoutField</name>
    <message>
        <location filename="../app/gui/layoutfield.cpp" line="+49"/>
        <source>&amp;Layout (any notation the CLI accepts):</source>
        <translation>&amp;Layout (jede Notation, die die CLI annimmt):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>tensor&lt;…, #ttcore.metal_layout&lt;…&gt;&gt;</source>
        <translation>tensor&lt;…, #ttcore.metal_layout&lt;…&gt;&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A layout in any notation: metal, TTNN, XLA, or compiler output holding several</source>
        <translation>Ein Layout in jeder Notation: Metal, TTNN, XLA oder Compilerausgabe mit mehreren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paste or type a layout here: a tensor type with a #ttcore.metal_layout or #ttnn.ttnn_layout, an XLA shape such as f32[3,5]{1,0:T(2,2)}, or a snippet of compiler output (its layouts are listed to pick from). It is read after a pause in typing; an error is shown below the field and Enter moves the cursor to it.</source>
        <translation>Fügen Sie hier ein Layout ein oder tippen Sie es: einen Tensortyp mit #ttcore.metal_layout oder #ttnn.ttnn_layout, eine XLA-Form wie f32[3,5]{1,0:T(2,2)} oder einen Ausschnitt der Compilerausgabe (seine Layouts werden zur Auswahl aufgelistet). Es wird nach einer Tipppause gelesen; ein Fehler erscheint unter dem Feld, und die Eingabetaste setzt den Cursor an seine Stelle.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The layout field with room for a long layout: it wraps, and reads like the one-line field after a pause in typing. Line breaks are read as spaces.</source>
        <translation>Das Layout-Feld mit Platz für ein langes Layout: es bricht um und wird wie das einzeilige Feld nach einer Tipppause gelesen. Zeilenumbrüche gelten als Leerzeichen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>More lines</source>
        <translation>Mehr Zeilen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the layout on several lines, so that a long layout can be read and edited whole</source>
        <translation>Das Layout auf mehreren Zeilen zeigen, sodass ein langes Layout ganz gelesen und bearbeitet werden kann</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Line %1, column %2: </source>
        <translation>Zeile %1, Spalte %2: </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Column %1: </source>
        <translation>Spalte %1: </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
</context>
<context>
    <name>tle::LayoutFlags</name>
    <message>
        <location filename="../core/io/layouttext/layoutflags.cpp" line="+17"/>
        <source>logical shape (dims 1 .. 2^40)</source>
        <translation>logische Form (Dimensionen 1 .. 2^40)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>element type (f32 f16 bf16 bfp_bf8 bfp_bf4 ... i32 si32 u32 u16 u8 i1)</source>
        <translation>Elementtyp (f32 f16 bf16 bfp_bf8 bfp_bf4 ... i32 si32 u32 u16 u8 i1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>grid of any rank (default 1x1); a TTNN layout&apos;s core grid is YxX</source>
        <translation>Raster beliebigen Rangs (Vorgabe 1x1); das Kernraster eines TTNN-Layouts ist YxX</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>collapse intervals, half-open; negative endpoints count from the rank</source>
        <translation>Zusammenfassungsintervalle, halboffen; negative Enden zählen vom Rang aus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>explicit seed-form map, e.g. with bumped strides (unmap of an XLA layout: the linear index)</source>
        <translation>explizite Abbildung in Seed-Form, z. B. mit vergrößerten Schrittweiten (unmap eines XLA-Layouts: der lineare Index)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>tilize with tiles of the element type</source>
        <translation>in Kacheln des Elementtyps aufteilen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>16x16 faces (default), or tiles stored row-major</source>
        <translation>16x16-Faces (Vorgabe) oder zeilenweise gespeicherte Kacheln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memory space (default l1)</source>
        <translation>Speicherbereich (Vorgabe l1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>out-of-bounds value</source>
        <translation>Wert außerhalb der Grenzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>selects the current form; intervals from --collapse</source>
        <translation>wählt die aktuelle Form; Intervalle aus --collapse</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a text with several layouts (an .mlir file, a snippet): the Nth (see --list)</source>
        <translation>ein Text mit mehreren Layouts (eine .mlir-Datei, ein Ausschnitt): das N-te (siehe --list)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>page layout</source>
        <translation>Seitenlayout</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>buffer type</source>
        <translation>Puffertyp</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memory layout</source>
        <translation>Speicherlayout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2-D shard shape</source>
        <translation>2-D-Shard-Form</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>shard orientation</source>
        <translation>Shard-Ausrichtung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>shard mode</source>
        <translation>Shard-Modus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the user&apos;s alignment</source>
        <translation>die Ausrichtung des Benutzers</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>N-D shard shape</source>
        <translation>N-D-Shard-Form</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>how N-D shards go to cores</source>
        <translation>wie N-D-Shards auf Kerne verteilt werden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cores as inclusive (x,y) rectangles, instead of --grid</source>
        <translation>Kerne als geschlossene (x,y)-Rechtecke statt --grid</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the device&apos;s worker grid</source>
        <translation>das Arbeitsraster des Geräts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the device&apos;s DRAM banks</source>
        <translation>die DRAM-Bänke des Geräts</translation>
    </message>
</context>
<context>
    <name>tle::LayoutPicker</name>
    <message>
        <location filename="../widgets/layout/layoutpicker.cpp" line="+26"/>
        <source>Choose a layout…</source>
        <translation>Layout wählen…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hide the list of layouts</source>
        <translation>Die Liste der Layouts ausblenden</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Layouts in %1 (%2):</source>
        <translation>&amp;Layouts in %1 (%2):</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1. line %2: %3</source>
        <translation>%1. Zeile %2: %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (used %1 times)</source>
        <translation> (%1-mal verwendet)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (no tensor type: shape not given)</source>
        <translation> (kein Tensortyp: Form nicht angegeben)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (alias not defined in the text)</source>
        <translation> (Alias im Text nicht definiert)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>layout %1 of %2, line %3, column %4</source>
        <translation>Layout %1 von %2, Zeile %3, Spalte %4</translation>
    </message>
</context>
<context>
    <name>tle::LayoutView</name>
    <message>
        <location filename="../widgets/layout/layoutview.cpp" line="+23"/>
        <source>The tensor %1 has no elements: there is nothing to draw.</source>
        <translation>Der Tensor %1 hat keine Elemente: es gibt nichts zu zeichnen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No layout yet. Paste one into the Layout field above (any notation the CLI accepts), open a layout or model file with File &gt; Open (Ctrl+O) or by dropping it on the window, or pick one from the Samples menu.</source>
        <translation>Noch kein Layout. Fügen Sie eines oben in das Layout-Feld ein (jede Notation, die die CLI annimmt), öffnen Sie eine Layout- oder Modelldatei mit Datei &gt; Öffnen (Strg+O) oder durch Ziehen auf das Fenster, oder wählen Sie eines im Menü Beispiele.</translation>
    </message>
</context>
<context>
    <name>tle::MainWindow</name>
    <message>
        <location filename="../document/layoutdocument.cpp" line="+51"/>
        <source>layout change</source>
        <translation>Layout-Änderung</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="+81"/>
        <source>Tensor Layout Explorer</source>
        <translation>Tensor Layout Explorer</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Showing %1</source>
        <translation>Angezeigt: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>La&amp;yout</source>
        <translation>La&amp;yout</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>M&amp;odel</source>
        <translation>M&amp;odell</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Run</source>
        <translation>&amp;Lauf</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opened %1; stored pins that no longer apply: %2</source>
        <translation>%1 geöffnet; gespeicherte Festlegungen, die nicht mehr gelten: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The pins could not be saved to %1</source>
        <translation>Die Festlegungen konnten nicht in %1 gespeichert werden</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Paste a layout, open a file (Ctrl+O) or pick a sample to begin</source>
        <translation>Zum Beginnen ein Layout einfügen, eine Datei öffnen (Strg+O) oder ein Beispiel wählen</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Open &amp;Workspace…</source>
        <translation>&amp;Arbeitsbereich öffnen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show a saved workspace: its layout or model, view, zoom, slice and selection</source>
        <translation>Einen gespeicherten Arbeitsbereich zeigen: Layout oder Modell, Ansicht, Zoom, Schnitt und Auswahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save Workspace…</source>
        <translation>Arbeitsbereich &amp;speichern…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save the layout or model, view, zoom, slice and selection to a workspace file</source>
        <translation>Layout oder Modell, Ansicht, Zoom, Schnitt und Auswahl in einer Arbeitsbereichsdatei speichern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Samples</source>
        <translation>&amp;Beispiele</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>There is no op %1 in this run</source>
        <translation>In diesem Lauf gibt es keine Operation %1</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>There is no layout %1 to show (%2 listed)</source>
        <translation>Es gibt kein Layout %1 (%2 aufgeführt)</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Cannot open %1: a NUL byte at line %2, column %3 (is this a binary file?)</source>
        <translation>%1 kann nicht geöffnet werden: ein NUL-Byte in Zeile %2, Spalte %3 (ist das eine Binärdatei?)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>the dropped text</source>
        <translation>den abgelegten Text</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the pasted text</source>
        <translation>dem eingefügten Text</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a core needs %1 of L1 for this layout, more than the %2 a tensor may use on %3: it cannot be allocated in L1</source>
        <translation>ein Kern braucht für dieses Layout %1 L1, mehr als die %2, die ein Tensor auf %3 nutzen darf: es kann nicht in L1 angelegt werden</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layouts, models and runs (*.mlir *.txt *.layout *.json *.csv *.sqlite *.db);;All files (*)</source>
        <translation>Layouts, Modelle und Läufe (*.mlir *.txt *.layout *.json *.csv *.sqlite *.db);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="-319"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+145"/>
        <location line="+34"/>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Loaded %1</source>
        <translation>%1 geladen</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>Layout parsed: %1</source>
        <translation>Layout gelesen: %1</translation>
    </message>
    <message>
        <location line="-179"/>
        <source>There is no model to select an op in.</source>
        <translation>Es ist kein Modell offen, in dem eine Operation gewählt werden kann.</translation>
    </message>
    <message>
        <location line="-176"/>
        <source>Opened the run %1</source>
        <translation>Lauf %1 geöffnet</translation>
    </message>
    <message>
        <location line="+179"/>
        <source>There is no op %1 in this function</source>
        <translation>In dieser Funktion gibt es keine Operation %1</translation>
    </message>
    <message>
        <location line="+186"/>
        <source>Preparing the views</source>
        <translation>Ansichten werden vorbereitet</translation>
    </message>
</context>
<context>
    <name>tle::MappingView</name>
    <message>
        <location filename="../widgets/layout/mappingview.cpp" line="+41"/>
        <source>Slice of the leading dims:</source>
        <translation>Schnitt der führenden Dimensionen:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Go to element or core…</source>
        <translation>Gehe zu Element oder Kern…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An element index such as &quot;3, 5&quot;, or a unit such as &quot;core (1, 2)&quot; or &quot;bank 3&quot;; Enter centres both planes on it</source>
        <translation>Ein Elementindex wie &quot;3, 5&quot; oder eine Einheit wie &quot;core (1, 2)&quot; oder &quot;bank 3&quot;; Eingabe zentriert beide Ebenen darauf</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Lock zoom</source>
        <translation>Zoom koppeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show both planes at the same scale, so that a cell has the same size in each</source>
        <translation>Beide Ebenen im selben Maßstab zeigen, sodass eine Zelle in beiden gleich groß ist</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Numbers</source>
        <translation>Nummern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Number the cells by storage order (their offset in their unit) once they are large enough to hold the number</source>
        <translation>Zellen nach Speicherreihenfolge (ihrem Versatz in ihrer Einheit) nummerieren, sobald sie groß genug für die Zahl sind</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw the physical plane as its units, each filled as strongly as it holds data, instead of cell by cell: for planes far too large and sparse for their cells to show</source>
        <translation>Die physische Ebene als ihre Einheiten zeichnen, jede so kräftig gefüllt, wie sie Daten hält, statt Zelle für Zelle: für Ebenen, die für sichtbare Zellen viel zu groß und zu dünn besetzt sind</translation>
    </message>
    <message>
        <location line="+96"/>
        <source> — summary: each unit as strong as its share of data</source>
        <translation> — Zusammenfassung: jede Einheit so kräftig wie ihr Datenanteil</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Physical: %1 (%2 x %3)</source>
        <translation>Physisch: %1 (%2 x %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Physical: no 2-D physical space (N-D sharding)</source>
        <translation>Physisch: kein 2-D-Speicherraum (N-D-Sharding)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>There is no layout to go to a place in.</source>
        <translation>Es ist kein Layout offen, in dem eine Stelle angesprungen werden kann.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Go to: %1</source>
        <translation>Gehe zu: %1</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 holds no part of the physical plane</source>
        <translation>%1 hält keinen Teil der physischen Ebene</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 banks: hue by bank, light and dark alternate</source>
        <translation>%1 Bänke: Farbton nach Bank, hell und dunkel im Wechsel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 x %2 cores of a %3-D grid, its leading dims folded into rows, written by grid position: hue by column, light and dark alternate</source>
        <translation>%1 x %2 Kerne eines %3-D-Gitters, seine vorderen Dimensionen in Zeilen gefaltet, nach Gitterposition geschrieben: Farbton nach Spalte, hell und dunkel im Wechsel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 x %2 cores, written (y, x): hue by column x, light and dark alternate</source>
        <translation>%1 x %2 Kerne, geschrieben (y, x): Farbton nach Spalte x, hell und dunkel im Wechsel</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Index of dim %1</source>
        <translation>Index der Dimension %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Logical: %1</source>
        <translation>Logisch: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, slice [%1, :, :], in full colour in the physical plane</source>
        <translation>, Ausschnitt [%1, :, :], in der physischen Ebene in voller Farbe</translation>
    </message>
    <message>
        <location line="+174"/>
        <source>Physical (%1, %2): %3 on %4</source>
        <translation>Physisch (%1, %2): %3 auf %4</translation>
    </message>
</context>
<context>
    <name>tle::MeshView</name>
    <message>
        <location filename="../widgets/layout/meshview.cpp" line="+52"/>
        <source>M&amp;esh:</source>
        <translation>M&amp;esh:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Placements:</source>
        <translation>&amp;Platzierungen:</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Open a layout to distribute its tensor over a mesh.</source>
        <translation>Öffnen Sie ein Layout, um seinen Tensor auf ein Mesh zu verteilen.</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>device (%1): holds nothing (%2)</source>
        <translation>Gerät (%1): enthält nichts (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>device (%1): %2 elements, slice %3, replica group %4</source>
        <translation>Gerät (%1): %2 Elemente, Ausschnitt %3, Replikatgruppe %4</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>device (%1)
%2
%3</source>
        <translation>Gerät (%1)
%2
%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>device (%1)
holds nothing</source>
        <translation>Gerät (%1)
enthält nichts</translation>
    </message>
</context>
<context>
    <name>tle::MetalEditorPage</name>
    <message>
        <location filename="../widgets/layout/metaleditorpage.cpp" line="+28"/>
        <source>Logical shape</source>
        <translation>Logische Form</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Element type</source>
        <translation>Elementtyp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grid</source>
        <translation>Gitter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collapse intervals</source>
        <translation>Zusammenfassungs-Intervalle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Linear map (seed form)</source>
        <translation>Lineare Abbildung (Seed-Form)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty: collapse by the intervals</source>
        <translation>leer: nach den Intervallen zusammenfassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tile</source>
        <translation>Kachel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty: scalar layout; 32x32 for tiles</source>
        <translation>leer: skalares Layout; 32x32 für Kacheln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In-tile order</source>
        <translation>Reihenfolge in der Kachel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dim alignments (current form)</source>
        <translation>Dimensionsausrichtung (aktuelle Form)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty: seed form</source>
        <translation>leer: Seed-Form</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory space</source>
        <translation>Speicherraum</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Add a grid dim</source>
        <translation>Eine Gitterdimension hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adds a dim to the core grid: metal grids may have any rank.</source>
        <translation>Fügt dem Kernraster eine Dimension hinzu: Metal-Raster dürfen jeden Rang haben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove the last grid dim</source>
        <translation>Die letzte Gitterdimension entfernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removes the core grid&apos;s last dim.</source>
        <translation>Entfernt die letzte Dimension des Kernrasters.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>From dim</source>
        <translation>Ab Dim.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>To dim (exclusive)</source>
        <translation>Bis Dim. (exkl.)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Add interval</source>
        <translation>Intervall hinzufügen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove interval</source>
        <translation>Intervall entfernen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a collapse interval [0, -1): edit its ends in the table</source>
        <translation>Ein Zusammenfassungsintervall [0, -1) hinzufügen: seine Enden in der Tabelle bearbeiten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove the selected collapse interval (the last one when none is selected)</source>
        <translation>Das gewählte Zusammenfassungsintervall entfernen (das letzte, wenn keines gewählt ist)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Grid dim %1</source>
        <translation>Gitterdimension %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cores along grid dim %1</source>
        <translation>Kerne entlang der Rasterdimension %1</translation>
    </message>
</context>
<context>
    <name>tle::ModelDocument</name>
    <message>
        <location filename="../document/modeldocument.cpp" line="+50"/>
        <source>Cannot read the decision trace: %1</source>
        <translation>Der Entscheidungs-Trace lässt sich nicht lesen: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The decision trace %1 is of no function of this model</source>
        <translation>Der Entscheidungs-Trace %1 gehört zu keiner Funktion dieses Modells</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+403"/>
        <source>The policy %1 failed: %2</source>
        <translation>Die Strategie %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location line="-371"/>
        <source>Reading %1</source>
        <translation>%1 wird gelesen</translation>
    </message>
    <message>
        <location line="+165"/>
        <source>Cannot read the device file %1: %2</source>
        <translation>Die Gerätedatei %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Device file %1: %2</source>
        <translation>Gerätedatei %1: %2</translation>
    </message>
    <message>
        <location line="+63"/>
        <location line="+147"/>
        <source>Planning with %1</source>
        <translation>Planung mit %1</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>No plan is on show.</source>
        <translation>Es wird kein Plan gezeigt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The change has no TTNN form: %1</source>
        <translation>Der Wechsel hat keine TTNN-Form: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The plan does not spill this tensor.</source>
        <translation>Der Plan lagert diesen Tensor nicht aus.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The plan does not reshard this tensor.</source>
        <translation>Der Plan teilt diesen Tensor nicht neu auf.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 unpinned</source>
        <translation>%1 ohne Festlegungen</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Pins not applied: %1</source>
        <translation>Nicht angewandte Festlegungen: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot pin %1 to %2: %3</source>
        <translation>%1 kann nicht auf %2 festgelegt werden: %3</translation>
    </message>
</context>
<context>
    <name>tle::ModelPins</name>
    <message>
        <location filename="../document/modelpins.cpp" line="+78"/>
        <source>Unpin %1</source>
        <translation>Festlegung von %1 aufheben</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pin %1 to %2</source>
        <translation>%1 auf %2 festlegen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>column %1: %2</source>
        <translation>Spalte %1: %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>no such op</source>
        <translation>keine solche Operation</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Remove All Pins</source>
        <translation>Alle Festlegungen entfernen</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1: no such op any more</source>
        <translation>%1: diese Operation gibt es nicht mehr</translation>
    </message>
    <message>
        <location line="-58"/>
        <location line="+66"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>tle::ModelWorkspace</name>
    <message>
        <location filename="../widgets/model/modelworkspace.cpp" line="+93"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show &amp;Output Layout</source>
        <translation>&amp;Ausgabe zeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the selected op&apos;s output tensor in the layout views (double-click a row)</source>
        <translation>Den Ausgabetensor der gewählten Operation in den Layout-Ansichten öffnen (Doppelklick auf eine Zeile)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows where every element of the selected op&apos;s output lives: its planned layout opens in the layout workspace. View &gt; Back returns to the op.</source>
        <translation>Zeigt, wo jedes Element der Ausgabe der gewählten Operation liegt: ihr geplantes Layout öffnet sich im Layout-Arbeitsbereich. Ansicht &gt; Zurück kehrt zur Operation zurück.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Pin</source>
        <translation>&amp;Festlegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pin the selected op&apos;s output layout and replan around it (also the table&apos;s context menu)</source>
        <translation>Das Ausgabelayout der gewählten Operation festlegen und darum herum neu planen (auch im Kontextmenü der Tabelle)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Filter ops by name, kind or layout</source>
        <translation>Operationen nach Name, Art oder Layout filtern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show only the ops whose name, kind or planned layout contains this text</source>
        <translation>Nur die Operationen zeigen, deren Name, Art oder geplantes Layout diesen Text enthält</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>&amp;Why</source>
        <translation>&amp;Warum</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>&amp;Maximise Pane</source>
        <translation>Bereich &amp;maximieren</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Give the pane with the keyboard focus the whole workspace, and back</source>
        <translation>Dem Bereich mit dem Tastaturfokus den ganzen Arbeitsbereich geben, und wieder zurück</translation>
    </message>
    <message>
        <location line="+156"/>
        <source>Planning with %1 cancelled; choose a policy to plan again</source>
        <translation>Planung mit %1 abgebrochen; wählen Sie eine Strategie, um erneut zu planen</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>The chain graph could not be laid out: %1</source>
        <translation>Der Kettengraph konnte nicht angeordnet werden: %1</translation>
    </message>
    <message>
        <location line="-279"/>
        <source>compiler&apos;s spill pass: %1, L1 %2 -&gt; %3 bytes per core</source>
        <translation>Auslagerungsdurchlauf des Compilers: %1, L1 %2 -&gt; %3 Bytes pro Kern</translation>
    </message>
    <message>
        <location line="+293"/>
        <source>Planning with %1…</source>
        <translation>Planung mit %1…</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Second &amp;Opinion (%1)</source>
        <translation>&amp;Zweitmeinung (%1)</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Laying out the chain graph…</source>
        <translation>Der Kettengraph wird angeordnet…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Laying out the chain graph</source>
        <translation>Der Kettengraph wird angeordnet</translation>
    </message>
</context>
<context>
    <name>tle::NocGridWidget</name>
    <message>
        <location filename="../widgets/transfer/nocgridwidget.cpp" line="+240"/>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <location line="-220"/>
        <source>DRAM bank %1</source>
        <translation>DRAM-Bank %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>core (%1, %2)</source>
        <translation>Kern (%1, %2)</translation>
    </message>
    <message>
        <location line="+159"/>
        <source>D%1</source>
        <translation>D%1</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>link load, 0 to %1; cores by bytes sent and received</source>
        <translation>Verbindungslast, 0 bis %1; Kerne nach gesendeten und empfangenen Bytes</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>link load</source>
        <translation>Verbindungslast</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>NoC 0: east, then south (right of and below the routers) · NoC 1: north, then west (left and above) · arrows: the busiest links · cores by logical (y, x) · Dn: DRAM bank n</source>
        <translation>NoC 0: Osten, dann Süden (rechts und unterhalb der Router) · NoC 1: Norden, dann Westen (links und oberhalb) · Pfeile: die meistbelasteten Verbindungen · Kerne nach logischem (y, x) · Dn: DRAM-Bank n</translation>
    </message>
    <message numerus="yes">
        <location line="+58"/>
        <source>%1 to %2 on NoC %3 (%n call(s))</source>
        <translation>
            <numerusform>%1 an %2 über NoC %3 (%n Aufruf)</numerusform>
            <numerusform>%1 an %2 über NoC %3 (%n Aufrufe)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 from %2 on NoC %3 (%n call(s))</source>
        <translation>
            <numerusform>%1 von %2 über NoC %3 (%n Aufruf)</numerusform>
            <numerusform>%1 von %2 über NoC %3 (%n Aufrufe)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Router (%1, %2) at NoC0 coordinates</source>
        <translation>Router (%1, %2) in NoC0-Koordinaten</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <location line="+36"/>
        <source>and %n more</source>
        <translation>
            <numerusform>und %n weiterer</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Sends:</source>
        <translation>Sendet:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Receives:</source>
        <translation>Empfängt:</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 from %2 to %3</source>
        <translation>%1 von %2 nach %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Link (%1, %2) -&gt; (%3, %4) on NoC %5: %6</source>
        <translation>Verbindung (%1, %2) -&gt; (%3, %4) auf NoC %5: %6</translation>
    </message>
</context>
<context>
    <name>tle::OpTableModel</name>
    <message>
        <location filename="../widgets/model/optablemodel.cpp" line="+127"/>
        <source>%1 (pinned)</source>
        <translation>%1 (festgelegt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1
pinned to %2</source>
        <translation>%1
festgelegt auf %2</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Op</source>
        <translation>Operation</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shape</source>
        <translation>Form</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shard</source>
        <translation>Shard</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L1 per core</source>
        <translation>L1 pro Kern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time (µs)</source>
        <translation>Zeit (µs)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chain</source>
        <translation>Kette</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reshards and spills</source>
        <translation>Umverteilungen und Auslagerungen</translation>
    </message>
</context>
<context>
    <name>tle::Padding</name>
    <message>
        <location filename="../widgets/common/unitpalette.cpp" line="+117"/>
        <source>grid padding</source>
        <translation>Gitter-Auffüllung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tile padding</source>
        <translation>Kachel-Auffüllung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stride padding</source>
        <translation>Schrittweiten-Auffüllung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>alignment padding</source>
        <translation>Ausrichtungs-Auffüllung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>page padding</source>
        <translation>Seiten-Auffüllung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>data</source>
        <translation>Daten</translation>
    </message>
</context>
<context>
    <name>tle::PaddingReasons</name>
    <message>
        <location filename="../core/report/message.cpp" line="+27"/>
        <source>rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>indices of dim %1</source>
        <translation>Indizes von Dimension %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>index of dim %1</source>
        <translation>Index von Dimension %1</translation>
    </message>
    <message>
        <location filename="../core/report/paddingreason.cpp" line="+51"/>
        <source>%1: dim %2 spans %3 %4, aligned up to %5; %6 %7 is padding</source>
        <translation>%1: Dimension %2 umfasst %3 %4, aufgerundet auf %5; %6 %7 ist Auffüllung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: dim %2 spans %3 x %4 = %5 %6, aligned up to %7; %8 %9 is padding</source>
        <translation>%1: Dimension %2 umfasst %3 x %4 = %5 %6, aufgerundet auf %7; %8 %9 ist Auffüllung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: dim %2 spans %3 %4, but each index of dim %5 takes %6; %7 %8 is %7 %9 of its block, past %10</source>
        <translation>%1: Dimension %2 umfasst %3 %4, aber jeder Index von Dimension %5 belegt %6; %7 %8 ist %7 %9 seines Blocks, hinter %10</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: dim %2 spans %3 x %4 = %5 %6, but each index of dim %7 takes %8; %9 %10 is %9 %11 of its block, past %12</source>
        <translation>%1: Dimension %2 umfasst %3 x %4 = %5 %6, aber jeder Index von Dimension %7 belegt %8; %9 %10 ist %9 %11 seines Blocks, hinter %12</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>grid padding: the %1 %2 fill %3 shard %4 of %5 %2 (%6 allocated); %7 %8 is padding</source>
        <translation>Gitter-Auffüllung: die %1 %2 füllen %3 Shard-%4 zu je %5 %2 (%6 belegt); %7 %8 ist Auffüllung</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: each %2x%3 shard holds %4x%5 of data; shard %6 %7 is padding</source>
        <translation>%1: jeder %2x%3-Shard enthält %4x%5 Daten; Shard-%6 %7 ist Auffüllung</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: no element of %2 maps to row %3, column %4 under %5</source>
        <translation>%1: kein Element von %2 liegt unter %5 auf Zeile %3, Spalte %4</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>tile padding: T%1 rounds dim %2 of %3 from %4 up to a multiple of %5 = %6; index %7 is padding</source>
        <translation>Kachel-Auffüllung: T%1 rundet Dimension %2 von %3 von %4 auf ein Vielfaches von %5 = %6 auf; Index %7 ist Auffüllung</translation>
    </message>
    <message>
        <location filename="../core/report/metaldescribe.cpp" line="+110"/>
        <source>alignment padding: dim %1 of size %2 is aligned up to a multiple of %3 = %4; index %5 is padding (physical %6 %7)</source>
        <translation>Ausrichtungs-Auffüllung: Dimension %1 der Größe %2 wird auf ein Vielfaches von %3 = %4 aufgerundet; Index %5 ist Auffüllung (physisch %6 %7)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>grid padding: %1 %2 over %3 cores = %4 %2 each, %5 allocated; %6 %7 is padding</source>
        <translation>Gitter-Auffüllung: %1 %2 auf %3 Kerne = je %4 %2, %5 belegt; %6 %7 ist Auffüllung</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>tile padding: the %1 shard is stored in whole %2x%3 tiles, %4 allocated; shard %5 %6 is padding</source>
        <translation>Kachel-Auffüllung: der Shard %1 wird in ganzen %2x%3-Kacheln gespeichert, %4 belegt; Shard-%5 %6 ist Auffüllung</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>alignment padding: the logical dims %1 are aligned up to %2 before they collapse, which gives the %3 space</source>
        <translation>Ausrichtungs-Auffüllung: die logischen Dimensionen %1 werden vor dem Zusammenfassen auf %2 aufgerundet, was den Raum %3 ergibt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>stride padding: the map %1 places the logical %2 in a %3 space with gaps; no element maps to this slot</source>
        <translation>Schrittweiten-Auffüllung: die Abbildung %1 legt das logische %2 mit Lücken in einen Raum %3; kein Element liegt auf diesem Platz</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1</source>
        <translation>%1</translation>
    </message>
</context>
<context>
    <name>tle::PinMenu</name>
    <message>
        <location filename="../widgets/model/pinmenu.cpp" line="+29"/>
        <source>Select an op that produces a tensor</source>
        <translation>Eine Operation wählen, die einen Tensor erzeugt</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Pin to %1</source>
        <translation>Auf %1 festlegen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pin Layout…</source>
        <translation>Layout festlegen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pin Output Layout</source>
        <translation>Ausgabelayout festlegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output layout of %1, any of: a shard grid (8x1), l1 or dram, interleaved, height_sharded, width_sharded or block_sharded, tile or row_major, separated by colons</source>
        <translation>Ausgabelayout von %1, beliebige Felder durch Doppelpunkte getrennt: ein Shard-Raster (8x1), l1 oder dram, interleaved, height_sharded, width_sharded oder block_sharded, tile oder row_major</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Remove Pin</source>
        <translation>Festlegung entfernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove All Pins</source>
        <translation>Alle Festlegungen entfernen</translation>
    </message>
</context>
<context>
    <name>tle::PlaceHistory</name>
    <message>
        <location filename="../app/gui/placehistory.cpp" line="+16"/>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Forward</source>
        <translation>&amp;Vorwärts</translation>
    </message>
</context>
<context>
    <name>tle::PlaceValues</name>
    <message>
        <location filename="../core/report/metaldescribe.cpp" line="+9"/>
        <source>outside the collapsed space (tile padding)</source>
        <translation>außerhalb des zusammengefassten Raums (Kachel-Auffüllung)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>none (the tile has no faces)</source>
        <translation>keine (die Kachel hat keine Teilflächen)</translation>
    </message>
    <message>
        <location filename="../core/report/reportformat.cpp" line="+31"/>
        <source>padding (cause: %1)</source>
        <translation>Auffüllung (Ursache: %1)</translation>
    </message>
</context>
<context>
    <name>tle::PlanCaption</name>
    <message>
        <location filename="../widgets/model/plancaption.cpp" line="+22"/>
        <source>%1: %2 µs estimated, %3, %4, %5 DRAM traffic, L1 peak %6 per core</source>
        <translation>%1: %2 µs geschätzt, %3, %4, %5 DRAM-Verkehr, L1-Spitze %6 pro Kern</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln reshards</source>
        <translation>
            <numerusform>%Ln Umverteilung</numerusform>
            <numerusform>%Ln Umverteilungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln spills</source>
        <translation>
            <numerusform>%Ln Auslagerung</numerusform>
            <numerusform>%Ln Auslagerungen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tle::PlanChoiceBar</name>
    <message>
        <location filename="../widgets/model/planchoicebar.cpp" line="+44"/>
        <source>No model</source>
        <translation>Kein Modell</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The function of the model whose plan is shown</source>
        <translation>Die Funktion des Modells, deren Plan gezeigt wird</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The memory-layout policy that plans the model (the CLI&apos;s optimize --policy)</source>
        <translation>Die Speicherlayout-Strategie, die das Modell plant (optimize --policy der CLI)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare the plan with another policy&apos;s, with the plan without pins, or with every policy</source>
        <translation>Den Plan mit dem einer anderen Strategie, mit dem Plan ohne Festlegungen oder mit allen Strategien vergleichen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(this policy, unpinned)</source>
        <translation>(diese Strategie, ohne Festlegungen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The plan of the same policy without your pins: what the pins changed</source>
        <translation>Der Plan derselben Strategie ohne Ihre Festlegungen: was die Festlegungen geändert haben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(all policies)</source>
        <translation>(alle Strategien)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every other policy&apos;s metrics in one table</source>
        <translation>Die Kennzahlen aller anderen Strategien in einer Tabelle</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Function:</source>
        <translation>&amp;Funktion:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Policy:</source>
        <translation>&amp;Strategie:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Co&amp;mpare with:</source>
        <translation>&amp;Vergleichen mit:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Device:</source>
        <translation>&amp;Gerät:</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The layouts the model states, with the same metrics</source>
        <translation>Die Layouts, die das Modell angibt, mit denselben Kennzahlen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The layouts the model states with only the farthest-last-use spill pass run over them</source>
        <translation>Die Layouts, die das Modell angibt, nur mit dem Auslagerungsschritt nach der spätesten letzten Verwendung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tt-mlir&apos;s own choices, read from its optimizer&apos;s decision trace</source>
        <translation>Die eigene Wahl von tt-mlir, gelesen aus dem Entscheidungs-Trace seines Optimierers</translation>
    </message>
</context>
<context>
    <name>tle::PlanCompareTable</name>
    <message>
        <location filename="../widgets/model/plancomparetable.cpp" line="+50"/>
        <source>ops laid out differently</source>
        <translation>anders angeordnete Operationen</translation>
    </message>
</context>
<context>
    <name>tle::PlaneNames</name>
    <message>
        <location filename="../core/view/layoutprobe.cpp" line="+106"/>
        <source>collapsed space, rounded up to the grid</source>
        <translation>kollabierter Raum, auf das Raster aufgerundet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>collapsed space by the grid, each shard rounded up to whole tiles</source>
        <translation>kollabierter Raum nach Raster, jeder Shard auf ganze Kacheln aufgerundet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>physical 2-D shape, rounded up to whole shards</source>
        <translation>physische 2-D-Form, auf ganze Shards aufgerundet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>physical 2-D shape</source>
        <translation>physische 2-D-Form</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>linear memory order, one row per row of the first tile as the later tiles interleave it</source>
        <translation>lineare Speicherreihenfolge, eine Zeile je Zeile der ersten Kachel, wie die späteren Kacheln sie verschränken</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>linear memory order, one row per innermost tiled run</source>
        <translation>lineare Speicherreihenfolge, eine Zeile je innerstem Kachellauf</translation>
    </message>
</context>
<context>
    <name>tle::PlanePainter</name>
    <message>
        <location filename="../widgets/layout/planepainter.cpp" line="+74"/>
        <source> — wrapped: %1 rows shown as %2 bands of %3 rows, left to right</source>
        <translation> — umbrochen: %1 Zeilen als %2 Streifen zu %3 Zeilen, von links nach rechts</translation>
    </message>
</context>
<context>
    <name>tle::PlaneSummary</name>
    <message>
        <location filename="../widgets/layout/planesummary.cpp" line="+223"/>
        <source>The units take turns every few rows: each drawn once, at its grid place</source>
        <translation>Die Einheiten wechseln sich alle paar Zeilen ab: jede einmal gezeichnet, an ihrem Platz im Raster</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1: %2 % data</source>
        <translation>%1: %2 % Daten</translation>
    </message>
</context>
<context>
    <name>tle::RecentFiles</name>
    <message>
        <location filename="../app/gui/recentfiles.cpp" line="+63"/>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Clear Menu</source>
        <translation>Menü &amp;leeren</translation>
    </message>
</context>
<context>
    <name>tle::Remarks</name>
    <message>
        <location filename="../core/report/explainreport.cpp" line="+56"/>
        <source>the chain ends here, so its last output goes to DRAM (seed 002, spillEndToDRAM)</source>
        <translation>die Kette endet hier, daher geht ihre letzte Ausgabe nach DRAM (seed 002, spillEndToDRAM)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a sharded concat writes its output to DRAM right after it (seed 002 §4.1.2)</source>
        <translation>ein geshardetes concat schreibt seine Ausgabe unmittelbar danach in DRAM (seed 002 §4.1.2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a forked output stays in L1, interleaved, until its last consumer (seed 002 §4.1.5)</source>
        <translation>eine verzweigte Ausgabe bleibt interleaved in L1 bis zu ihrem letzten Verbraucher (seed 002 §4.1.5)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>L1 was full: upstream&apos;s greedy pass evicts the tensor whose last use is farthest away; later readers get it back from DRAM in the layout they were planned to read</source>
        <translation>L1 war voll: der Greedy-Durchlauf von Upstream verdrängt den Tensor, dessen letzte Verwendung am weitesten entfernt liegt; spätere Leser holen ihn im für sie geplanten Layout aus DRAM zurück</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>L1 was full: the minimum-cost spill plan evicts this tensor here</source>
        <translation>L1 war voll: der kostenminimale Auslagerungsplan verdrängt diesen Tensor hier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>enough L1 was free but in no contiguous slot for the next output: upstream&apos;s pass evicts the tensor whose last use is farthest away</source>
        <translation>genug L1 war frei, aber in keinem zusammenhängenden Platz für die nächste Ausgabe: der Durchlauf von Upstream verdrängt den Tensor, dessen letzte Verwendung am weitesten entfernt liegt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the op&apos;s circular buffers (plus a cushion of 10% of L1) grow up from address 0 into this tensor&apos;s slot, so upstream&apos;s pass evicts it</source>
        <translation>die Ringpuffer der Operation (plus eine Reserve von 10 % des L1) wachsen von Adresse 0 aufwärts in den Platz dieses Tensors, daher verdrängt ihn der Durchlauf von Upstream</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the op did not fit its L1 with the tensors already held: upstream&apos;s pass evicts the one whose last use is farthest away until it does</source>
        <translation>die Operation passte mit den bereits gehaltenen Tensoren nicht in ihren L1: der Durchlauf von Upstream verdrängt so lange den Tensor, dessen letzte Verwendung am weitesten entfernt liegt, bis sie passt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the next op has no op model, so upstream&apos;s pass cannot check its L1 and spills every tensor held in L1 before it</source>
        <translation>die nächste Operation hat kein Op-Modell, daher kann der Upstream-Durchlauf ihren L1 nicht prüfen und lagert vor ihr jeden Tensor aus, der im L1 liegt</translation>
    </message>
    <message>
        <location line="+51"/>
        <location line="+36"/>
        <source>at its last op: the next op could not join it</source>
        <translation>an ihrer letzten Operation: die nächste Operation konnte sich nicht anschließen</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>at %1: the next op, %2, is not a shardable op kind, so it stays in DRAM</source>
        <translation>an %1: die nächste Operation, %2, ist von einer Art, die sich nicht sharden lässt, daher bleibt sie in DRAM</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>at %1: the next op, %2, has no legal sharded layout</source>
        <translation>an %1: die nächste Operation, %2, hat kein zulässiges geshardetes Layout</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>at %1: its output has %2 uses, and a chain goes on only through an op with exactly one</source>
        <translation>an %1: ihre Ausgabe hat %2 Verwendungen, und eine Kette setzt sich nur über eine Operation mit genau einer fort</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>at %1: the next op, %2, does not take it as operand 0, and a chain runs through operand 0 only</source>
        <translation>an %1: die nächste Operation, %2, nimmt sie nicht als Operand 0, und eine Kette verläuft nur über Operand 0</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>at %1: it is the last op of the schedule</source>
        <translation>an %1: sie ist die letzte Operation des Ablaufs</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>at %1: a concat forms an L1 chain of its own (seed 002 §4.1.6)</source>
        <translation>an %1: ein concat bildet eine eigene L1-Kette (seed 002 §4.1.6)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at %1: the next op, %2, is a concat, which forms an L1 chain of its own (seed 002 §4.1.6)</source>
        <translation>an %1: die nächste Operation, %2, ist ein concat, das eine eigene L1-Kette bildet (seed 002 §4.1.6)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 of %2: %3 transactions of %4 B, over no link: %5 us</source>
        <translation>%1 von %2: %3 Transaktionen zu %4 B, über keine Verbindung: %5 us</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2: %3 transactions of %4 B, busiest link %5 on NoC %6 with %7: %8 us</source>
        <translation>%1 von %2: %3 Transaktionen zu %4 B, meistbelastete Verbindung %5 auf NoC %6 mit %7: %8 us</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>reshard</source>
        <translation>Neuaufteilung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>spill</source>
        <translation>Auslagerung</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No layout: the op has no tensor result.</source>
        <translation>Kein Layout: die Operation hat kein Tensorergebnis.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chose %1: %2.</source>
        <translation>%1 gewählt: %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chose %1.</source>
        <translation>%1 gewählt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Its L1 chain %1 holds this op alone and ended %2.</source>
        <translation>Ihre L1-Kette %1 enthält nur diese Operation und endete %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its L1 chain %1 (%2 ops, %3 to %4) ended %5.</source>
        <translation>Ihre L1-Kette %1 (%2 Operationen, %3 bis %4) endete %5.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is in no L1 chain: the policy considered no L1 layout for it.</source>
        <translation>Sie gehört zu keiner L1-Kette: die Strategie hat für sie kein L1-Layout erwogen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 spills to %2 after %3: %4.</source>
        <translation>%1 wird nach %3 in %2 ausgelagert: %4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The %1.</source>
        <translation>Die %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../core/report/remarktext.cpp" line="+19"/>
        <source>%1: the op model cannot validate this op, so it stays in DRAM</source>
        <translation>%1: das Operationsmodell kann diese Operation nicht validieren, daher bleibt sie in DRAM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 needs %2 bytes of L1 per core (%3 for circular buffers, %4 for tensors) but the budget is %5</source>
        <translation>%1 braucht %2 Bytes L1 pro Kern (%3 für Ringpuffer, %4 für Tensoren), das Budget beträgt aber %5</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>eltwise: sharded inputs must be sharded alike</source>
        <translation>eltwise: geshardete Eingaben müssen gleich geshardet sein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>eltwise: a sharded input (%1) produces its own sharding, not %2</source>
        <translation>eltwise: eine geshardete Eingabe (%1) erzeugt ihr eigenes Sharding, nicht %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>eltwise: a sharded input produces a sharded output</source>
        <translation>eltwise: eine geshardete Eingabe erzeugt eine geshardete Ausgabe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>matmul: inputs must be tiled</source>
        <translation>matmul: Eingaben müssen gekachelt sein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>matmul: the weight operand must be interleaved</source>
        <translation>matmul: der Gewichtsoperand muss interleaved sein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>matmul: a %1 activation needs a %1 output</source>
        <translation>matmul: eine Aktivierung mit %1 braucht eine Ausgabe mit %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>conv2d: width-sharded outputs are not supported</source>
        <translation>conv2d: Width-Sharded-Ausgaben werden nicht unterstützt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>conv2d: the weight operand must be interleaved</source>
        <translation>conv2d: der Gewichtsoperand muss interleaved sein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: rows must stay whole on a core; %2 splits them</source>
        <translation>%1: Zeilen müssen ganz auf einem Kern bleiben; %2 teilt sie auf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the output keeps the input&apos;s sharding</source>
        <translation>%1: die Ausgabe behält das Sharding der Eingabe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concat: only the last two dims concatenate sharded inputs</source>
        <translation>concat: nur die letzten beiden Dimensionen verketten geshardete Eingaben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concat on dim %1 needs %2 inputs, got %3</source>
        <translation>concat entlang Dimension %1 braucht Eingaben mit %2, erhielt %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concat: only the last two dims concatenate into a sharded output</source>
        <translation>concat: nur die letzten beiden Dimensionen verketten in eine geshardete Ausgabe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concat on dim %1 produces a %2 output</source>
        <translation>concat entlang Dimension %1 erzeugt eine Ausgabe mit %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 needs DRAM-interleaved inputs, got %2 in %3</source>
        <translation>%1 braucht DRAM-Interleaved-Eingaben, erhielt aber %2 in %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 writes interleaved outputs only</source>
        <translation>%1 schreibt nur Interleaved-Ausgaben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no sharded implementation</source>
        <translation>%1 hat keine geshardete Implementierung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>does not match the pin %1</source>
        <translation>entspricht nicht der Festlegung %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pinned by the user: %1</source>
        <translation>vom Benutzer festgelegt: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is pinned to %2</source>
        <translation>%1 ist auf %2 festgelegt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is pinned to %2: the policy left it in %3, the pin puts it in %4</source>
        <translation>%1 ist auf %2 festgelegt: die Strategie beließ sie in %3, die Festlegung bringt sie in %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is pinned to %2: the policy left it in %3, the pin puts it in %4 (its L1 use is added to the timeline as is)</source>
        <translation>%1 ist auf %2 festgelegt: die Strategie beließ sie in %3, die Festlegung bringt sie in %4 (ihre L1-Belegung geht unverändert in die Zeitleiste ein)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no layout</source>
        <translation>kein Layout</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DRAM interleaved until the policy reaches it</source>
        <translation>DRAM interleaved, bis die Strategie sie erreicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>max-legal-layouts 0: DRAM only</source>
        <translation>max-legal-layouts 0: nur DRAM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no L1-interleaved layout</source>
        <translation>kein L1-Interleaved-Layout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pinned elsewhere</source>
        <translation>anderswo festgelegt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the op model rejects L1 interleaved</source>
        <translation>das Operationsmodell lehnt L1 interleaved ab</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 uses: a fork&apos;s output stays in DRAM</source>
        <translation>%1 Verwendungen: die Ausgabe einer Verzweigung bleibt in DRAM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in L1: the mask of %1 keeps %2 bytes per core of outputs in L1 (budget %3), operand peak %4</source>
        <translation>in L1: die Maske von %1 hält %2 Bytes pro Kern an Ausgaben in L1 (Budget %3), Operandenspitze %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in DRAM: a mask without it keeps more of its operands in L1 (%1 bytes per core)</source>
        <translation>in DRAM: eine Maske ohne diese Ausgabe hält mehr der Operanden in L1 (%1 Bytes pro Kern)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in DRAM: %1&apos;s mask had no room for it</source>
        <translation>in DRAM: die Maske von %1 hatte keinen Platz dafür</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in DRAM: no mask with it fits %1 bytes per core</source>
        <translation>in DRAM: keine Maske mit dieser Ausgabe passt in %1 Bytes pro Kern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in DRAM: no mask of %1 keeps it in L1</source>
        <translation>in DRAM: keine Maske von %1 hält diese Ausgabe in L1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>budget %1 bytes per core (75% of the L1 budget); %2 outputs in L1 interleaved, the rest DRAM interleaved</source>
        <translation>Budget %1 Bytes pro Kern (75 % des L1-Budgets); %2 Ausgaben in L1 interleaved, der Rest DRAM interleaved</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the rebuilt schedule is the model&apos;s order</source>
        <translation>der neu aufgebaute Ablauf entspricht der Reihenfolge des Modells</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the rebuilt schedule moves %1 op; the reservations and the L1 peak follow the model&apos;s order</source>
        <translation>der neu aufgebaute Ablauf verschiebt %1 Operation; die Reservierungen und die L1-Spitze folgen der Reihenfolge des Modells</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the rebuilt schedule moves %1 ops; the reservations and the L1 peak follow the model&apos;s order</source>
        <translation>der neu aufgebaute Ablauf verschiebt %1 Operationen; die Reservierungen und die L1-Spitze folgen der Reihenfolge des Modells</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no layout validates; DRAM interleaved inputs and output</source>
        <translation>kein Layout besteht die Validierung; Eingaben und Ausgabe DRAM interleaved</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>beam rank %1: %2 us estimated</source>
        <translation>Beam-Rang %1: %2 us geschätzt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>beam rank %1: %2 us estimated, after a reshard</source>
        <translation>Beam-Rang %1: %2 us geschätzt, nach einer Umverteilung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>beyond the beam width %1</source>
        <translation>jenseits der Beam-Breite %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, least reshard cost at the fork</source>
        <translation>%1, geringste Umverteilungskosten an der Verzweigung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>beam width %1, %2 op-model validations; address-space spilling (first fit top-down, circular buffers bottom-up, cushion %3 bytes): %4 spills (%5 no fit, %6 fragmentation, %7 circular buffers, %8 op out of memory), %9 outputs written to DRAM directly</source>
        <translation>Beam-Breite %1, %2 Validierungen durch das Operationsmodell; Auslagerung im Adressraum (First Fit von oben nach unten, Ringpuffer von unten nach oben, Reserve %3 Bytes): %4 Auslagerungen (%5 kein Platz, %6 Fragmentierung, %7 Ringpuffer, %8 Operation ohne Speicher), %9 Ausgaben direkt in DRAM geschrieben</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cost-ranked beam of width %1, %2 op-model validations; minimum-cost spill plan (proven optimal): %3 spills, %4 outputs written to DRAM directly, %5 us of spill cost</source>
        <translation>nach Kosten geordneter Beam der Breite %1, %2 Validierungen durch das Operationsmodell; kostenminimaler Auslagerungsplan (nachweislich optimal): %3 Auslagerungen, %4 Ausgaben direkt in DRAM geschrieben, %5 us Auslagerungskosten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cost-ranked beam of width %1, %2 op-model validations; minimum-cost spill plan (search limit reached, best found): %3 spills, %4 outputs written to DRAM directly, %5 us of spill cost</source>
        <translation>nach Kosten geordneter Beam der Breite %1, %2 Validierungen durch das Operationsmodell; kostenminimaler Auslagerungsplan (Suchgrenze erreicht, bester gefundener): %3 Auslagerungen, %4 Ausgaben direkt in DRAM geschrieben, %5 us Auslagerungskosten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>L1 full over the tensor&apos;s lifetime: written to DRAM directly</source>
        <translation>L1 während der ganzen Lebensdauer des Tensors voll: direkt in DRAM geschrieben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>demoted by the spill planner: no room in L1</source>
        <translation>vom Auslagerungsplaner herabgestuft: kein Platz in L1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the model&apos;s own layouts, then farthest-last-use spilling within %1 bytes per core: %2 spills, %3 outputs written to DRAM directly</source>
        <translation>die eigenen Layouts des Modells, dann Auslagerung nach der spätesten letzten Verwendung innerhalb von %1 Bytes pro Kern: %2 Auslagerungen, %3 Ausgaben direkt in DRAM geschrieben</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>tt-mlir&apos;s own decisions from its decision trace (beam width %1): %2 final choices, %3 reshards, %4 spills and %5 outputs written to DRAM by its spill pass within %6 bytes of L1 per core</source>
        <translation>eigene Entscheidungen von tt-mlir aus seinem Entscheidungs-Trace (Beam-Breite %1): %2 endgültige Entscheidungen, %3 Umverteilungen, %4 Auslagerungen und %5 in DRAM geschriebene Ausgaben durch seinen Auslagerungsdurchlauf innerhalb von %6 Bytes L1 pro Kern</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no legal layout on this device matches the compiler&apos;s choice for %1: kept in DRAM interleaved</source>
        <translation>kein zulässiges Layout auf diesem Gerät entspricht der Wahl des Compilers für %1: in DRAM interleaved belassen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the op model cannot validate %1 (upstream: not implemented): kept in DRAM</source>
        <translation>das Operationsmodell kann %1 nicht validieren (Upstream: nicht implementiert): in DRAM belassen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>L1 interleaved fallback: no room in L1</source>
        <translation>Ausweichlösung L1 interleaved: kein Platz in L1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L1 interleaved fallback: the op or a consumer does not accept it</source>
        <translation>Ausweichlösung L1 interleaved: die Operation oder ein Verbraucher nimmt sie nicht an</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L1 interleaved fallback</source>
        <translation>Ausweichlösung L1 interleaved</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the concat it feeds prefers %1</source>
        <translation>das von ihr gespeiste concat bevorzugt %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>beyond max-legal-layouts</source>
        <translation>jenseits von max-legal-layouts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no configuration satisfies every edge</source>
        <translation>keine Konfiguration erfüllt alle Kanten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>less accumulated core usage or eliminated by a neighbour</source>
        <translation>geringere kumulierte Kernauslastung oder von einem Nachbarn ausgeschlossen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>highest core usage</source>
        <translation>höchste Kernauslastung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: no config of op 0 accepts an interleaved input, and %2</source>
        <translation>%1: keine Konfiguration von Operation 0 nimmt eine Interleaved-Eingabe an, und %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: no producer config in %2 is compatible with any consumer config in %3, and %4</source>
        <translation>%1: keine Erzeugerkonfiguration in %2 ist mit einer Verbraucherkonfiguration in %3 kompatibel, und %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 removed every path; producer op %3 still allows configs %4 and consumer op %5 allows %6, but no compatible pair joins them</source>
        <translation>%1: %2 hat jeden Pfad entfernt; die erzeugende Operation %3 erlaubt noch die Konfigurationen %4 und die verbrauchende Operation %5 erlaubt %6, aber kein kompatibles Paar verbindet sie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>set(op %1, config %2): the config was already eliminated; op %1 allows %3</source>
        <translation>set(op %1, config %2): die Konfiguration war bereits ausgeschlossen; Operation %1 erlaubt %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pickConfigs: no remaining config of op %1 can be pinned; last attempt: %2</source>
        <translation>pickConfigs: keine verbleibende Konfiguration von Operation %1 lässt sich festlegen; letzter Versuch: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no reshard layout is available</source>
        <translation>kein Umverteilungslayout verfügbar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no reshard layout is available on the edge</source>
        <translation>auf der Kante ist kein Umverteilungslayout verfügbar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none of the %1 reshard layouts is accepted by op 0</source>
        <translation>Operation 0 nimmt keines der %1 Umverteilungslayouts an</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none of the %1 reshard layouts is accepted by the consumer</source>
        <translation>der Verbraucher nimmt keines der %1 Umverteilungslayouts an</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>propagation</source>
        <translation>Propagierung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pinning op %1 to config %2</source>
        <translation>Festlegen von Operation %1 auf Konfiguration %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 inputs stay in L1 for the concat</source>
        <translation>%1 Eingaben bleiben für concat in L1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concat input %1 is not the output of a completed chain</source>
        <translation>concat-Eingabe %1 ist nicht die Ausgabe einer abgeschlossenen Kette</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concat input %1 has other consumers</source>
        <translation>concat-Eingabe %1 hat weitere Verbraucher</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concat has no tensor inputs</source>
        <translation>concat hat keine Tensoreingaben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concat has no legal sharded output</source>
        <translation>concat hat keine zulässige geshardete Ausgabe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concat of L1-sharded inputs</source>
        <translation>concat von in L1 geshardeten Eingaben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stays sharded in L1 for %1 consumer(s)</source>
        <translation>bleibt für %1 Verbraucher geshardet in L1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>moved to L1 interleaved for its consumers</source>
        <translation>für ihre Verbraucher nach L1 interleaved verschoben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>output stays in L1 for operand %1 of %2</source>
        <translation>Ausgabe bleibt für Operand %1 von %2 in L1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>both inputs of %1 stay in L1</source>
        <translation>beide Eingaben von %1 bleiben in L1</translation>
    </message>
</context>
<context>
    <name>tle::RunBreakdownModel</name>
    <message numerus="yes">
        <location filename="../widgets/run/runbreakdownmodel.cpp" line="+102"/>
        <source>The %Ln longest ops</source>
        <translation>
            <numerusform>Die %Ln längste Operation</numerusform>
            <numerusform>Die %Ln längsten Operationen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+69"/>
        <source>%1 ns</source>
        <translation>%1 ns</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>op %1 · %2 (%3)</source>
        <translation>Operation %1 · %2 (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>op %1</source>
        <translation>Operation %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>op %1 · %2</source>
        <translation>Operation %1 · %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Family, op code, op</source>
        <translation>Familie, Op-Code, Operation</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ops</source>
        <translation>Operationen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kernel time</source>
        <translation>Kernelzeit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bound</source>
        <translation>Begrenzt durch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Utilisation</source>
        <translation>Auslastung</translation>
    </message>
</context>
<context>
    <name>tle::RunBreakdownView</name>
    <message>
        <location filename="../widgets/run/runbreakdownview.cpp" line="+97"/>
        <source>By family</source>
        <translation>Nach Familie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By op code (the %1 largest)</source>
        <translation>Nach Op-Code (die %1 größten)</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Open a run to see where its device time went</source>
        <translation>Öffnen Sie einen Lauf, um zu sehen, wofür seine Gerätezeit verbraucht wurde</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Layout tax of %1 device kernel time: %2 layout changes, %3 with tilize, %4 broad</source>
        <translation>Layout-Aufwand an %1 Kernelzeit auf dem Gerät: %2 Layout-Änderungen, %3 mit tilize, %4 weit gefasst</translation>
    </message>
</context>
<context>
    <name>tle::RunCalibrationView</name>
    <message>
        <location filename="../widgets/run/runcalibrationview.cpp" line="+39"/>
        <source>Measured kernel time (µs)</source>
        <translation>Gemessene Kernelzeit (µs)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predicted kernel time (µs)</source>
        <translation>Vorhergesagte Kernelzeit (µs)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>within 2x</source>
        <translation>innerhalb 2x</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>hollow: outside the calibration</source>
        <translation>hohl: außerhalb der Kalibrierung</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No device op has both a measured and a predicted time</source>
        <translation>Keine Geräteoperation hat sowohl eine gemessene als auch eine vorhergesagte Zeit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 device ops: %2 within 2x of measured, median error %3x, rank correlation %4</source>
        <translation>%1 Geräteoperationen: %2 innerhalb 2x der Messung, Medianfehler %3x, Rangkorrelation %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>; PM IDEAL %1 within 2x</source>
        <translation>; PM IDEAL %1 innerhalb 2x</translation>
    </message>
</context>
<context>
    <name>tle::RunComparePane</name>
    <message>
        <location filename="../widgets/run/runcomparepane.cpp" line="+67"/>
        <source>Not compared. Compare With… aligns another run with this one.</source>
        <translation>Nicht verglichen. Vergleichen mit… gleicht einen anderen Lauf mit diesem ab.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Compared with %1: kernel %2 against %3; %4 ops matched, %5 only here, %6 only there</source>
        <translation>Verglichen mit %1: Kernel %2 gegenüber %3; %4 Operationen gepaart, %5 nur hier, %6 nur dort</translation>
    </message>
</context>
<context>
    <name>tle::RunComparisonModel</name>
    <message>
        <location filename="../widgets/run/runcomparisonmodel.cpp" line="+139"/>
        <source>Kernel time by op family, the largest change first</source>
        <translation>Kernelzeit nach Op-Familie, die größte Änderung zuerst</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln matched ops, the largest change first</source>
        <translation>
            <numerusform>%Ln gepaarte Operation, die größte Änderung zuerst</numerusform>
            <numerusform>%Ln gepaarte Operationen, die größte Änderung zuerst</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Only in this run: %Ln ops</source>
        <translation>
            <numerusform>Nur in diesem Lauf: %Ln Operation</numerusform>
            <numerusform>Nur in diesem Lauf: %Ln Operationen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Only in the other run: %Ln ops</source>
        <translation>
            <numerusform>Nur im anderen Lauf: %Ln Operation</numerusform>
            <numerusform>Nur im anderen Lauf: %Ln Operationen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+40"/>
        <source>op %1 · %2</source>
        <translation>Operation %1 · %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>op %1 · %2 (paired with %3)</source>
        <translation>Operation %1 · %2 (gepaart mit %3)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>op %1</source>
        <translation>Operation %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Family, op or op code</source>
        <translation>Familie, Operation oder Op-Code</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This run</source>
        <translation>Dieser Lauf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other run</source>
        <translation>Anderer Lauf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
</context>
<context>
    <name>tle::RunDocument</name>
    <message>
        <location filename="../document/rundocument.cpp" line="+77"/>
        <source>The run to compare with cannot be read: %1</source>
        <translation>Der Vergleichslauf kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The run cannot be joined to the plan: %1</source>
        <translation>Der Lauf kann nicht mit dem Plan verknüpft werden: %1</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Reading %1</source>
        <translation>%1 wird gelesen</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 holds no calibration (report --calibrate writes one)</source>
        <translation>%1 enthält keine Kalibrierung (report --calibrate schreibt eine)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pricing the run again</source>
        <translation>Der Lauf wird neu bewertet</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Comparing with %1</source>
        <translation>Vergleich mit %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Joining the run to the plan</source>
        <translation>Der Lauf wird mit dem Plan verknüpft</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The op states no output tensor.</source>
        <translation>Die Operation nennt keinen Ausgabetensor.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The op states no input tensor.</source>
        <translation>Die Operation nennt keinen Eingabetensor.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>input 0 of op %1</source>
        <translation>Eingabe 0 von Operation %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>output 0 of op %1</source>
        <translation>Ausgabe 0 von Operation %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no layout: %2</source>
        <translation>%1 hat kein Layout: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no TTNN form: %2</source>
        <translation>%1 hat keine TTNN-Form: %2</translation>
    </message>
</context>
<context>
    <name>tle::RunOpsModel</name>
    <message>
        <location filename="../widgets/run/runopsmodel.cpp" line="+26"/>
        <source>%1 ns</source>
        <translation>%1 ns</translation>
    </message>
    <message>
        <location line="+175"/>
        <source>Not estimated: the run states none of the op&apos;s tensors</source>
        <translation>Nicht geschätzt: der Lauf gibt keinen der Tensoren der Operation an</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Op code</source>
        <translation>Op-Code</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Family</source>
        <translation>Familie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Predicted</source>
        <translation>Geschätzt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PM ideal</source>
        <translation>PM ideal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gap</source>
        <translation>Lücke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cores</source>
        <translation>Kerne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Input 0</source>
        <translation>Eingabe 0</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Output 0</source>
        <translation>Ausgabe 0</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loc</source>
        <translation>Loc</translation>
    </message>
</context>
<context>
    <name>tle::RunRangePane</name>
    <message>
        <location filename="../widgets/run/runrangepane.cpp" line="+24"/>
        <source>Op code</source>
        <translation>Op-Code</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Family</source>
        <translation>Familie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ops</source>
        <translation>Operationen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kernel time</source>
        <translation>Kernelzeit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The part of the ops&apos; kernel time inside the range</source>
        <translation>Der Teil der Kernelzeit der Operationen innerhalb des Bereichs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Select a range of the timeline with Shift and a drag to see what it holds</source>
        <translation>Wählen Sie mit Umschalt und Ziehen einen Bereich der Zeitleiste, um zu sehen, was er enthält</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>From %1 to %2 (%3): %Ln ops, kernel time %4 inside it</source>
        <translation>
            <numerusform>Von %1 bis %2 (%3): %Ln Operation, Kernelzeit %4 darin</numerusform>
            <numerusform>Von %1 bis %2 (%3): %Ln Operationen, Kernelzeit %4 darin</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tle::RunRooflineView</name>
    <message>
        <location filename="../widgets/run/runrooflineview.cpp" line="+41"/>
        <source>Arithmetic intensity (flops per byte moved)</source>
        <translation>Arithmetische Intensität (Flops je bewegtem Byte)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Throughput reached (GFLOP/s)</source>
        <translation>Erreichter Durchsatz (GFLOP/s)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Op %1: %2
%3</source>
        <translation>Operation %1: %2
%3</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>DRAM ceiling (%1 GB/s)</source>
        <translation>DRAM-Grenze (%1 GB/s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L1 ceiling (%1 TB/s over %2 cores)</source>
        <translation>L1-Grenze (%1 TB/s über %2 Kerne)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 peak</source>
        <translation>%1-Spitze</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Matrix engine peak by fidelity</source>
        <translation>Spitze der Matrixeinheit je Genauigkeit</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No device op was priced, so none has a place on the roofline</source>
        <translation>Keine Geräteoperation wurde bewertet, daher hat keine einen Platz im Roofline-Diagramm</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Measured time by bound: %1 · %Ln ops without arithmetic left out</source>
        <translation>
            <numerusform>Gemessene Zeit nach Begrenzung: %1 · %Ln Operation ohne Arithmetik ausgelassen</numerusform>
            <numerusform>Gemessene Zeit nach Begrenzung: %1 · %Ln Operationen ohne Arithmetik ausgelassen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tle::RunSearchBar</name>
    <message>
        <location filename="../widgets/run/runsearchbar.cpp" line="+27"/>
        <source>Rege&amp;x</source>
        <translation>Regulärer Ausdr&amp;uck</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Search the timeline: op code, loc or signpost</source>
        <translation>Zeitleiste durchsuchen: Op-Code, loc oder Signpost</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Read the search as a regular expression (ECMAScript, any case)</source>
        <translation>Die Suche als regulären Ausdruck lesen (ECMAScript, ohne Groß-/Kleinschreibung)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The match before (Shift+Return)</source>
        <translation>Der vorige Treffer (Umschalt+Eingabe)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The next match (Return)</source>
        <translation>Der nächste Treffer (Eingabe)</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>not a regular expression</source>
        <translation>kein regulärer Ausdruck</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no match</source>
        <translation>kein Treffer</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln matches</source>
        <translation>
            <numerusform>%Ln Treffer</numerusform>
            <numerusform>%Ln Treffer</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
</context>
<context>
    <name>tle::RunTimelineView</name>
    <message>
        <location filename="../widgets/run/runtimelineview.cpp" line="+51"/>
        <source>Open a run to see where its device time went: File &gt; Open or a file dropped on the window (a profiler CSV, a report database, a memory_results.json or a folder of them), or Samples &gt; Runs</source>
        <translation>Öffnen Sie einen Lauf, um zu sehen, wohin seine Gerätezeit ging: Datei &gt; Öffnen oder eine auf das Fenster gezogene Datei (eine Profiler-CSV, eine Berichtsdatenbank, eine memory_results.json oder ein Ordner davon) oder Beispiele &gt; Läufe</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>More devices than the timeline has room for: scroll, or drag the lanes up and down</source>
        <translation>Mehr Geräte, als die Zeitleiste fasst: scrollen oder die Bahnen nach oben und unten ziehen</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Device time with op-to-op gaps (ms)</source>
        <translation>Gerätezeit mit Lücken zwischen Operationen (ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Device time with op-to-op gaps (µs)</source>
        <translation>Gerätezeit mit Lücken zwischen Operationen (µs)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Kernel time, ops back to back (ms)</source>
        <translation>Kernelzeit, Operationen lückenlos aneinander (ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kernel time, ops back to back (µs)</source>
        <translation>Kernelzeit, Operationen lückenlos aneinander (µs)</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>device %1 · %2</source>
        <translation>Gerät %1 · %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>device %1</source>
        <translation>Gerät %1</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>%1, layout tax: %2</source>
        <translation>%1, Layout-Aufwand: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Op %1: %2
%3, %4 on device %5, from %6</source>
        <translation>Operation %1: %2
%3, %4 auf Gerät %5, ab %6</translation>
    </message>
</context>
<context>
    <name>tle::RunValues</name>
    <message>
        <location filename="../core/report/runreport.cpp" line="+47"/>
        <source>not estimated: the run states none of the op&apos;s tensors</source>
        <translation>nicht geschätzt: der Lauf gibt keinen der Tensoren der Operation an</translation>
    </message>
</context>
<context>
    <name>tle::RunViews</name>
    <message>
        <location filename="../widgets/run/runbreakdownview.cpp" line="-98"/>
        <source>Kernel time (ms)</source>
        <translation>Kernelzeit (ms)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kernel time (µs)</source>
        <translation>Kernelzeit (µs)</translation>
    </message>
    <message>
        <location filename="../widgets/run/runpalette.cpp" line="+30"/>
        <location line="+49"/>
        <source>Shard conversion</source>
        <translation>Shard-Umwandlung</translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+49"/>
        <source>Buffer copy</source>
        <translation>Pufferkopie</translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+46"/>
        <source>Tilize / untilize</source>
        <translation>Tilize / untilize</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Reallocation move</source>
        <translation>Verschiebung bei Neuzuordnung</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+48"/>
        <source>DRAM slice</source>
        <translation>DRAM-Slice</translation>
    </message>
    <message>
        <location line="-47"/>
        <location line="+48"/>
        <source>Halo</source>
        <translation>Halo</translation>
    </message>
    <message>
        <location line="-47"/>
        <location line="+52"/>
        <source>Other</source>
        <translation>Sonstige</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Matmul</source>
        <translation>Matmul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Convolution</source>
        <translation>Faltung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normalization</source>
        <translation>Normalisierung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Softmax</source>
        <translation>Softmax</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reduction</source>
        <translation>Reduktion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eltwise</source>
        <translation>Elementweise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data movement</source>
        <translation>Datenbewegung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sharded move</source>
        <translation>Verschiebung im Shard</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pooling</source>
        <translation>Pooling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embedding</source>
        <translation>Embedding</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sampling</source>
        <translation>Sampling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collective</source>
        <translation>Kollektiv</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>%1 ns</source>
        <translation>%1 ns</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
</context>
<context>
    <name>tle::RunWorkspace</name>
    <message>
        <location filename="../widgets/run/runworkspace.cpp" line="+78"/>
        <source>&amp;Ops</source>
        <translation>Op&amp;erationen</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Breakdown</source>
        <translation>Auf&amp;schlüsselung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Ledger</source>
        <translation>&amp;Verzeichnis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Calibration</source>
        <translation>&amp;Kalibrierung</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Join the run to the Model workspace&apos;s plan to see the plan&apos;s L1 reservations beside the L1 each op measured</source>
        <translation>Verknüpfen Sie den Lauf mit dem Plan des Modell-Arbeitsbereichs, um die L1-Reservierungen des Plans neben dem gemessenen L1 jeder Operation zu sehen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Plan</source>
        <translation>&amp;Plan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Co&amp;mpare</source>
        <translation>Verglei&amp;ch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>R&amp;ange</source>
        <translation>Ber&amp;eich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roo&amp;fline</source>
        <translation>Roo&amp;fline</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>&amp;Join to Model Plan</source>
        <translation>Mit &amp;Modellplan verknüpfen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set the run beside the plan on show in the Model workspace, op by op</source>
        <translation>Den Lauf Operation für Operation neben den im Modell-Arbeitsbereich gezeigten Plan stellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare &amp;With…</source>
        <translation>Ver&amp;gleichen mit…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Align another run of the same model with this one, op by op</source>
        <translation>Einen anderen Lauf desselben Modells Operation für Operation mit diesem abgleichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;alibration…</source>
        <translation>Kalib&amp;rierung…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Price the ops with the calibration a device file holds (tensor-layout-cli report --calibrate writes one)</source>
        <translation>Die Operationen mit der Kalibrierung aus einer Gerätedatei bewerten (tensor-layout-cli report --calibrate schreibt eine)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Op-to-op &amp;gaps</source>
        <translation>Lücken &amp;zwischen Operationen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the measured gaps between ops on the timeline, not only the kernels back to back</source>
        <translation>Die gemessenen Lücken zwischen Operationen in der Zeitleiste zeigen, nicht nur die Kernel lückenlos aneinander</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Colour by family</source>
        <translation>Farbe nach Familie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour by op code</source>
        <translation>Farbe nach Op-Code</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour by layout tax</source>
        <translation>Farbe nach Layout-Aufwand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the timeline&apos;s colours say: the op&apos;s family, its op code (the same colour in every run) or the class of layout change it is</source>
        <translation>Was die Farben der Zeitleiste zeigen: die Familie der Operation, ihren Op-Code (in jedem Lauf dieselbe Farbe) oder die Art der Layoutänderung, die sie ist</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Filter ops: op code, class, memory or loc</source>
        <translation>Operationen filtern: Op-Code, Klasse, Speicher oder loc</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>No run</source>
        <translation>Kein Lauf</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The file ends inside the row at line %1 (the profiler stopped while writing it); the %Ln rows before it are shown.</source>
        <translation>
            <numerusform>Die Datei endet innerhalb der Zeile in Zeile %1 (der Profiler brach beim Schreiben ab); die %Ln Zeile davor wird gezeigt.</numerusform>
            <numerusform>Die Datei endet innerhalb der Zeile in Zeile %1 (der Profiler brach beim Schreiben ab); die %Ln Zeilen davor werden gezeigt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1
priced with the calibration of %2</source>
        <translation>%1
bewertet mit der Kalibrierung aus %2</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%Ln device ops</source>
        <translation>
            <numerusform>%Ln Geräteoperation</numerusform>
            <numerusform>%Ln Geräteoperationen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source> on %1 devices · kernel %2 summed over them; slowest device %3: %4, busy %5</source>
        <translation> auf %1 Geräten · Kernel %2 über alle summiert; langsamstes Gerät %3: %4, belegt %5</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> · kernel %1, busy %2</source>
        <translation> · Kernel %1, belegt %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> · op-to-op %1 · layout tax %2 (with tilize %3, broad %4)</source>
        <translation> · zwischen Operationen %1 · Layout-Aufwand %2 (mit tilize %3, weit gefasst %4)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> · estimates within 2x: %1</source>
        <translation> · Schätzungen innerhalb 2x: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Not joined to a plan. Open the model the run was compiled from in the Model workspace, then Join to Model Plan.</source>
        <translation>Nicht mit einem Plan verknüpft. Öffnen Sie das Modell, aus dem der Lauf kompiliert wurde, im Modell-Arbeitsbereich und wählen Sie dann Mit Modellplan verknüpfen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Joined to %1 of %2 by %3: %4 matched, %5 drifted, %6 conversions not planned, %7 planned steps not run</source>
        <translation>Verknüpft mit %1 von %2 über %3: %4 gepaart, %5 abgewichen, %6 Umwandlungen nicht geplant, %7 geplante Schritte nicht ausgeführt</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>measured L1 per bank</source>
        <translation>gemessenes L1 pro Bank</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Runs (*.csv *.sqlite *.db *memory_results*.json);;All files (*)</source>
        <translation>Läufe (*.csv *.sqlite *.db *memory_results*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Compare With Run</source>
        <translation>Mit Lauf vergleichen</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+5"/>
        <source>Calibration</source>
        <translation>Kalibrierung</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Device files (*.json);;All files (*)</source>
        <translation>Gerätedateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Pricing the run with the calibration of %1</source>
        <translation>Der Lauf wird mit der Kalibrierung aus %1 bewertet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open a model and let its plan finish in the Model workspace first</source>
        <translation>Öffnen Sie zuerst im Modell-Arbeitsbereich ein Modell und lassen Sie seinen Plan fertig werden</translation>
    </message>
</context>
<context>
    <name>tle::SamplesMenu</name>
    <message>
        <location filename="../app/gui/samplesmenu.cpp" line="+28"/>
        <source>&amp;Models</source>
        <translation>&amp;Modelle</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Runs</source>
        <translation>&amp;Läufe</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Start Here</source>
        <translation>Hier beginnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A &amp;Layout: %1</source>
        <translation>Ein &amp;Layout: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A &amp;Model: %1</source>
        <translation>Ein &amp;Modell: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A &amp;Run: %1</source>
        <translation>Ein Lau&amp;f: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>All Samples</source>
        <translation>Alle Beispiele</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No samples found in %1</source>
        <translation>Keine Beispiele in %1 gefunden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;TTNN Layouts</source>
        <translation>&amp;TTNN-Layouts</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Metal Layouts, &amp;Seed Form (affine map)</source>
        <translation>Metal-Layouts, &amp;Seed-Form (affine Abbildung)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Metal Layouts, &amp;Current Form</source>
        <translation>Metal-Layouts, &amp;aktuelle Form</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;XLA Tiled Layouts</source>
        <translation>Gekachelte &amp;XLA-Layouts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Other</source>
        <translation>&amp;Weitere</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Multi-&amp;Device Meshes</source>
        <translation>Meshes aus mehreren &amp;Geräten</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>No sample models found in %1</source>
        <translation>Keine Beispielmodelle in %1 gefunden</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No sample runs found in %1</source>
        <translation>Keine Beispielläufe in %1 gefunden</translation>
    </message>
</context>
<context>
    <name>tle::SecondOpinionModel</name>
    <message>
        <location filename="../widgets/model/secondopinionmodel.cpp" line="+14"/>
        <source>L1 over DRAM</source>
        <translation>L1 vor DRAM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sharded over interleaved</source>
        <translation>geshardet vor interleaved</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fewer bytes read from DRAM</source>
        <translation>weniger aus DRAM gelesene Bytes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no reshard</source>
        <translation>keine Umverteilung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>more cores</source>
        <translation>mehr Kerne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>less L1</source>
        <translation>weniger L1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a tie</source>
        <translation>Gleichstand</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Inputs: %1</source>
        <translation>Eingaben: %1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Op</source>
        <translation>Operation</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compiler&apos;s choice</source>
        <translation>Wahl des Compilers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost model&apos;s choice</source>
        <translation>Wahl des Kostenmodells</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chosen (us)</source>
        <translation>Gewählt (us)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Better (us)</source>
        <translation>Besser (us)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reshards (us)</source>
        <translation>Umverteilungen (us)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saving (us)</source>
        <translation>Einsparung (us)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compiler preferred</source>
        <translation>Vom Compiler bevorzugt</translation>
    </message>
</context>
<context>
    <name>tle::SecondOpinionPane</name>
    <message>
        <location filename="../widgets/model/secondopinionpane.cpp" line="+29"/>
        <source>&amp;Accept Suggestion</source>
        <translation>Vorschlag &amp;annehmen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pin the op&apos;s output to the cost model&apos;s choice and plan again</source>
        <translation>Die Ausgabe der Operation auf die Wahl des Kostenmodells festlegen und neu planen</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Open a decision trace (File &gt; Open Decision Trace) for the cost model&apos;s opinion on the compiler&apos;s choices.</source>
        <translation>Öffnen Sie einen Entscheidungs-Trace (Datei &gt; Entscheidungs-Trace öffnen), um die Einschätzung des Kostenmodells zu den Entscheidungen des Compilers zu sehen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cost model agrees with the compiler: no valid alternative saves a fifth of an op&apos;s time.</source>
        <translation>Das Kostenmodell stimmt mit dem Compiler überein: Keine gültige Alternative spart ein Fünftel der Zeit einer Operation.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The cost model prefers another valid layout for %n op(s), each saving more than a fifth of the op&apos;s time.</source>
        <translation>
            <numerusform>Das Kostenmodell bevorzugt für %n Operation ein anderes gültiges Layout, das mehr als ein Fünftel ihrer Zeit spart.</numerusform>
            <numerusform>Das Kostenmodell bevorzugt für %n Operationen ein anderes gültiges Layout, das jeweils mehr als ein Fünftel der Zeit der Operation spart.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tle::ShardsView</name>
    <message numerus="yes">
        <location filename="../widgets/layout/shardsview.cpp" line="+54"/>
        <source>Core grid %1 x %2, %n unit(s)</source>
        <translation>
            <numerusform>Kernraster %1 x %2, %n Einheit</numerusform>
            <numerusform>Kernraster %1 x %2, %n Einheiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Bank grid %1 x %2, %n unit(s)</source>
        <translation>
            <numerusform>Bankraster %1 x %2, %n Einheit</numerusform>
            <numerusform>Bankraster %1 x %2, %n Einheiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Memory %1 x %2, %n unit(s)</source>
        <translation>
            <numerusform>Speicher %1 x %2, %n Einheit</numerusform>
            <numerusform>Speicher %1 x %2, %n Einheiten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+93"/>
        <source> | at this size the cards leave out %1: hover a card for all of it</source>
        <translation> | in dieser Größe lassen die Karten %1 weg: für alles mit der Maus auf eine Karte zeigen</translation>
    </message>
    <message>
        <location line="+20"/>
        <source> | does not fit in L1: %1 per core, %2 usable on %3</source>
        <translation> | passt nicht in L1: %1 je Kern, %2 nutzbar auf %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the name</source>
        <translation>den Namen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bytes and use</source>
        <translation>Bytes und Auslastung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the first and last element</source>
        <translation>das erste und letzte Element</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the L1 addresses</source>
        <translation>die L1-Adressen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the padding</source>
        <translation>die Auffüllung</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>first %1</source>
        <translation>erstes %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>last %1</source>
        <translation>letztes %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>L1 0x0 .. 0x%1</source>
        <translation>L1 0x0 .. 0x%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>padding: %1</source>
        <translation>Auffüllung: %1</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>%1: %2 of %3 slots hold data (%4 %), %5 bytes</source>
        <translation>%1: %2 von %3 Plätzen enthalten Daten (%4 %), %5 Bytes</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>; %1: %2</source>
        <translation>; %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; elements %1 .. %2</source>
        <translation>; Elemente %1 .. %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; L1 bytes [0x0, 0x%1) from the buffer&apos;s address, the same on every core: %2 % of the %3 usable</source>
        <translation>; L1-Bytes [0x0, 0x%1) ab der Adresse des Puffers, auf jedem Kern dieselbe: %2 % der nutzbaren %3</translation>
    </message>
    <message>
        <location line="-160"/>
        <source>%1, %2 %</source>
        <translation>%1, %2 %</translation>
    </message>
</context>
<context>
    <name>tle::StartPage</name>
    <message>
        <location filename="../app/gui/startpage.cpp" line="+45"/>
        <source>Where every element of a tensor lives</source>
        <translation>Wo jedes Element eines Tensors liegt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Paste a layout from compiler output to see each element&apos;s core, tile, face and byte, and which slots are padding and why. Open a compiled model to see what the memory-layout optimizer decides: its L1 chains, reshards, spills and the L1 timeline. Open a measured run to see where the time went.</source>
        <translation>Fügen Sie ein Layout aus der Compilerausgabe ein, um für jedes Element Kern, Kachel, Face und Byte zu sehen und welche Plätze Auffüllung sind und warum. Öffnen Sie ein kompiliertes Modell, um zu sehen, was der Speicherlayout-Optimierer entscheidet: seine L1-Ketten, Umverteilungen, Auslagerungen und die L1-Zeitleiste. Öffnen Sie einen gemessenen Lauf, um zu sehen, wohin die Zeit ging.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Recent files</source>
        <translation>Zuletzt geöffnete Dateien</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>None yet: what you open appears here.</source>
        <translation>Noch keine: Was Sie öffnen, erscheint hier.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Paste a Layout</source>
        <translation>Layout einfügen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open a Model…</source>
        <translation>Modell öffnen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open a Model</source>
        <translation>Modell öffnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Models (*.mlir *.json);;All files (*)</source>
        <translation>Modelle (*.mlir *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a Run…</source>
        <translation>Lauf öffnen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open a Run</source>
        <translation>Lauf öffnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Measured runs (*.csv *.json *.sqlite *.db);;All files (*)</source>
        <translation>Gemessene Läufe (*.csv *.json *.sqlite *.db);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paste a layout</source>
        <translation>Ein Layout einfügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any notation: #ttcore.metal_layout (seed or current form), #ttnn.ttnn_layout or an XLA shape such as f32[3,5]{1,0:T(2,2)}. Paste it into the field above, or open a file of compiler output and pick one of its layouts.</source>
        <translation>Jede Notation: #ttcore.metal_layout (Seed-Form oder aktuelle Form), #ttnn.ttnn_layout oder eine XLA-Form wie f32[3,5]{1,0:T(2,2)}. Fügen Sie sie in das Feld oben ein, oder öffnen Sie eine Datei mit Compilerausgabe und wählen Sie eines ihrer Layouts.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open a model</source>
        <translation>Ein Modell öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A TTNN or TTIR module printed by tt-mlir (.mlir), or a JSON model: the plan of each policy, why each op got its layout, and the compiler&apos;s own decision trace beside it.</source>
        <translation>Ein von tt-mlir ausgegebenes TTNN- oder TTIR-Modul (.mlir) oder ein JSON-Modell: der Plan jeder Strategie, warum jede Operation ihr Layout erhielt, und daneben der eigene Entscheidungs-Trace des Compilers.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open a run</source>
        <translation>Einen Lauf öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An ops performance CSV from a profiled run: the measured time of every op beside the cost model&apos;s estimate, where the time went, and what the layouts cost.</source>
        <translation>Eine Ops-Performance-CSV aus einem profilierten Lauf: die gemessene Zeit jeder Operation neben der Schätzung des Kostenmodells, wohin die Zeit ging und was die Layouts kosteten.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Try: %1</source>
        <translation>Ausprobieren: %1</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>%1    %2</source>
        <translation>%1    %2</translation>
    </message>
</context>
<context>
    <name>tle::TilesView</name>
    <message>
        <location filename="../widgets/layout/tilesview.cpp" line="+235"/>
        <source>&amp;Unit:</source>
        <translation>&amp;Einheit:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Numbers: logical row-major index</source>
        <translation>Zahlen: logischer Index (zeilenweise)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Numbers: storage offset</source>
        <translation>Zahlen: Speicherposition</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No numbers: storage path</source>
        <translation>Keine Zahlen: Speicherpfad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom to tile</source>
        <translation>Auf Kachel zoomen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show one tile large enough to read its numbers: the highlighted tile, else the first</source>
        <translation>Eine Kachel so groß zeigen, dass ihre Zahlen lesbar sind: die hervorgehobene, sonst die erste</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Tile %1, in-tile (%2, %3), storage offset %4 in the tile</source>
        <translation>Kachel %1, in der Kachel (%2, %3), Speicherposition %4 in der Kachel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>: %1</source>
        <translation>: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>: tile padding</source>
        <translation>: Kachel-Auffüllung</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>#%1: tile %2</source>
        <translation>#%1: Kachel %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>#%1: from %2</source>
        <translation>#%1: ab %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>#%1: padding only</source>
        <translation>#%1: nur Auffüllung</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Not a tiled layout: there are no tiles to show</source>
        <translation>Kein Kachel-Layout: es gibt keine Kacheln zu zeigen</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%Ln tiles of %1x%2 on %3, %4</source>
        <translation>
            <numerusform>%Ln Kachel zu %1x%2 auf %3, %4</numerusform>
            <numerusform>%Ln Kacheln zu %1x%2 auf %3, %4</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>faces of %1x%2 in order</source>
        <translation>Teilflächen zu %1x%2 der Reihe nach</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>row-major inside each tile</source>
        <translation>zeilenweise in jeder Kachel</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Tile padding</source>
        <translation>Kachel-Auffüllung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tiles of %1 in storage order, light to full colour; each captioned with its position and the logical tile it holds</source>
        <translation>Kacheln von %1 in Speicherreihenfolge, von hell bis zur vollen Farbe; jede beschriftet mit ihrer Position und der logischen Kachel, die sie enthält</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>F%1</source>
        <translation>F%1</translation>
    </message>
</context>
<context>
    <name>tle::TransferDocument</name>
    <message>
        <location filename="../document/transferdocument.cpp" line="+159"/>
        <source>Planning the transfer</source>
        <translation>Die Übertragung wird geplant</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Reading the NoC trace</source>
        <translation>Die NoC-Spur wird gelesen</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannot read the trace %1: %2</source>
        <translation>Die Spur %1 lässt sich nicht lesen: %2</translation>
    </message>
</context>
<context>
    <name>tle::TransferMatrix</name>
    <message>
        <location filename="../widgets/transfer/transfermatrix.cpp" line="+26"/>
        <source>D%1</source>
        <translation>D%1</translation>
    </message>
    <message>
        <location line="+130"/>
        <source>Bytes from each source (rows) to each destination (columns)</source>
        <translation>Bytes von jeder Quelle (Zeilen) an jedes Ziel (Spalten)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bytes: sources (rows) to destinations (columns)</source>
        <translation>Bytes: Quellen (Zeilen) zu Zielen (Spalten)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bytes, rows to columns</source>
        <translation>Bytes, Zeilen zu Spalten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing moves</source>
        <translation>Nichts wird bewegt</translation>
    </message>
    <message numerus="yes">
        <location line="+75"/>
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n Byte</numerusform>
            <numerusform>%n Byte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bytes per cell</source>
        <translation>Bytes pro Zelle</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>%1 -&gt; %2: %3 bytes in %n call(s)</source>
        <translation>
            <numerusform>%1 -&gt; %2: %3 Bytes in %n Aufruf</numerusform>
            <numerusform>%1 -&gt; %2: %3 Bytes in %n Aufrufen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tle::TransferView</name>
    <message>
        <location filename="../widgets/transfer/transferview.cpp" line="+33"/>
        <source>interleaved to sharded</source>
        <translation>verschachtelt zu aufgeteilt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sharded to interleaved</source>
        <translation>aufgeteilt zu verschachtelt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reshard</source>
        <translation>Neuaufteilung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>copy through worker cores</source>
        <translation>Kopie über Arbeitskerne</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the busiest link</source>
        <translation>die meistbelastete Verbindung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the busiest endpoint</source>
        <translation>den meistbelasteten Endpunkt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>per-call overhead</source>
        <translation>den Aufwand je Aufruf</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>The layout to change to: one the tensor can take on the device, or any layout typed here (TTNN or metal) of the same tensor</source>
        <translation>Das Ziel-Layout: eines, das der Tensor auf dem Gerät annehmen kann, oder ein hier eingegebenes Layout (TTNN oder Metal) desselben Tensors</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Both NoCs</source>
        <translation>Beide NoCs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NoC 0</source>
        <translation>NoC 0</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NoC 1</source>
        <translation>NoC 1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recorded trace</source>
        <translation>Aufgezeichnete Spur</translation>
    </message>
    <message numerus="yes">
        <location line="+144"/>
        <source>%1 → %2 (%3) on %4: %5 of data in %n transaction(s), median %6</source>
        <translation>
            <numerusform>%1 → %2 (%3) auf %4: %5 Daten in %n Transaktion, Median %6</numerusform>
            <numerusform>%1 → %2 (%3) auf %4: %5 Daten in %n Transaktionen, Median %6</numerusform>
        </translation>
    </message>
    <message>
        <location line="-176"/>
        <source>&amp;Trace…</source>
        <translation>&amp;Spur…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load a NoC trace tt-metal&apos;s profiler recorded (JSON) and draw it as measured</source>
        <translation>Eine vom tt-metal-Profiler aufgezeichnete NoC-Spur (JSON) laden und wie gemessen zeichnen</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>&amp;Change to:</source>
        <translation>&amp;Ändern in:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Links of:</source>
        <translation>&amp;Verbindungen von:</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Open a NoC Trace</source>
        <translation>NoC-Spur öffnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NoC traces (*.json);;All files (*)</source>
        <translation>NoC-Spuren (*.json);;Alle Dateien (*)</translation>
    </message>
    <message numerus="yes">
        <location line="+52"/>
        <source>; %n call(s) left out, not between worker cores and DRAM banks</source>
        <translation>
            <numerusform>; %n Aufruf ausgelassen, nicht zwischen Worker-Kernen und DRAM-Bänken</numerusform>
            <numerusform>; %n Aufrufe ausgelassen, nicht zwischen Worker-Kernen und DRAM-Bänken</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The transfer view needs a TTNN or metal layout.</source>
        <translation>Die Übertragungsansicht braucht ein TTNN- oder Metal-Layout.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Planning the transfer…</source>
        <translation>Die Übertragung wird geplant…</translation>
    </message>
    <message numerus="yes">
        <location line="-25"/>
        <source>Recorded trace %1: %n call(s), %2, span %3 µs</source>
        <translation>
            <numerusform>Aufgezeichnete Spur %1: %n Aufruf, %2, Dauer %3 µs</numerusform>
            <numerusform>Aufgezeichnete Spur %1: %n Aufrufe, %2, Dauer %3 µs</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>; the model&apos;s estimate is %1 times the span</source>
        <translation>; die Schätzung des Modells ist das %1-Fache der Dauer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (drawn)</source>
        <translation> (gezeichnet)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot plan this change: %1</source>
        <translation>Diese Änderung lässt sich nicht planen: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose or type the layout to change to.</source>
        <translation>Das Ziel-Layout wählen oder eingeben.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>, %1 of padding moved along</source>
        <translation>, %1 Auffüllung mitbewegt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Estimated %1 µs, bound by %2; no plan beats %3 µs (the busiest link or endpoint at its peak).</source>
        <translation>Geschätzt %1 µs, begrenzt durch %2; kein Plan unterbietet %3 µs (die meistbelastete Verbindung oder der Endpunkt bei Höchstrate).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Busiest link (%1, %2) → (%3, %4) on NoC %5 with %6.</source>
        <translation>Meistbelastete Verbindung (%1, %2) → (%3, %4) auf NoC %5 mit %6.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Transaction size</source>
        <translation>Transaktionsgröße</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transactions</source>
        <translation>Transaktionen</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>≤%1</source>
        <translation>≤%1</translation>
    </message>
</context>
<context>
    <name>tle::TtnnEditorPage</name>
    <message>
        <location filename="../widgets/layout/ttnneditorpage.cpp" line="+15"/>
        <source>Logical shape</source>
        <translation>Logische Form</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data type</source>
        <translation>Datentyp</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Page layout</source>
        <translation>Seitenlayout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buffer</source>
        <translation>Puffer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory layout</source>
        <translation>Speicherlayout</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shard shape</source>
        <translation>Shard-Form</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Core grid (YxX)</source>
        <translation>Kerngitter (YxX)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Orientation</source>
        <translation>Ausrichtung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>N-D shard shape</source>
        <translation>N-D-Shard-Form</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N-D distribution</source>
        <translation>N-D-Verteilung</translation>
    </message>
</context>
<context>
    <name>tle::UnitNames</name>
    <message>
        <location filename="../widgets/layout/unitnames.cpp" line="+23"/>
        <source>core %1</source>
        <translation>Kern %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 bank %2</source>
        <translation>%1-Bank %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>buffer</source>
        <translation>Puffer</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>[%1] at linear index %2</source>
        <translation>[%1] am linearen Index %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>[%1] on %2</source>
        <translation>[%1] auf %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, tile (%1)</source>
        <translation>, Kachel (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, page %1</source>
        <translation>, Seite %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, face %1</source>
        <translation>, Teilfläche %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, byte %1</source>
        <translation>, Byte %1</translation>
    </message>
</context>
<context>
    <name>tle::Verdicts</name>
    <message>
        <location filename="../core/report/decisionreport.cpp" line="-64"/>
        <location filename="../core/report/policyreport.cpp" line="+172"/>
        <source>chosen</source>
        <translation>gewählt</translation>
    </message>
    <message>
        <location line="-9"/>
        <location filename="../core/report/policyreport.cpp" line="+2"/>
        <source>rejected</source>
        <translation>verworfen</translation>
    </message>
    <message>
        <location filename="../core/report/policyreport.cpp" line="+2"/>
        <source>fallback</source>
        <translation>Ausweichlösung</translation>
    </message>
    <message>
        <location filename="../core/report/decisionreport.cpp" line="+10"/>
        <location filename="../core/report/policyreport.cpp" line="+4"/>
        <source>ranked lower</source>
        <translation>niedriger eingestuft</translation>
    </message>
</context>
<context>
    <name>tle::ViewExporter</name>
    <message>
        <location filename="../app/gui/viewexporter.cpp" line="+55"/>
        <source>&amp;Export View…</source>
        <translation>Ansicht &amp;exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export &amp;Timeline…</source>
        <translation>&amp;Zeitleiste exportieren…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export Mapping T&amp;able…</source>
        <translation>Zuordnungs&amp;tabelle exportieren…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write every element&apos;s place in the layout to a NumPy file, as map --all does</source>
        <translation>Den Platz jedes Elements im Layout in eine NumPy-Datei schreiben, wie map --all</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+69"/>
        <location line="+30"/>
        <source>There is no layout to export yet.</source>
        <translation>Es gibt noch kein Layout zum Exportieren.</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>This view cannot be exported.</source>
        <translation>Diese Ansicht kann nicht exportiert werden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+26"/>
        <location line="+16"/>
        <location line="+12"/>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>There is no plan to export yet.</source>
        <translation>Es gibt noch keinen Plan zum Exportieren.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Laying out the chain graph</source>
        <translation>Der Kettengraph wird angeordnet</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>There is no run to export yet.</source>
        <translation>Es gibt noch keinen Lauf zum Exportieren.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is not a .npy file.</source>
        <translation>%1 ist keine .npy-Datei.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exporting the mapping table</source>
        <translation>Zuordnungstabelle wird exportiert</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Exported %1: int32 array %2 (planes %3)</source>
        <translation>%1 exportiert: int32-Array %2 (Ebenen %3)</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+4"/>
        <location line="+7"/>
        <source>Export Mapping Table</source>
        <translation>Zuordnungstabelle exportieren</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>NumPy array (*.npy)</source>
        <translation>NumPy-Array (*.npy)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>SVG (*.svg);;PNG image (*.png);;PDF (*.pdf)</source>
        <translation>SVG (*.svg);;PNG-Bild (*.png);;PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+5"/>
        <source>Export View</source>
        <translation>Ansicht exportieren</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+5"/>
        <source>Export Timeline</source>
        <translation>Zeitleiste exportieren</translation>
    </message>
</context>
<context>
    <name>tle::Views</name>
    <message>
        <location filename="../core/view/viewinfo.cpp" line="-131"/>
        <source>&amp;Mapping</source>
        <translation>&amp;Zuordnung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;hards</source>
        <translation>S&amp;hards</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tiles</source>
        <translation>&amp;Kacheln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Padding</source>
        <translation>Auffüllung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>XLA</source>
        <translation>XLA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>M&amp;esh</source>
        <translation>M&amp;esh</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T&amp;ransfer</source>
        <translation>Ü&amp;bertragung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chain graph</source>
        <translation>Kettengraph</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L1 timeline</source>
        <translation>L1-Zeitleiste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device timeline</source>
        <translation>Gerätezeitleiste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Breakdown</source>
        <translation>Aufschlüsselung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calibration</source>
        <translation>Kalibrierung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
</context>
<context>
    <name>tle::WhyPanel</name>
    <message>
        <location filename="../widgets/model/whypanel.cpp" line="+44"/>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Chosen</source>
        <translation>Gewählt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chain ended</source>
        <translation>Kette endete</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spill</source>
        <translation>Auslagerung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Moves</source>
        <translation>Bewegungen</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Candidates</source>
        <translation>Kandidaten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Facts</source>
        <translation>Fakten</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Select an op to see why the policy laid it out as it did.</source>
        <translation>Wählen Sie eine Operation, um zu sehen, warum die Strategie sie so angeordnet hat.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Estimated</source>
        <translation>Geschätzt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Rules: %1</source>
        <translation>Regeln: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Candidates (%1)</source>
        <translation>Kandidaten (%1)</translation>
    </message>
    <message numerus="yes">
        <location line="+54"/>
        <source>%Ln layouts</source>
        <translation>
            <numerusform>%Ln Layout</numerusform>
            <numerusform>%Ln Layouts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tle::WorkspaceSession</name>
    <message>
        <location filename="../app/gui/workspacesession.cpp" line="+125"/>
        <location line="+3"/>
        <location line="+3"/>
        <source>Cannot save the workspace to %1: %2</source>
        <translation>Der Arbeitsbereich kann nicht in %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot open the workspace %1: %2</source>
        <translation>Der Arbeitsbereich %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not a workspace: it is %2 MB long</source>
        <translation>%1 ist kein Arbeitsbereich: die Datei ist %2 MB groß</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>line %1, column %2: </source>
        <translation>Zeile %1, Spalte %2: </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open the workspace %1: %2%3</source>
        <translation>Der Arbeitsbereich %1 kann nicht geöffnet werden: %2%3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Workspaces (*.tleworkspace)</source>
        <translation>Arbeitsbereiche (*.tleworkspace)</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+7"/>
        <source>Save Workspace</source>
        <translation>Arbeitsbereich speichern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved the workspace to %1</source>
        <translation>Arbeitsbereich in %1 gespeichert</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+5"/>
        <source>Open Workspace</source>
        <translation>Arbeitsbereich öffnen</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Opened the workspace %1</source>
        <translation>Arbeitsbereich %1 geöffnet</translation>
    </message>
</context>
<context>
    <name>tle::WorkspaceTabs</name>
    <message>
        <location filename="../app/gui/workspacetabs.cpp" line="+39"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Shift+Z</translation>
    </message>
</context>
<context>
    <name>tle::XlaEditorPage</name>
    <message>
        <location filename="../widgets/layout/xlaeditorpage.cpp" line="+24"/>
        <source>Element type</source>
        <translation>Elementtyp</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dims (major to minor)</source>
        <translation>Dimensionen (von außen nach innen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>minor_to_major</source>
        <translation>minor_to_major</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tiles</source>
        <translation>Kacheln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Element size in bits (E)</source>
        <translation>Elementgröße in Bits (E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory space (S)</source>
        <translation>Speicherraum (S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The element type of the XLA shape, e.g. f32 or bf16</source>
        <translation>Der Elementtyp der XLA-Form, z. B. f32 oder bf16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The logical dims, major to minor as the shape prints them, e.g. 3,5</source>
        <translation>Die logischen Dimensionen, von der höchst- zur niedrigstwertigen, wie die Form sie schreibt, z. B. 3,5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The layout&apos;s minor_to_major list: dim numbers from the fastest-varying to the slowest</source>
        <translation>Die minor_to_major-Liste des Layouts: Dimensionsnummern von der schnellst- zur langsamstveränderlichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tiling, outermost tile first: (2,2), (8,128)(2,1); * combines a dim with the next</source>
        <translation>Die Kachelung, äußerste Kachel zuerst: (2,2), (8,128)(2,1); * fasst eine Dimension mit der nächsten zusammen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E(n): the element size in bits when it differs from the type&apos;s</source>
        <translation>E(n): die Elementgröße in Bit, wenn sie von der des Typs abweicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S(n): the memory space the buffer lives in</source>
        <translation>S(n): der Speicherbereich, in dem der Puffer liegt</translation>
    </message>
</context>
</TS>
