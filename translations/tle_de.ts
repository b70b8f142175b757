<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+19"/>
        <source>Shows where every element of a tensor lives.</source>
        <translation>Zeigt, wo jedes Element eines Tensors liegt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>User interface language.</source>
        <translation>Sprache der Benutzeroberfläche.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A layout string, or a file holding one.</source>
        <translation>Ein Layout-Text oder eine Datei, die einen enthält.</translation>
    </message>
</context>
<context>
    <name>tle::LayoutFactsModel</name>
    <message>
        <location filename="../widgets/layoutfactsmodel.cpp" line="+15"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+74"/>
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
    <name>tle::MainWindow</name>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="+25"/>
        <source>Tensor Layout Explorer</source>
        <translation>Tensor Layout Explorer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Layout (any notation the CLI accepts):</source>
        <translation>Layout (jede Notation, die die CLI annimmt):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>tensor&lt;…, #ttcore.metal_layout&lt;…&gt;&gt;</source>
        <translation>tensor&lt;…, #ttcore.metal_layout&lt;…&gt;&gt;</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open Layout…</source>
        <translation>Layout ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About</source>
        <translation>Ü&amp;ber</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Paste a layout to begin</source>
        <translation>Fügen Sie ein Layout ein, um zu beginnen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Loaded %1</source>
        <translation>%1 geladen</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Layout parsed: %1</source>
        <translation>Layout gelesen: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Column %1: </source>
        <translation>Spalte %1: </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open Layout</source>
        <translation>Layout öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layout files (*.mlir *.txt *.layout);;All files (*)</source>
        <translation>Layout-Dateien (*.mlir *.txt *.layout);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+7"/>
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
</context>
</TS>
