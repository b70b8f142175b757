<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>RunTables</name>
    <message numerus="yes">
        <location filename="../widgets/run/runtables.cpp" line="+139"/>
        <source>%Ln layout changes; none moves fewer than 64 contiguous bytes a transfer. Double-click a row to see it in the Transfer view.</source>
        <translation>
            <numerusform>%Ln layout change; it moves no fewer than 64 contiguous bytes a transfer. Double-click the row to see it in the Transfer view.</numerusform>
            <numerusform>%Ln layout changes; none moves fewer than 64 contiguous bytes a transfer. Double-click a row to see it in the Transfer view.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln layout changes; the %1 tinted move fewer than 64 contiguous bytes a transfer. Double-click a row to see it in the Transfer view.</source>
        <translation>
            <numerusform>%Ln layout change; the %1 tinted moves fewer than 64 contiguous bytes a transfer. Double-click the row to see it in the Transfer view.</numerusform>
            <numerusform>%Ln layout changes; the %1 tinted move fewer than 64 contiguous bytes a transfer. Double-click a row to see it in the Transfer view.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tle::ChainGraphView</name>
    <message numerus="yes">
        <location filename="../widgets/model/chaingraphview.cpp" line="+93"/>
        <location line="+8"/>
        <source>%Ln ops</source>
        <translation>
            <numerusform>%Ln op</numerusform>
            <numerusform>%Ln ops</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-7"/>
        <source>%Ln chains</source>
        <translation>
            <numerusform>%Ln chain</numerusform>
            <numerusform>%Ln chains</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tle::CompilerActions</name>
    <message numerus="yes">
        <location filename="../app/gui/compileractions.cpp" line="+69"/>
        <source>%n op(s) without a name loc of their own cannot be expressed.</source>
        <translation>
            <numerusform>%n op without a name loc of its own cannot be expressed.</numerusform>
            <numerusform>%n ops without a name loc of their own cannot be expressed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tle::NocGridWidget</name>
    <message numerus="yes">
        <location filename="../widgets/transfer/nocgridwidget.cpp" line="+317"/>
        <source>%1 to %2 on NoC %3 (%n call(s))</source>
        <translation>
            <numerusform>%1 to %2 on NoC %3 (%n call)</numerusform>
            <numerusform>%1 to %2 on NoC %3 (%n calls)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 from %2 on NoC %3 (%n call(s))</source>
        <translation>
            <numerusform>%1 from %2 on NoC %3 (%n call)</numerusform>
            <numerusform>%1 from %2 on NoC %3 (%n calls)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <location line="+36"/>
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tle::PlanCaption</name>
    <message numerus="yes">
        <location filename="../widgets/model/plancaption.cpp" line="+24"/>
        <source>%Ln reshards</source>
        <translation>
            <numerusform>%Ln reshard</numerusform>
            <numerusform>%Ln reshards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln spills</source>
        <translation>
            <numerusform>%Ln spill</numerusform>
            <numerusform>%Ln spills</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tle::RunBreakdownModel</name>
    <message numerus="yes">
        <location filename="../widgets/run/runbreakdownmodel.cpp" line="+102"/>
        <source>The %Ln longest ops</source>
        <translation>
            <numerusform>The %Ln longest op</numerusform>
            <numerusform>The %Ln longest ops</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tle::RunComparisonModel</name>
    <message numerus="yes">
        <location filename="../widgets/run/runcomparisonmodel.cpp" line="+141"/>
        <source>%Ln matched ops, the largest change first</source>
        <translation>
            <numerusform>%Ln matched op, the largest change first</numerusform>
            <numerusform>%Ln matched ops, the largest change first</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Only in this run: %Ln ops</source>
        <translation>
            <numerusform>Only in this run: %Ln op</numerusform>
            <numerusform>Only in this run: %Ln ops</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Only in the other run: %Ln ops</source>
        <translation>
            <numerusform>Only in the other run: %Ln op</numerusform>
            <numerusform>Only in the other run: %Ln ops</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tle::RunRangePane</name>
    <message numerus="yes">
        <location filename="../widgets/run/runrangepane.cpp" line="+75"/>
        <source>From %1 to %2 (%3): %Ln ops, kernel time %4 inside it</source>
        <translation>
            <numerusform>From %1 to %2 (%3): %Ln op, kernel time %4 inside it</numerusform>
            <numerusform>From %1 to %2 (%3): %Ln ops, kernel time %4 inside it</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tle::RunRooflineView</name>
    <message numerus="yes">
        <location filename="../widgets/run/runrooflineview.cpp" line="+167"/>
        <source>Measured time by bound: %1 · %Ln ops without arithmetic left out</source>
        <translation>
            <numerusform>Measured time by bound: %1 · %Ln op without arithmetic left out</numerusform>
            <numerusform>Measured time by bound: %1 · %Ln ops without arithmetic left out</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tle::RunSearchBar</name>
    <message numerus="yes">
        <location filename="../widgets/run/runsearchbar.cpp" line="+121"/>
        <source>%Ln matches</source>
        <translation>
            <numerusform>%Ln match</numerusform>
            <numerusform>%Ln matches</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tle::RunWorkspace</name>
    <message numerus="yes">
        <location filename="../widgets/run/runworkspace.cpp" line="+339"/>
        <source>The file ends inside the row at line %1 (the profiler stopped while writing it); the %Ln rows before it are shown.</source>
        <translation>
            <numerusform>The file ends inside the row at line %1 (the profiler stopped while writing it); the %Ln row before it is shown.</numerusform>
            <numerusform>The file ends inside the row at line %1 (the profiler stopped while writing it); the %Ln rows before it are shown.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%Ln device ops</source>
        <translation>
            <numerusform>%Ln device op</numerusform>
            <numerusform>%Ln device ops</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tle::SecondOpinionPane</name>
    <message numerus="yes">
        <location filename="../widgets/model/secondopinionpane.cpp" line="+76"/>
        <source>The cost model prefers another valid layout for %n op(s), each saving more than a fifth of the op&apos;s time.</source>
        <translation>
            <numerusform>The cost model prefers another valid layout for %n op, saving more than a fifth of the op&apos;s time.</numerusform>
            <numerusform>The cost model prefers another valid layout for %n ops, each saving more than a fifth of the op&apos;s time.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tle::ShardsView</name>
    <message numerus="yes">
        <location filename="../widgets/layout/shardsview.cpp" line="+54"/>
        <source>Core grid %1 x %2, %n unit(s)</source>
        <translation>
            <numerusform>Core grid %1 x %2, %n unit</numerusform>
            <numerusform>Core grid %1 x %2, %n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Bank grid %1 x %2, %n unit(s)</source>
        <translation>
            <numerusform>Bank grid %1 x %2, %n unit</numerusform>
            <numerusform>Bank grid %1 x %2, %n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Memory %1 x %2, %n unit(s)</source>
        <translation>
            <numerusform>Memory %1 x %2, %n unit</numerusform>
            <numerusform>Memory %1 x %2, %n units</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tle::TilesView</name>
    <message numerus="yes">
        <location filename="../widgets/layout/tilesview.cpp" line="+409"/>
        <source>%Ln tiles of %1x%2 on %3, %4</source>
        <translation>
            <numerusform>%Ln tile of %1x%2 on %3, %4</numerusform>
            <numerusform>%Ln tiles of %1x%2 on %3, %4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tle::TransferMatrix</name>
    <message numerus="yes">
        <location filename="../widgets/transfer/transfermatrix.cpp" line="+238"/>
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n byte</numerusform>
            <numerusform>%n bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+36"/>
        <source>%1 -&gt; %2: %3 bytes in %n call(s)</source>
        <translation>
            <numerusform>%1 -&gt; %2: %3 bytes in %n call</numerusform>
            <numerusform>%1 -&gt; %2: %3 bytes in %n calls</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tle::TransferView</name>
    <message numerus="yes">
        <location filename="../widgets/transfer/transferview.cpp" line="+222"/>
        <source>Recorded trace %1: %n call(s), %2, span %3 µs</source>
        <translation>
            <numerusform>Recorded trace %1: %n call, %2, span %3 µs</numerusform>
            <numerusform>Recorded trace %1: %n calls, %2, span %3 µs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>; %n call(s) left out, not between worker cores and DRAM banks</source>
        <translation>
            <numerusform>; %n call left out, not between worker cores and DRAM banks</numerusform>
            <numerusform>; %n calls left out, not between worker cores and DRAM banks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>%1 → %2 (%3) on %4: %5 of data in %n transaction(s), median %6</source>
        <translation>
            <numerusform>%1 → %2 (%3) on %4: %5 of data in %n transaction, median %6</numerusform>
            <numerusform>%1 → %2 (%3) on %4: %5 of data in %n transactions, median %6</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tle::WhyPanel</name>
    <message numerus="yes">
        <location filename="../widgets/model/whypanel.cpp" line="+261"/>
        <source>%Ln layouts</source>
        <translation>
            <numerusform>%Ln layout</numerusform>
            <numerusform>%Ln layouts</numerusform>
        </translation>
    </message>
</context>
</TS>
