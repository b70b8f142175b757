<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
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
        <translation>オペコード</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>Class</source>
        <translation>クラス</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Shape</source>
        <translation>形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data type</source>
        <translation>データ型</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>From</source>
        <translation>変換元</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To</source>
        <translation>変換先</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Bytes</source>
        <translation>バイト数</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Bytes per transfer</source>
        <translation>転送あたりのバイト数</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Note</source>
        <translation>注記</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>transfers under 64 B</source>
        <translation>64 B 未満の転送</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>grid not stated</source>
        <translation>グリッド記載なし</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+107"/>
        <source>Kernel time</source>
        <translation>カーネル時間</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>The contiguous bytes of each transfer: the smaller page (tile or row) of the two sides</source>
        <translation>各転送の連続バイト数: 両側のページ (タイルまたは行) のうち小さい方</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No layout change in this run: no device op converted a tensor between memory layouts, buffers, or tiles and rows, so there is nothing to list</source>
        <translation>この実行にはレイアウト変更がありません: メモリレイアウト、バッファ、タイルと行の間でテンソルを変換したデバイス演算がないため、一覧にするものはありません</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%Ln layout changes; none moves fewer than 64 contiguous bytes a transfer. Double-click a row to see it in the Transfer view.</source>
        <translation>
            <numerusform>レイアウト変更 %Ln 件。1 回の転送で連続 64 バイト未満しか動かさないものはありません。行をダブルクリックすると転送ビューで表示します。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln layout changes; the %1 tinted move fewer than 64 contiguous bytes a transfer. Double-click a row to see it in the Transfer view.</source>
        <translation>
            <numerusform>レイアウト変更 %Ln 件。色付きの %1 件は 1 回の転送で連続 64 バイト未満しか動かしません。行をダブルクリックすると転送ビューで表示します。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+23"/>
        <source>reshard before %1</source>
        <translation>%1 の前にリシャード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>spill after %1</source>
        <translation>%1 の後にスピル</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>(not run)</source>
        <translation>(未実行)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Planned step</source>
        <translation>計画ステップ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Planned layout</source>
        <translation>計画されたレイアウト</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ran as</source>
        <translation>実際の実行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drift</source>
        <translation>ずれ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>drift</source>
        <translation>ずれ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measured</source>
        <translation>実測</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Planned</source>
        <translation>計画</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Other kernel time</source>
        <translation>もう一方のカーネル時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change</source>
        <translation>変化</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Measured L1 per bank</source>
        <translation>バンクあたり実測 L1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Planned L1 per core</source>
        <translation>コアあたり計画 L1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The planned output&apos;s buffer type or memory layout differs from what ran</source>
        <translation>計画された出力のバッファ型またはメモリレイアウトが、実際の実行と異なります</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Other #</source>
        <translation>比較対象 #</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other op code</source>
        <translation>比較対象のオペコード</translation>
    </message>
</context>
<context>
    <name>SampleCatalog</name>
    <message>
        <location filename="../app/gui/samplecatalog.cpp" line="+20"/>
        <source>128x384 in 32x32 tiles on one core</source>
        <translation>1 コア上の 32x32 タイルに置いた 128x384</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2x33x128 aligned to 128x128</source>
        <translation>128x128 にアラインした 2x33x128</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>576x4096 with grid padding on 8 rows of cores</source>
        <translation>8 行のコアにグリッドパディング付きで置いた 576x4096</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2x3x64x128 collapsed to 384x128 on one core</source>
        <translation>384x128 に折りたたんで 1 コアに置いた 2x3x64x128</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2x3x64x128 on a 2x4 grid of cores</source>
        <translation>2x4 のコアグリッド上の 2x3x64x128</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2x3x64x128 with its batch on separate devices (2x2x4 grid)</source>
        <translation>バッチを別々のデバイスに置いた 2x3x64x128 (2x2x4 グリッド)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Padding: each batch on its own tile</source>
        <translation>パディング: バッチごとに別のタイル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Padding: two batches packed into one tile row</source>
        <translation>パディング: 2 つのバッチを 1 つのタイル行に詰める</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3x64x128 in bfp_bf8 tiles on 3x2 cores</source>
        <translation>3x2 コア上の bfp_bf8 タイルに置いた 3x64x128</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3x64x128 on 3x2 cores, before tilizing</source>
        <translation>3x2 コア上の 3x64x128 (タイル化前)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Padding: 53x63 in tiles on 3x2 cores</source>
        <translation>パディング: 3x2 コア上のタイルに置いた 53x63</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Padding: 53x63 on a 3x2 grid that does not divide it</source>
        <translation>パディング: 割り切れない 3x2 グリッド上の 53x63</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A 7-D tensor on a 4-D grid</source>
        <translation>4 次元グリッド上の 7 次元テンソル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8x300 on two cores</source>
        <translation>2 コア上の 8x300</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8x96x32 collapsed to 768x32 on two cores</source>
        <translation>768x32 に折りたたんで 2 コアに置いた 8x96x32</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A sparse image: one dim used twice</source>
        <translation>疎な像: 1 つの次元を 2 回使用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combined dims: F32[2,7,8,11,10] in (2,3) tiles</source>
        <translation>結合した次元: (2,3) タイルの F32[2,7,8,11,10]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F32[3,5] in 2x2 tiles</source>
        <translation>2x2 タイルの F32[3,5]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tile and face order of a 2x64x64 tensor</source>
        <translation>2x64x64 テンソルのタイルとフェイスの順序</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>T3K: split over 4 columns, copied over 2 rows</source>
        <translation>T3K: 4 列に分割、2 行に複製</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>T3K: split over 2 rows, copied over 4 columns</source>
        <translation>T3K: 2 行に分割、4 列に複製</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T3K: split over rows and columns</source>
        <translation>T3K: 行と列に分割</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1024x1024 block-sharded on 64 cores (start here)</source>
        <translation>64 コアにブロック単位でシャードした 1024x1024 (ここから)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1024x1024 interleaved over DRAM banks</source>
        <translation>DRAM バンクにインターリーブした 1024x1024</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1024x1024 height-sharded on 32 cores</source>
        <translation>32 コアに高さ方向でシャードした 1024x1024</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MNIST MLP, three matmuls (start here)</source>
        <translation>MNIST MLP、3 つの matmul (ここから)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BERT encoder layer</source>
        <translation>BERT エンコーダ層</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A fork and a join</source>
        <translation>フォークとジョイン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Llama decoder layer</source>
        <translation>Llama デコーダ層</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ResNet-50 bottleneck block</source>
        <translation>ResNet-50 ボトルネックブロック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>U-Net concat block</source>
        <translation>U-Net の concat ブロック</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compiler output: Llama 3.1 8B decode layer (TTIR)</source>
        <translation>コンパイラ出力: Llama 3.1 8B のデコード層 (TTIR)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compiler output: MNIST (TTIR)</source>
        <translation>コンパイラ出力: MNIST (TTIR)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compiler output: YOLOv8 (TTIR)</source>
        <translation>コンパイラ出力: YOLOv8 (TTIR)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compiler output: MNIST, sharded (TTNN)</source>
        <translation>コンパイラ出力: MNIST、シャード化 (TTNN)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compiler output: concat heads in decode (TTNN)</source>
        <translation>コンパイラ出力: デコードでのヘッドの concat (TTNN)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CLIP encoder on Blackhole, 64 cores</source>
        <translation>Blackhole 上の CLIP エンコーダ、64 コア</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DeepLabV3 on Blackhole p100</source>
        <translation>Blackhole p100 上の DeepLabV3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DeepSeek V3 on 8 Blackhole p150 devices</source>
        <translation>8 台の Blackhole p150 デバイス上の DeepSeek V3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OFT integral image on Blackhole, 20 cores</source>
        <translation>Blackhole 上の OFT 積分画像、20 コア</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OFT network, 20 cores</source>
        <translation>OFT ネットワーク、20 コア</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SegFormer encoder on Wormhole (start here)</source>
        <translation>Wormhole 上の SegFormer エンコーダ (ここから)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ttrt profile of a compiled module, with locations</source>
        <translation>コンパイル済みモジュールの ttrt プロファイル (ロケーション付き)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/windowoptions.cpp" line="+84"/>
        <source>Shows where every element of a tensor lives.</source>
        <translation>テンソルの各要素がどこにあるかを表示します。</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>User interface language.</source>
        <translation>ユーザーインターフェースの言語。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Colour theme for this run: system, light or dark (not kept).</source>
        <translation>この実行の配色テーマ: system、light、dark (保存しません)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save a picture of the window to a PNG file and quit.</source>
        <translation>ウィンドウの画像を PNG ファイルに保存して終了します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the window at this size, e.g. 1920x1080.</source>
        <translation>ウィンドウをこのサイズで開きます (例: 1920x1080)。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show this view first: mapping, shards, tiles, mesh, transfer, model, run, or a pane of the run: ops, breakdown, ledger, calibration, plan, compare.</source>
        <translation>最初に表示するビュー: mapping、shards、tiles、mesh、transfer、model、run、または実行のペイン (ops、breakdown、ledger、calibration、plan、compare) のいずれか。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Select an element (&quot;3, 5&quot;), a core (&quot;core (1, 2)&quot;) or, in a model, an op (index, %name or location).</source>
        <translation>要素 (&quot;3, 5&quot;)、コア (&quot;core (1, 2)&quot;)、またはモデル内の演算 (インデックス、%name、ロケーション) を選択します。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Plan a model with this policy (default dfsharding).</source>
        <translation>このポリシーでモデルを計画します (既定は dfsharding)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compare the plan with this policy&apos;s (all: every policy; unpinned: without pins).</source>
        <translation>計画をこのポリシーの計画と比較します (all: 全ポリシー、unpinned: 固定なし)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Plan models for the device this JSON file describes.</source>
        <translation>この JSON ファイルが記述するデバイス向けにモデルを計画します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Price measured runs with the calibration this device file holds.</source>
        <translation>このデバイスファイルに含まれる較正で実測の実行を見積もります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Also open this measured run (a profiler CSV, a report database or a folder).</source>
        <translation>この実測の実行も開きます (プロファイラ CSV、レポートデータベース、またはフォルダー)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Compare the run with this other run.</source>
        <translation>実行をこの別の実行と比較します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Join the run to the plan of the model once both are read.</source>
        <translation>両方を読み込んだら、実行をモデルの計画と突き合わせます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pin an op&apos;s output layout, e.g. %1=l1:interleaved (repeatable).</source>
        <translation>演算の出力レイアウトを固定します。例: %1=l1:interleaved (複数指定可)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show tt-mlir&apos;s own plan from its optimizer decision trace (a file or a folder).</source>
        <translation>tt-mlir 自身の計画をオプティマイザの決定トレース (ファイルまたはフォルダー) から表示します。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the Nth layout of a file or text that holds several.</source>
        <translation>複数のレイアウトを含むファイルまたはテキストの N 番目のレイアウトを表示します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the Transfer view onto this layout (a layout string or a file).</source>
        <translation>このレイアウト (レイアウト文字列またはファイル) の転送ビューを表示します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show this recorded NoC trace in the Transfer view beside the model.</source>
        <translation>記録されたこの NoC トレースを、転送ビューでモデルと並べて表示します。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A layout string, or a file holding a layout, a model or a run.</source>
        <translation>レイアウト文字列、またはレイアウト、モデル、実行のいずれかを含むファイル。</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="+108"/>
        <source>Unknown theme: %1</source>
        <translation>不明なテーマ: %1</translation>
    </message>
</context>
<context>
    <name>tle</name>
    <message>
        <location filename="../widgets/common/pictureexport.cpp" line="+38"/>
        <source>%1: unknown picture format; use .svg, .png or .pdf</source>
        <translation>%1: 不明な画像形式です。.svg、.png、.pdf のいずれかを使用してください</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a picture of %1x%2 pixels is larger than an export writes (%3 a side, %4 pixels in all)</source>
        <translation>%1x%2 ピクセルの画像はエクスポートの上限を超えています (一辺 %3、合計 %4 ピクセルまで)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+27"/>
        <source>cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>cannot paint the %1 picture for %2</source>
        <translation>%2 の %1 画像を描画できません</translation>
    </message>
</context>
<context>
    <name>tle::AppTheme</name>
    <message>
        <location filename="../app/gui/apptheme.cpp" line="+31"/>
        <source>&amp;Theme</source>
        <translation>テーマ(&amp;T)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;System</source>
        <translation>システム(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Light</source>
        <translation>ライト(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dark</source>
        <translation>ダーク(&amp;D)</translation>
    </message>
</context>
<context>
    <name>tle::ChainGraphLegend</name>
    <message>
        <location filename="../widgets/model/chaingraphlegend.cpp" line="+37"/>
        <source>L1 chain (a colour each)</source>
        <translation>L1 チェーン (チェーンごとに別の色)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in no L1 chain</source>
        <translation>L1 チェーンに属さない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>collapsed group (dashed)</source>
        <translation>折りたたんだグループ (破線)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S: spill</source>
        <translation>S: スピル</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>R: reshard</source>
        <translation>R: リシャード</translation>
    </message>
</context>
<context>
    <name>tle::ChainGraphView</name>
    <message>
        <location filename="../widgets/model/chaingraphview.cpp" line="+97"/>
        <source>chain %1</source>
        <translation>チェーン %1</translation>
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
        <translation>演算 %1–%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <location line="+8"/>
        <source>%Ln ops</source>
        <translation>
            <numerusform>演算 %Ln 個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-7"/>
        <source>%Ln chains</source>
        <translation>
            <numerusform>チェーン %Ln 個</numerusform>
        </translation>
    </message>
    <message>
        <location line="+199"/>
        <source>Open a model to see its plan&apos;s L1 chains: File &gt; Open or a file dropped on the window (MLIR or JSON), or Samples &gt; Models</source>
        <translation>モデルを開くとプランの L1 チェーンが表示されます: ファイル &gt; 開く、ウィンドウへのファイルのドロップ (MLIR または JSON)、またはサンプル &gt; モデル</translation>
    </message>
    <message>
        <location line="+273"/>
        <source>Reshard of %1</source>
        <translation>%1 のリシャード</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Spill of %1</source>
        <translation>%1 のスピル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click to see what it moves over the NoC</source>
        <translation>ダブルクリックで NoC 上を何が移動するかを表示</translation>
    </message>
</context>
<context>
    <name>tle::CompilerActions</name>
    <message>
        <location filename="../app/gui/compileractions.cpp" line="+23"/>
        <source>Open &amp;Decision Trace…</source>
        <translation>決定トレースを開く(&amp;D)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show tt-mlir&apos;s own plan for the open model from its optimizer&apos;s decision trace</source>
        <translation>開いているモデルに対する tt-mlir 自身の計画を、オプティマイザの決定トレースから表示します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy Plan as &amp;Compiler Overrides</source>
        <translation>計画をコンパイラのオーバーライドとしてコピー(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the plan on show as tt-mlir&apos;s override-output-layout option</source>
        <translation>表示中の計画を tt-mlir の override-output-layout オプションとしてコピーします</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open Decision Trace</source>
        <translation>決定トレースを開く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decision traces (*_decision_trace.json *.json);;All files (*)</source>
        <translation>決定トレース (*_decision_trace.json *.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>There is no plan to copy yet.</source>
        <translation>コピーできる計画はまだありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No op of the plan can be keyed by a name loc: nothing to copy.</source>
        <translation>計画のどの演算も名前の loc で特定できません: コピーするものはありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copied the %1 plan as compiler overrides.</source>
        <translation>%1 の計画をコンパイラのオーバーライドとしてコピーしました。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n op(s) without a name loc of their own cannot be expressed.</source>
        <translation>
            <numerusform>独自の名前 loc を持たない %n 個の演算は表現できません。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tle::DecisionTraceStore</name>
    <message>
        <location filename="../document/decisiontracestore.cpp" line="+22"/>
        <source>Reading the decision trace %1</source>
        <translation>決定トレース %1 を読み込み中</translation>
    </message>
</context>
<context>
    <name>tle::Decisions</name>
    <message>
        <location filename="../core/report/decisionreport.cpp" line="+37"/>
        <source>L1 over DRAM</source>
        <translation>DRAM より L1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sharded over interleaved</source>
        <translation>インターリーブよりシャード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fewer bytes read from DRAM</source>
        <translation>DRAM からの読み出しバイト数が少ない</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+136"/>
        <source>no reshard</source>
        <translation>リシャードなし</translation>
    </message>
    <message>
        <location line="-134"/>
        <source>more cores</source>
        <translation>コア数が多い</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>less L1</source>
        <translation>L1 使用量が少ない</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>nothing: the scores are equal</source>
        <translation>なし: スコアが同じ</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>%1, %2, %3 bytes read from DRAM, %4, cores: %5, L1: %6 bytes</source>
        <translation>%1、%2、DRAM から %3 バイト読み出し、%4、コア: %5、L1: %6 バイト</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sharded</source>
        <translation>シャード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>interleaved</source>
        <translation>インターリーブ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a reshard</source>
        <translation>リシャードあり</translation>
    </message>
    <message>
        <location line="+46"/>
        <location line="+10"/>
        <source>%1 (inputs %2)</source>
        <translation>%1 (入力 %2)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The compiler&apos;s trace holds no final choice for this op: it is in DRAM interleaved in this plan.</source>
        <translation>コンパイラのトレースにはこの演算の最終選択がありません: この計画では DRAM インターリーブに置かれます。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chosen: %1, in place (the op writes its input).</source>
        <translation>選択: %1、インプレース (演算が入力に書き込む)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chosen: %1, the only valid layout the compiler found.</source>
        <translation>選択: %1。コンパイラが見つけた唯一の有効なレイアウトです。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Chosen: %1; %2 scores exactly the same, and the search kept the first.</source>
        <translation>選択: %1。%2 もまったく同じスコアで、探索は先の候補を残しました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chosen: %1. It beat %2 on %3 (%4).</source>
        <translation>選択: %1。%3 で %2 を上回りました (%4)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chosen: %1, though %2 scores higher on %3: the backward pass chose it for the op&apos;s consumers.</source>
        <translation>選択: %1。%3 では %2 の方がスコアが高いものの、後方パスが演算のコンシューマのためにこれを選びました。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No candidate was valid, so the compiler fell back to DRAM.</source>
        <translation>有効な候補がなかったため、コンパイラは DRAM にフォールバックしました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Second opinion: %1 would take %2 us against %3 us, reshards included.</source>
        <translation>セカンドオピニオン: リシャードを含め、%1 なら %3 us に対して %2 us で済みます。</translation>
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
        <translation>既定のデバイス (モデル独自の上書き設定を適用)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Load device file…</source>
        <translation>デバイスファイルを読み込む…</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>The device the policies plan for (a JSON device file, as the CLI&apos;s --device)</source>
        <translation>ポリシーが計画の対象とするデバイス (CLI の --device と同じ JSON デバイスファイル)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The device the plans are made for: its grid, L1 and DRAM sizes and bandwidths. Load a JSON device file (the same the CLI&apos;s --device reads) to plan for another device.</source>
        <translation>計画の対象となるデバイス: そのグリッド、L1 と DRAM の容量、帯域幅。別のデバイス向けに計画するには、JSON デバイスファイル (CLI の --device が読むものと同じ) を読み込んでください。</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Load Device File</source>
        <translation>デバイスファイルの読み込み</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Device files (*.json);;All files (*)</source>
        <translation>デバイスファイル (*.json);;すべてのファイル (*)</translation>
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
        <translation>%1。
コマンドライン: %2 %3</translation>
    </message>
</context>
<context>
    <name>tle::ErrorText</name>
    <message>
        <location filename="../document/errortext.cpp" line="+17"/>
        <source>line %1, column %2: %3</source>
        <translation>%1 行 %2 列: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>line %1: %2</source>
        <translation>%1 行: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>column %1: %2</source>
        <translation>%1 列: %2</translation>
    </message>
</context>
<context>
    <name>tle::Export</name>
    <message>
        <location filename="../widgets/layoutexport.cpp" line="+29"/>
        <source>the &apos;%1&apos; view cannot be exported in this version (available: %2)</source>
        <translation>このバージョンではビュー「%1」をエクスポートできません (利用可能: %2)</translation>
    </message>
    <message>
        <location filename="../core/view/viewinfo.cpp" line="+151"/>
        <source>the &apos;xla&apos; view shows XLA layouts only</source>
        <translation>ビュー「xla」は XLA レイアウト専用です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the &apos;transfer&apos; view needs a TTNN or metal layout: an XLA layout names no cores or banks</source>
        <translation>&apos;transfer&apos; ビューには TTNN またはメタルのレイアウトが必要です: XLA レイアウトにはコアもバンクもありません</translation>
    </message>
    <message>
        <location filename="../widgets/modelexport.cpp" line="+37"/>
        <source>unknown model view &apos;%1&apos;</source>
        <translation>不明なモデルビュー「%1」</translation>
    </message>
    <message>
        <location filename="../widgets/runexport.cpp" line="+37"/>
        <source>cost model not calibrated</source>
        <translation>コストモデル未較正</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cost model calibrated</source>
        <translation>コストモデル較正済み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · %2 × %3 · %4 device ops · kernel %5 · %6</source>
        <translation>%1 · %2 × %3 · デバイス演算 %4 個 · カーネル %5 · %6</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>unknown run view &apos;%1&apos;</source>
        <translation>不明な実行ビュー「%1」</translation>
    </message>
</context>
<context>
    <name>tle::FactLabels</name>
    <message>
        <location filename="../core/report/factlabels.cpp" line="+24"/>
        <source>Notation</source>
        <translation>表記法</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Form</source>
        <translation>形式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Printed</source>
        <translation>出力表記</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logical shape</source>
        <translation>論理形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shape inferred</source>
        <translation>推定された形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Element type</source>
        <translation>要素型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Elements</source>
        <translation>要素数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>logical</source>
        <translation>論理</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>allocated</source>
        <translation>確保済み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>padding</source>
        <translation>パディング</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Padding by cause</source>
        <translation>原因別パディング</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>alignment</source>
        <translation>アラインメント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>page</source>
        <translation>ページ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Linear map</source>
        <translation>線形写像</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grid</source>
        <translation>グリッド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cores</source>
        <translation>コア数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collapsed shape</source>
        <translation>折りたたみ後の形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collapsed dims</source>
        <translation>折りたたむ次元</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intervals written</source>
        <translation>記述された区間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shard shape</source>
        <translation>シャード形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allocated shard</source>
        <translation>確保シャード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logical shard</source>
        <translation>論理シャード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tile shape</source>
        <translation>タイル形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tile type</source>
        <translation>タイル型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In-tile order</source>
        <translation>タイル内の順序</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face shape</source>
        <translation>フェイス形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memref shape</source>
        <translation>memref 形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device shape</source>
        <translation>デバイス形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory space</source>
        <translation>メモリ空間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Storage type</source>
        <translation>格納型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes per shard</source>
        <translation>シャードあたりのバイト数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L1 per core</source>
        <translation>コアあたりの L1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OOB value</source>
        <translation>範囲外の値</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dim alignments</source>
        <translation>次元アラインメント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory layout</source>
        <translation>メモリレイアウト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page layout</source>
        <translation>ページレイアウト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buffer type</source>
        <translation>バッファ型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alignment</source>
        <translation>アラインメント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Physical shape</source>
        <translation>物理形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strides</source>
        <translation>ストライド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Padded shape</source>
        <translation>パディング後の形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page shape</source>
        <translation>ページ形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page bytes</source>
        <translation>ページのバイト数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages</source>
        <translation>ページ数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buffer bytes</source>
        <translation>バッファのバイト数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Distribution</source>
        <translation>分配</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shard orientation</source>
        <translation>シャードの向き</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shard mode</source>
        <translation>シャードモード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max shards/core</source>
        <translation>最大シャード数/コア</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages per core</source>
        <translation>コアあたりのページ数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Core ranges</source>
        <translation>コア範囲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cores used</source>
        <translation>使用コア数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banks</source>
        <translation>バンク数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages per bank</source>
        <translation>バンクあたりのページ数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Affine map terms</source>
        <translation>アフィン写像の項</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+87"/>
        <location line="+19"/>
        <location filename="../core/report/runfactlabels.cpp" line="+107"/>
        <source>shape</source>
        <translation>形状</translation>
    </message>
    <message>
        <location line="-151"/>
        <location line="+46"/>
        <source>stride</source>
        <translation>ストライド</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+94"/>
        <location line="+18"/>
        <location line="+6"/>
        <source>shard shape</source>
        <translation>シャード形状</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>physical shard shape</source>
        <translation>物理シャード形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tile shape</source>
        <translation>タイル形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>grid shape</source>
        <translation>グリッド形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/report/runfactlabels.cpp" line="-90"/>
        <source>Device</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+24"/>
        <location line="+234"/>
        <source>name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="-312"/>
        <location line="+55"/>
        <location line="+28"/>
        <source>grid</source>
        <translation>グリッド</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>DRAM banks</source>
        <translation>DRAM バンク数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L1 bytes per core</source>
        <translation>コアあたりの L1 バイト数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minor to major</source>
        <translation>minor-to-major</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiles</source>
        <translation>タイル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiled shape</source>
        <translation>タイル化後の形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combined shape</source>
        <translation>結合後の形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Byte size</source>
        <translation>バイトサイズ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layout</source>
        <translation>レイアウト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Element bits</source>
        <translation>要素のビット数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Element size (E)</source>
        <translation>要素サイズ (E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiling levels</source>
        <translation>タイリング階層</translation>
    </message>
    <message>
        <location line="-66"/>
        <location line="+67"/>
        <source>tile</source>
        <translation>タイル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>input shape</source>
        <translation>入力形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>combined shape</source>
        <translation>結合後の形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>padded shape</source>
        <translation>パディング後の形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tiled shape</source>
        <translation>タイル化後の形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Equivalents</source>
        <translation>等価な表記</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not expressible</source>
        <translation>表現できない表記</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Equivalent notes</source>
        <translation>等価表記の注記</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ops</source>
        <translation>演算</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>buffer type</source>
        <translation>バッファ型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory layout</source>
        <translation>メモリレイアウト</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>page layout</source>
        <translation>ページレイアウト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chain</source>
        <translation>チェーン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>candidates</source>
        <translation>候補</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Schedule</source>
        <translation>スケジュール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chains</source>
        <translation>チェーン</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>failure</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/report/runfactlabels.cpp" line="+92"/>
        <source>from</source>
        <translation>プロデューサ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>into</source>
        <translation>コンシューマ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L1 reservations</source>
        <translation>L1 予約</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from op</source>
        <translation>開始演算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to op</source>
        <translation>終了演算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bytes per core</source>
        <translation>コアあたりのバイト数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chains</source>
        <translation>統合元チェーン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>into chain</source>
        <translation>統合先チェーン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at</source>
        <translation>合流点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Metrics</source>
        <translation>指標</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DRAM traffic (bytes)</source>
        <translation>DRAM 転送量 (バイト)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L1 peak per core (bytes)</source>
        <translation>コアあたり L1 ピーク (バイト)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reshards</source>
        <translation>リシャード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spills</source>
        <translation>スピル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean cores</source>
        <translation>平均コア数</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+96"/>
        <source>estimated time (us)</source>
        <translation>推定時間 (us)</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>lower bound (us)</source>
        <translation>下限 (µs)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gap to the bound</source>
        <translation>下限との差</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mesh</source>
        <translation>メッシュ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mesh assumed</source>
        <translation>想定したメッシュ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Devices</source>
        <translation>デバイス数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor shape</source>
        <translation>テンソル形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes per element</source>
        <translation>要素あたりのバイト数</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/report/runfactlabels.cpp" line="-97"/>
        <source>Source</source>
        <translation>ソース</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>text</source>
        <translation>テキスト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mode</source>
        <translation>モード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Placements</source>
        <translation>配置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Placements unavailable</source>
        <translation>配置は利用不可</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chunks per dim</source>
        <translation>次元あたりのチャンク数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device shards</source>
        <translation>デバイスシャード</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/report/runfactlabels.cpp" line="+49"/>
        <location line="+18"/>
        <source>device</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>coordinate</source>
        <translation>座標</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>slices</source>
        <translation>スライス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>replica group</source>
        <translation>レプリカグループ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>holds data</source>
        <translation>データ保持</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/report/runfactlabels.cpp" line="+32"/>
        <source>bytes</source>
        <translation>バイト数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>note</source>
        <translation>注記</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replica groups</source>
        <translation>レプリカグループ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buffer config</source>
        <translation>バッファ構成</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+24"/>
        <source>global buffer shape</source>
        <translation>グローバルバッファ形状</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+25"/>
        <source>shard orientation</source>
        <translation>シャードの向き</translation>
    </message>
    <message>
        <location line="-24"/>
        <location line="+26"/>
        <source>global buffer size</source>
        <translation>グローバルバッファサイズ</translation>
    </message>
    <message>
        <location line="-25"/>
        <location line="+26"/>
        <source>pair order</source>
        <translation>ペアの順序</translation>
    </message>
    <message>
        <location line="-25"/>
        <location line="+27"/>
        <source>device shard shape</source>
        <translation>デバイスシャード形状</translation>
    </message>
    <message>
        <location line="-26"/>
        <location line="+28"/>
        <source>replicated mesh dims</source>
        <translation>複製されるメッシュ次元</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+28"/>
        <source>replication</source>
        <translation>複製</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Buffer config unsupported</source>
        <translation>バッファ構成はサポート対象外</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transpose advice</source>
        <translation>転置の提案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>permutation</source>
        <translation>置換</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>placements</source>
        <translation>配置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buffer config</source>
        <translation>バッファ構成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>still unsupported</source>
        <translation>なおサポート対象外</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>advice</source>
        <translation>提案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mesh_shard</source>
        <translation>mesh_shard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shard type</source>
        <translation>シャード型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shard dims</source>
        <translation>シャード次元</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MLIR</source>
        <translation>MLIR</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mesh_shard unsupported</source>
        <translation>mesh_shard はサポート対象外</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes</source>
        <translation>注記</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Index</source>
        <translation>インデックス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logical index</source>
        <translation>論理インデックス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Padding</source>
        <translation>パディング</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cause</source>
        <translation>原因</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Physical</source>
        <translation>物理</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Core</source>
        <translation>コア</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bank</source>
        <translation>バンク</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shard</source>
        <translation>シャード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shard offset</source>
        <translation>シャード内オフセット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page</source>
        <translation>ページ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page slot</source>
        <translation>ページスロット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tile</source>
        <translation>タイル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In tile</source>
        <translation>タイル内</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In page</source>
        <translation>ページ内</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face</source>
        <translation>フェイス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Element offset</source>
        <translation>要素オフセット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Byte offset</source>
        <translation>バイトオフセット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Linear index</source>
        <translation>線形インデックス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tile index</source>
        <translation>タイルインデックス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Within tile</source>
        <translation>タイル内位置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Physical index</source>
        <translation>物理インデックス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiled index</source>
        <translation>タイル化インデックス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Op</source>
        <translation>演算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Policy</source>
        <translation>ポリシー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chosen</source>
        <translation>採用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Considered</source>
        <translation>検討した候補</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Compiler&apos;s decision</source>
        <translation>コンパイラの決定</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+39"/>
        <location line="+40"/>
        <location line="+11"/>
        <source>chosen</source>
        <translation>採用</translation>
    </message>
    <message>
        <location line="-89"/>
        <source>chosen score</source>
        <translation>選択のスコア</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runner-up</source>
        <translation>次点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runner-up score</source>
        <translation>次点のスコア</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+42"/>
        <location line="+40"/>
        <source>deciding field</source>
        <translation>決め手のフィールド</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>beam</source>
        <translation>ビーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>score</source>
        <translation>スコア</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>evaluations</source>
        <translation>評価回数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>valid</source>
        <translation>有効</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failure reasons</source>
        <translation>失敗理由</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>count</source>
        <translation>件数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>example</source>
        <translation>例</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>input candidates</source>
        <translation>入力候補</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from the producer&apos;s beam</source>
        <translation>プロデューサのビームから</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>from a reshard</source>
        <translation>リシャードから</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>output hints</source>
        <translation>出力ヒント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>primary</source>
        <translation>プライマリ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fallback</source>
        <translation>フォールバック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DRAM fallback</source>
        <translation>DRAM フォールバック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in place</source>
        <translation>インプレース</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fork resolutions</source>
        <translation>フォークの解決</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chosen candidate</source>
        <translation>選ばれた候補</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>consumers</source>
        <translation>コンシューマ</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+63"/>
        <source>tied with</source>
        <translation>同点の候補</translation>
    </message>
    <message>
        <location line="-62"/>
        <location line="+63"/>
        <source>cost model prefers</source>
        <translation>コストモデルの推奨</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>spill pass</source>
        <translation>スピルパス</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+30"/>
        <location line="+8"/>
        <source>action</source>
        <translation>アクション</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+30"/>
        <location line="+8"/>
        <source>position</source>
        <translation>位置</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+31"/>
        <source>L1 before</source>
        <translation>L1 (前)</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+31"/>
        <source>L1 after</source>
        <translation>L1 (後)</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+31"/>
        <location line="+5"/>
        <source>op&apos;s L1</source>
        <translation>演算の L1</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>details</source>
        <translation>詳細</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second opinion</source>
        <translation>セカンドオピニオン</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+25"/>
        <location line="+5"/>
        <location line="+10"/>
        <location line="+11"/>
        <source>op</source>
        <translation>演算</translation>
    </message>
    <message>
        <location line="-49"/>
        <location line="+40"/>
        <source>better</source>
        <translation>より良い候補</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+40"/>
        <source>its inputs</source>
        <translation>その入力</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+40"/>
        <source>chosen (us)</source>
        <translation>選択 (us)</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+40"/>
        <source>better (us)</source>
        <translation>より良い候補 (us)</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+40"/>
        <source>reshards (us)</source>
        <translation>リシャード (us)</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+40"/>
        <source>saving (us)</source>
        <translation>削減 (us)</translation>
    </message>
    <message>
        <location line="-38"/>
        <location line="+40"/>
        <source>tie</source>
        <translation>同点</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>trace record</source>
        <translation>トレースレコード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decision trace</source>
        <translation>決定トレース</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>file</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>beam width</source>
        <translation>ビーム幅</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>records</source>
        <translation>レコード数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>final choices</source>
        <translation>最終選択</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>joined by loc</source>
        <translation>loc で突き合わせ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>joined by place</source>
        <translation>位置で突き合わせ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L1 budget (bytes)</source>
        <translation>L1 予算 (バイト)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spills the pass counted</source>
        <translation>パスが数えたスピル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spill events</source>
        <translation>スピルイベント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spill pass events</source>
        <translation>スピルパスのイベント</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Demotions</source>
        <translation>降格</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Unjoined records</source>
        <translation>突き合わせできなかったレコード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>section</source>
        <translation>セクション</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Second opinion</source>
        <translation>セカンドオピニオン</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Score ties</source>
        <translation>スコアの同点</translation>
    </message>
    <message>
        <location line="-245"/>
        <location line="+7"/>
        <location line="+122"/>
        <location line="+35"/>
        <location line="+19"/>
        <source>layout</source>
        <translation>レイアウト</translation>
    </message>
    <message>
        <location line="-175"/>
        <location line="+122"/>
        <source>verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location line="-121"/>
        <location line="+123"/>
        <location line="+21"/>
        <location line="+16"/>
        <location line="+64"/>
        <source>reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Chain</source>
        <translation>チェーン</translation>
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
        <translation>インデックス</translation>
    </message>
    <message>
        <location line="-217"/>
        <location line="+121"/>
        <source>state</source>
        <translation>状態</translation>
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
        <translation>演算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ended</source>
        <translation>終了</translation>
    </message>
    <message>
        <location line="-122"/>
        <location line="+123"/>
        <source>spill</source>
        <translation>スピル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scheduled after</source>
        <translation>先行する演算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position in the rebuilt schedule</source>
        <translation>再構築したスケジュールでの位置</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+31"/>
        <source>operand</source>
        <translation>オペランド</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+5"/>
        <location filename="../core/report/runfactlabels.cpp" line="-31"/>
        <source>to</source>
        <translation>移動先</translation>
    </message>
    <message>
        <location line="-149"/>
        <location line="+46"/>
        <location line="+99"/>
        <source>kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/report/plancompare.cpp" line="+23"/>
        <source>Spills</source>
        <translation>スピル</translation>
    </message>
    <message>
        <location line="-124"/>
        <location line="+125"/>
        <source>tensor</source>
        <translation>テンソル</translation>
    </message>
    <message>
        <location line="-136"/>
        <location line="+9"/>
        <location line="+128"/>
        <source>after</source>
        <translation>直後</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rule</source>
        <translation>規則</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chain merges</source>
        <translation>チェーンの統合</translation>
    </message>
    <message>
        <location line="-125"/>
        <location line="+126"/>
        <source>step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>applied</source>
        <translation>適用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Policy notes</source>
        <translation>ポリシーの注記</translation>
    </message>
    <message>
        <location filename="../core/report/plancompare.cpp" line="-4"/>
        <source>Estimated time (µs)</source>
        <translation>推定時間 (µs)</translation>
    </message>
    <message>
        <location filename="../core/report/factlabels.cpp" line="-13"/>
        <location filename="../core/report/plancompare.cpp" line="+2"/>
        <source>Reshards</source>
        <translation>リシャード</translation>
    </message>
    <message>
        <location filename="../core/report/plancompare.cpp" line="+3"/>
        <source>DRAM traffic</source>
        <translation>DRAM 転送量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L1 peak per core</source>
        <translation>コアあたり L1 ピーク</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mean cores</source>
        <translation>平均コア数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lower bound (µs)</source>
        <translation>下限 (µs)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Above the bound (%)</source>
        <translation>下限との差 (%)</translation>
    </message>
    <message>
        <location filename="../core/report/runfactlabels.cpp" line="-97"/>
        <source>Format</source>
        <translation>形式</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Architecture</source>
        <translation>アーキテクチャ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Calibrated</source>
        <translation>較正済み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost model against measurement</source>
        <translation>コストモデルと実測の比較</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+8"/>
        <location line="+5"/>
        <source>within 2x</source>
        <translation>2x 以内</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+8"/>
        <source>median |log2 error|</source>
        <translation>|log2 誤差| の中央値</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>rank correlation (Spearman)</source>
        <translation>順位相関 (Spearman)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+11"/>
        <source>PM IDEAL within 2x</source>
        <translation>PM IDEAL 2x 以内</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Transfer model against measured layout changes</source>
        <translation>転送モデルと測定されたレイアウト変更の比較</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>skipped (layouts not stated)</source>
        <translation>スキップ (レイアウト未記載)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>median estimate / measured</source>
        <translation>推定 / 測定の中央値</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Summary</source>
        <translation>概要</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+24"/>
        <location line="+67"/>
        <source>device ops</source>
        <translation>デバイス演算数</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>host ops</source>
        <translation>ホスト演算数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>devices</source>
        <translation>デバイス数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>signposts</source>
        <translation>マーカー数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>traced ops</source>
        <translation>トレース内の演算数</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+87"/>
        <source>device kernel time (ns)</source>
        <translation>デバイスのカーネル時間 (ns)</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>op-to-op gaps (ns)</source>
        <translation>演算間のギャップ (ns)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host op time (ns)</source>
        <translation>ホスト演算時間 (ns)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+86"/>
        <source>kernel time by class (ns)</source>
        <translation>クラス別カーネル時間 (ns)</translation>
    </message>
    <message>
        <location line="-85"/>
        <location line="+84"/>
        <source>layout changes (ns)</source>
        <translation>レイアウト変更 (ns)</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>layout changes with tilize/untilize (ns)</source>
        <translation>tilize/untilize を含むレイアウト変更 (ns)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>layout changes with moves and DRAM slicing (ns)</source>
        <translation>移動と DRAM スライスを含むレイアウト変更 (ns)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>layout tax (share of kernel time)</source>
        <translation>レイアウト変更コスト (カーネル時間に占める割合)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>strict</source>
        <translation>狭義</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with tile</source>
        <translation>タイル化込み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>broad</source>
        <translation>広義</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Grouped by</source>
        <translation>グループ化の基準</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Groups</source>
        <translation>グループ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>group</source>
        <translation>グループ</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+10"/>
        <location line="+42"/>
        <location line="+27"/>
        <source>kernel ns</source>
        <translation>カーネル ns</translation>
    </message>
    <message>
        <location line="-128"/>
        <source>Cut short</source>
        <translation>途中で切れている</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cut short at line</source>
        <translation>切れた行</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>estimates outside the calibrated range</source>
        <translation>較正範囲外の推定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by op family</source>
        <translation>オプファミリー別</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+56"/>
        <location line="+51"/>
        <source>family</source>
        <translation>ファミリー</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>kernel time by op family (ns)</source>
        <translation>オプファミリー別カーネル時間 (ns)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>layout changes and data movement (ns)</source>
        <translation>レイアウト変更とデータ移動 (ns)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>op codes of no known family</source>
        <translation>既知のファミリーに属さないオプコード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per device</source>
        <translation>デバイス別</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>busy ns</source>
        <translation>ビジー ns</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kernel time of the slowest device (ns)</source>
        <translation>最も遅いデバイスのカーネル時間 (ns)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>busy time, overlaps counted once (ns)</source>
        <translation>ビジー時間、重なりは一度だけ計上 (ns)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>kernel time by what bounds the op (ns)</source>
        <translation>律速要因別カーネル時間 (ns)</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+22"/>
        <source>gap ns</source>
        <translation>ギャップ ns</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>share</source>
        <translation>割合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top ops by kernel time</source>
        <translation>カーネル時間の上位演算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line</source>
        <translation>行</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+25"/>
        <location line="+34"/>
        <location line="+7"/>
        <location line="+22"/>
        <source>op code</source>
        <translation>オペコード</translation>
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
        <translation>クラス</translation>
    </message>
    <message>
        <location line="-85"/>
        <location line="+65"/>
        <location line="+26"/>
        <source>measured ns</source>
        <translation>実測 ns</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>predicted ns</source>
        <translation>予測 ns</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PM ideal ns</source>
        <translation>PM ideal ns</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>extrapolated</source>
        <translation>外挿</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>roofline</source>
        <translation>ルーフライン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DRAM bytes</source>
        <translation>DRAM バイト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L1 bytes</source>
        <translation>L1 バイト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ideal compute ns</source>
        <translation>理想演算時間 ns</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ideal bandwidth ns</source>
        <translation>理想帯域時間 ns</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bound</source>
        <translation>律速要因</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>utilization</source>
        <translation>利用率</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cores</source>
        <translation>コア数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host ns</source>
        <translation>ホスト ns</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>signpost</source>
        <translation>マーカー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>traced</source>
        <translation>トレース</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inputs</source>
        <translation>入力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>output</source>
        <translation>出力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layout-change ledger</source>
        <translation>レイアウト変更の一覧</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>data type</source>
        <translation>データ型</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>burst B</source>
        <translation>バースト B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>small transfers</source>
        <translation>小さな転送</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>grid stated</source>
        <translation>グリッド記載</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measured memory after each op</source>
        <translation>各演算後の実測メモリ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>after op</source>
        <translation>直前の演算</translation>
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
        <translation>別の実行との比較</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>run</source>
        <translation>実行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>other run</source>
        <translation>比較対象の実行</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+33"/>
        <source>ops paired</source>
        <translation>ペアになった演算数</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>only in this run</source>
        <translation>この実行のみ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>only in the other run</source>
        <translation>比較対象の実行のみ</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+35"/>
        <source>not aligned</source>
        <translation>アラインメント対象外</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>kernel time by op family, largest change first</source>
        <translation>op ファミリー別カーネル時間 (変化の大きい順)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>run ns</source>
        <translation>実行 ns</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ops only one run did, by op code</source>
        <translation>一方の実行にだけある演算 (op コード別)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in</source>
        <translation>実行</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Largest changes</source>
        <translation>最大の変化</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>other</source>
        <translation>比較対象</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>other op code</source>
        <translation>比較対象のオペコード</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+23"/>
        <source>same kind</source>
        <translation>同種</translation>
    </message>
    <message>
        <location line="-35"/>
        <location line="+14"/>
        <source>other ns</source>
        <translation>比較対象 ns</translation>
    </message>
    <message>
        <location line="-13"/>
        <location line="+14"/>
        <source>delta ns</source>
        <translation>差分 ns</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Joined to a plan</source>
        <translation>計画との突き合わせ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location filename="../core/report/factlabels.cpp" line="+67"/>
        <location filename="../core/report/runfactlabels.cpp" line="+1"/>
        <source>function</source>
        <translation>関数</translation>
    </message>
    <message>
        <location filename="../core/report/runfactlabels.cpp" line="+1"/>
        <source>policy</source>
        <translation>ポリシー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>joined by</source>
        <translation>突き合わせ方法</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>planned steps</source>
        <translation>計画ステップ数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>output layout drifted</source>
        <translation>出力レイアウトのずれ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>conversions the plan did not predict</source>
        <translation>計画が予測しなかった変換</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>planned steps not run</source>
        <translation>実行されなかった計画ステップ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>other ops not in the plan</source>
        <translation>計画にないその他の演算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>measured time of paired ops (ns)</source>
        <translation>ペアになった演算の実測時間 (ns)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>planned time of paired ops (ns)</source>
        <translation>ペアになった演算の計画時間 (ns)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the plan did not foresee</source>
        <translation>計画が想定していなかったこと</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>planned step</source>
        <translation>計画ステップ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>planned layout</source>
        <translation>計画されたレイアウト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ran as</source>
        <translation>実際の実行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drift</source>
        <translation>ずれ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>planned ns</source>
        <translation>計画 ns</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>measured L1 per bank</source>
        <translation>バンクあたり実測 L1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>planned L1 per core</source>
        <translation>コアあたり計画 L1</translation>
    </message>
</context>
<context>
    <name>tle::FactsView</name>
    <message>
        <location filename="../widgets/common/factsview.cpp" line="+52"/>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The layout&apos;s facts as the CLI&apos;s describe gives them; select rows and Copy (Ctrl+C)</source>
        <translation>CLI の describe が出力するレイアウトの情報。行を選択してコピー (Ctrl+C) できます</translation>
    </message>
</context>
<context>
    <name>tle::FormNames</name>
    <message>
        <location filename="../core/report/metaldescribe.cpp" line="+22"/>
        <source>seed form (v1: affine linear map, shards ceilDiv by the grid then by the tile; 2024-07 to 2025-06)</source>
        <translation>シード形式（v1: アフィン線形写像、シャードはグリッド、次にタイルで ceilDiv。2024-07 から 2025-06）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>current form (logical_shape, dim_alignments, collapsed_intervals; grid and shard from the tensor type; 2025-06 on)</source>
        <translation>現行形式（logical_shape、dim_alignments、collapsed_intervals。グリッドとシャードはテンソル型から。2025-06 以降）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>current form (logical_shape, dim_alignments, collapsed_intervals; grid and shard from the tensor type; 2025-06 on); text follows %1</source>
        <translation>現行形式（logical_shape、dim_alignments、collapsed_intervals。グリッドとシャードはテンソル型から。2025-06 以降）。テキストは %1 に従う</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>seed form (v1: affine linear map, shards ceilDiv by the grid then by the tile; 2024-07 to 2025-06); text follows %1</source>
        <translation>シード形式（v1: アフィン線形写像、シャードはグリッド、次にタイルで ceilDiv。2024-07 から 2025-06）。テキストは %1 に従う</translation>
    </message>
    <message>
        <location filename="../core/report/ttnndescribe.cpp" line="+20"/>
        <source>tt-metal TensorLayout semantics</source>
        <translation>tt-metal TensorLayout の意味論</translation>
    </message>
    <message>
        <location filename="../core/report/xladescribe.cpp" line="+18"/>
        <source>XLA shape with tiled layout</source>
        <translation>タイル化レイアウトの XLA 形状</translation>
    </message>
</context>
<context>
    <name>tle::HelpMenu</name>
    <message>
        <location filename="../app/gui/helpmenu.cpp" line="+51"/>
        <source>&amp;User Guide</source>
        <translation>ユーザーガイド(&amp;U)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Read how to use the views, the editor, the command line and the optimizer</source>
        <translation>ビュー、エディタ、コマンドライン、オプティマイザの使い方を読みます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>List every key of the menus and the planes</source>
        <translation>メニューとプレーンのすべてのキーを一覧表示します</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;About</source>
        <translation>バージョン情報(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About Tensor Layout Explorer</source>
        <translation>Tensor Layout Explorer について</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor Layout Explorer %1
Shows where every element of a tensor lives.</source>
        <translation>Tensor Layout Explorer %1
テンソルの各要素がどこにあるかを表示します。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>User Guide</source>
        <translation>ユーザーガイド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The user guide is not installed. It is the README and the docs folder of the source tree.</source>
        <translation>ユーザーガイドがインストールされていません。ガイドはソースツリーの README と docs フォルダーです。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tensor Layout Explorer User Guide</source>
        <translation>Tensor Layout Explorer ユーザーガイド</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward</source>
        <translation>進む</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Using the window</source>
        <translation>ウィンドウの使い方</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overview</source>
        <translation>概要</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The views</source>
        <translation>ビュー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workspace files</source>
        <translation>ワークスペースファイル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Metal layouts</source>
        <translation>Metal レイアウト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TTNN layouts</source>
        <translation>TTNN レイアウト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The optimizer</source>
        <translation>オプティマイザ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model JSON</source>
        <translation>モデル JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The command line</source>
        <translation>コマンドライン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Benchmarks</source>
        <translation>ベンチマーク</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Keyboard Shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Plane: zoom in / out</source>
        <translation>プレーン: 拡大 / 縮小</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>+ / −, or the wheel</source>
        <translation>+ / −、またはホイール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plane: fit the whole plane</source>
        <translation>プレーン: 全体を表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plane: move the cell cursor</source>
        <translation>プレーン: セルカーソルを移動</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Arrow keys</source>
        <translation>矢印キー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plane: pan</source>
        <translation>プレーン: パン</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shift+arrow keys, or drag</source>
        <translation>Shift+矢印キー、またはドラッグ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layout field: show the error&apos;s place</source>
        <translation>レイアウト欄: エラー箇所を表示</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Go to: centre both planes on the place</source>
        <translation>移動: 両プレーンをその位置で中央に表示</translation>
    </message>
</context>
<context>
    <name>tle::L1Fit</name>
    <message>
        <location filename="../core/report/l1fit.cpp" line="+33"/>
        <source>%1 of %2 usable bytes (%3): fits, %4 % of the usable L1</source>
        <translation>使用可能 %2 バイト中 %1（%3）: 収まる、使用可能 L1 の %4 %</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 of %2 usable bytes (%3): does not fit, %4 times the usable L1</source>
        <translation>使用可能 %2 バイト中 %1（%3）: 収まらない、使用可能 L1 の %4 倍</translation>
    </message>
</context>
<context>
    <name>tle::L1TimelineView</name>
    <message>
        <location filename="../widgets/model/l1timelineview.cpp" line="+114"/>
        <source>The plan&apos;s L1 reservations over the schedule show here once a model is planned</source>
        <translation>モデルがプランされると、スケジュールに沿ったプランの L1 予約がここに表示されます</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Schedule position</source>
        <translation>スケジュール位置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L1 per core (KiB)</source>
        <translation>コアあたりの L1 (KiB)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Spills</source>
        <translation>スピル</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reloads into L1</source>
        <translation>L1 への再ロード</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Compiler&apos;s spill pass</source>
        <translation>コンパイラのスピルパス</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>usable L1 %1</source>
        <translation>使用可能な L1 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>usable L1 %1 (above)</source>
        <translation>使用可能な L1 %1 (上方)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>peak %1 at %2</source>
        <translation>ピーク %1 (%2)</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>L1 reservation of a tensor (colour: its chain)</source>
        <translation>テンソルの L1 予約 (色: そのチェーン)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1: L1 per core</source>
        <translation>%1: コアあたりの L1</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>%1 bytes per core, positions %2 to %3
produced by %4
read by %5</source>
        <translation>コアあたり %1 バイト、位置 %2～%3
生成元: %4
読み取り: %5</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a function argument</source>
        <translation>関数の引数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
chain %1</source>
        <translation>
チェーン %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
spilled after %1</source>
        <translation>
%1 の後にスピル</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>
reloaded into L1 for %1</source>
        <translation>
%1 のために L1 へ再ロード</translation>
    </message>
</context>
<context>
    <name>tle::LayoutDocks</name>
    <message>
        <location filename="../app/gui/layoutdocks.cpp" line="+19"/>
        <source>Details</source>
        <translation>詳細</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Editor</source>
        <translation>エディタ</translation>
    </message>
</context>
<context>
    <name>tle::LayoutEditor</name>
    <message>
        <location filename="../widgets/layout/layouteditor.cpp" line="+22"/>
        <source>The notation the editor builds: a metal, TTNN or XLA layout</source>
        <translation>エディタが作成する表記: metal、TTNN、XLA レイアウトのいずれか</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chooses the notation of the layout the editor&apos;s fields build. The fields below are that notation&apos;s; every edit rewrites the layout field and is one undoable step.</source>
        <translation>エディタの各欄が作成するレイアウトの表記を選択します。下の欄はその表記のものです。編集するたびにレイアウト欄が書き換えられ、1 回の操作として元に戻せます。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Metal layout</source>
        <translation>Metal レイアウト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TTNN layout</source>
        <translation>TTNN レイアウト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>XLA layout</source>
        <translation>XLA レイアウト</translation>
    </message>
</context>
<context>
    <name>tle::LayoutFactsModel</name>
    <message>
        <location filename="../widgets/common/layoutfactsmodel.cpp" line="+87"/>
        <source>none: the linear map collapses no dim intervals</source>
        <translation>なし: 線形写像はどの次元区間も折りたたまない</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+32"/>
        <location line="+7"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not given: the element type&apos;s size</source>
        <translation>指定なし: 要素型のサイズ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>0 (the default memory)</source>
        <translation>0 (既定のメモリ)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>scalar</source>
        <translation>スカラー</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Fact</source>
        <translation>項目</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>値</translation>
    </message>
</context>
<context>
    <name>tle::LayoutField</name>
    <message>
        <location filename="../app/gui/layoutfield.cpp" line="+49"/>
        <source>&amp;Layout (any notation the CLI accepts):</source>
        <translation>レイアウト (CLI が受け付ける任意の表記)(&amp;L):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>tensor&lt;…, #ttcore.metal_layout&lt;…&gt;&gt;</source>
        <translation>tensor&lt;…, #ttcore.metal_layout&lt;…&gt;&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A layout in any notation: metal, TTNN, XLA, or compiler output holding several</source>
        <translation>任意の表記のレイアウト: metal、TTNN、XLA、または複数を含むコンパイラ出力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paste or type a layout here: a tensor type with a #ttcore.metal_layout or #ttnn.ttnn_layout, an XLA shape such as f32[3,5]{1,0:T(2,2)}, or a snippet of compiler output (its layouts are listed to pick from). It is read after a pause in typing; an error is shown below the field and Enter moves the cursor to it.</source>
        <translation>ここにレイアウトを貼り付けるか入力します: #ttcore.metal_layout または #ttnn.ttnn_layout を持つテンソル型、f32[3,5]{1,0:T(2,2)} のような XLA 形状、またはコンパイラ出力の一部 (含まれるレイアウトが一覧表示され、選択できます)。入力が止まると読み込まれます。エラーは欄の下に表示され、Enter キーでカーソルがその位置に移動します。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The layout field with room for a long layout: it wraps, and reads like the one-line field after a pause in typing. Line breaks are read as spaces.</source>
        <translation>長いレイアウト用の広いレイアウト欄です。折り返して表示され、1 行の欄と同様に入力が止まると読み込まれます。改行は空白として読まれます。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>More lines</source>
        <translation>複数行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the layout on several lines, so that a long layout can be read and edited whole</source>
        <translation>レイアウトを複数行で表示し、長いレイアウト全体を読んで編集できるようにします</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Line %1, column %2: </source>
        <translation>%1 行 %2 列: </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Column %1: </source>
        <translation>%1 列: </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Warning: %1</source>
        <translation>警告: %1</translation>
    </message>
</context>
<context>
    <name>tle::LayoutFlags</name>
    <message>
        <location filename="../core/io/layouttext/layoutflags.cpp" line="+17"/>
        <source>logical shape (dims 1 .. 2^40)</source>
        <translation>論理形状 (各次元 1 .. 2^40)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>element type (f32 f16 bf16 bfp_bf8 bfp_bf4 ... i32 si32 u32 u16 u8 i1)</source>
        <translation>要素型 (f32 f16 bf16 bfp_bf8 bfp_bf4 ... i32 si32 u32 u16 u8 i1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>grid of any rank (default 1x1); a TTNN layout&apos;s core grid is YxX</source>
        <translation>任意ランクのグリッド (既定 1x1)。TTNN レイアウトのコアグリッドは YxX</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>collapse intervals, half-open; negative endpoints count from the rank</source>
        <translation>折りたたみ区間 (半開区間)。負の端点はランクから数える</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>explicit seed-form map, e.g. with bumped strides (unmap of an XLA layout: the linear index)</source>
        <translation>シード形式の明示的な写像。例: 拡大したストライド付き (XLA レイアウトの unmap: 線形インデックス)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>tilize with tiles of the element type</source>
        <translation>要素型のタイルでタイル化</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>16x16 faces (default), or tiles stored row-major</source>
        <translation>16x16 フェイス (既定)、または行優先で格納したタイル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memory space (default l1)</source>
        <translation>メモリ空間 (既定 l1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>out-of-bounds value</source>
        <translation>範囲外の値</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>selects the current form; intervals from --collapse</source>
        <translation>現行形式を選択。区間は --collapse から</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a text with several layouts (an .mlir file, a snippet): the Nth (see --list)</source>
        <translation>複数のレイアウトを含むテキスト (.mlir ファイル、断片) の N 番目 (--list を参照)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>page layout</source>
        <translation>ページレイアウト</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>buffer type</source>
        <translation>バッファ型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memory layout</source>
        <translation>メモリレイアウト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2-D shard shape</source>
        <translation>2 次元シャード形状</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>shard orientation</source>
        <translation>シャードの向き</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>shard mode</source>
        <translation>シャードモード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the user&apos;s alignment</source>
        <translation>ユーザー指定のアラインメント</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>N-D shard shape</source>
        <translation>N 次元シャード形状</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>how N-D shards go to cores</source>
        <translation>N 次元シャードのコアへの割り当て方</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cores as inclusive (x,y) rectangles, instead of --grid</source>
        <translation>両端を含む (x,y) 矩形で指定するコア (--grid の代わり)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the device&apos;s worker grid</source>
        <translation>デバイスのワーカーグリッド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the device&apos;s DRAM banks</source>
        <translation>デバイスの DRAM バンク</translation>
    </message>
</context>
<context>
    <name>tle::LayoutPicker</name>
    <message>
        <location filename="../widgets/layout/layoutpicker.cpp" line="+26"/>
        <source>Choose a layout…</source>
        <translation>レイアウトを選択…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hide the list of layouts</source>
        <translation>レイアウトの一覧を隠す</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Layouts in %1 (%2):</source>
        <translation>%1 のレイアウト (%2)(&amp;L):</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1. line %2: %3</source>
        <translation>%1. %2 行: %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (used %1 times)</source>
        <translation> (%1 回使用)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (no tensor type: shape not given)</source>
        <translation> (テンソル型なし: 形状の指定なし)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (alias not defined in the text)</source>
        <translation> (エイリアスがテキスト内で未定義)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>layout %1 of %2, line %3, column %4</source>
        <translation>レイアウト %1/%2、%3 行 %4 列</translation>
    </message>
</context>
<context>
    <name>tle::LayoutView</name>
    <message>
        <location filename="../widgets/layout/layoutview.cpp" line="+23"/>
        <source>The tensor %1 has no elements: there is nothing to draw.</source>
        <translation>テンソル %1 には要素がないため、描画するものがありません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No layout yet. Paste one into the Layout field above (any notation the CLI accepts), open a layout or model file with File &gt; Open (Ctrl+O) or by dropping it on the window, or pick one from the Samples menu.</source>
        <translation>まだレイアウトがありません。上のレイアウト欄に貼り付ける (CLI が受け付ける任意の表記)、ファイル &gt; 開く (Ctrl+O) またはウィンドウへのドロップでレイアウトやモデルのファイルを開く、あるいはサンプルメニューから選んでください。</translation>
    </message>
</context>
<context>
    <name>tle::MainWindow</name>
    <message>
        <location filename="../document/layoutdocument.cpp" line="+51"/>
        <source>layout change</source>
        <translation>レイアウトの変更</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="+81"/>
        <source>Tensor Layout Explorer</source>
        <translation>Tensor Layout Explorer</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Showing %1</source>
        <translation>%1 を表示中</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>La&amp;yout</source>
        <translation>レイアウト(&amp;Y)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>M&amp;odel</source>
        <translation>モデル(&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Run</source>
        <translation>実行(&amp;R)</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Opened %1</source>
        <translation>%1 を開きました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opened %1; stored pins that no longer apply: %2</source>
        <translation>%1 を開きました。適用できなくなった保存済みの固定: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The pins could not be saved to %1</source>
        <translation>固定を %1 に保存できませんでした</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Paste a layout, open a file (Ctrl+O) or pick a sample to begin</source>
        <translation>レイアウトを貼り付けるか、ファイルを開くか (Ctrl+O)、サンプルを選んで始めてください</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Open &amp;Workspace…</source>
        <translation>ワークスペースを開く(&amp;W)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show a saved workspace: its layout or model, view, zoom, slice and selection</source>
        <translation>保存したワークスペースを表示します: レイアウトまたはモデル、ビュー、ズーム、スライス、選択</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save Workspace…</source>
        <translation>ワークスペースを保存(&amp;S)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save the layout or model, view, zoom, slice and selection to a workspace file</source>
        <translation>レイアウトまたはモデル、ビュー、ズーム、スライス、選択をワークスペースファイルに保存します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Samples</source>
        <translation>サンプル(&amp;S)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>There is no op %1 in this run</source>
        <translation>この実行に演算 %1 はありません</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>There is no layout %1 to show (%2 listed)</source>
        <translation>表示するレイアウト %1 がありません (一覧は %2 個)</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Cannot open %1: a NUL byte at line %2, column %3 (is this a binary file?)</source>
        <translation>%1 を開けません: %2 行 %3 列に NUL バイトがあります(バイナリファイルではありませんか?)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>the dropped text</source>
        <translation>ドロップされたテキスト</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the pasted text</source>
        <translation>貼り付けられたテキスト</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a core needs %1 of L1 for this layout, more than the %2 a tensor may use on %3: it cannot be allocated in L1</source>
        <translation>このレイアウトでは 1 コアに %1 の L1 が必要で、%3 でテンソルが使用できる %2 を超えています: L1 には確保できません</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layouts, models and runs (*.mlir *.txt *.layout *.json *.csv *.sqlite *.db);;All files (*)</source>
        <translation>レイアウト、モデル、実行 (*.mlir *.txt *.layout *.json *.csv *.sqlite *.db);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="-319"/>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <location line="+145"/>
        <location line="+34"/>
        <source>Cannot open %1: %2</source>
        <translation>%1 を開けません: %2</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Loaded %1</source>
        <translation>%1 を読み込みました</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>Layout parsed: %1</source>
        <translation>レイアウトを解析しました: %1</translation>
    </message>
    <message>
        <location line="-179"/>
        <source>There is no model to select an op in.</source>
        <translation>演算を選択するモデルがありません。</translation>
    </message>
    <message>
        <location line="-176"/>
        <source>Opened the run %1</source>
        <translation>実行 %1 を開きました</translation>
    </message>
    <message>
        <location line="+179"/>
        <source>There is no op %1 in this function</source>
        <translation>この関数に演算 %1 はありません</translation>
    </message>
    <message>
        <location line="+186"/>
        <source>Preparing the views</source>
        <translation>ビューを準備中</translation>
    </message>
</context>
<context>
    <name>tle::MappingView</name>
    <message>
        <location filename="../widgets/layout/mappingview.cpp" line="+41"/>
        <source>Slice of the leading dims:</source>
        <translation>先頭次元のスライス:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Go to element or core…</source>
        <translation>要素またはコアへ移動…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An element index such as &quot;3, 5&quot;, or a unit such as &quot;core (1, 2)&quot; or &quot;bank 3&quot;; Enter centres both planes on it</source>
        <translation>&quot;3, 5&quot; のような要素インデックス、または &quot;core (1, 2)&quot; や &quot;bank 3&quot; のような単位。Enter で両方のプレーンをその位置に中央表示します</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Lock zoom</source>
        <translation>ズーム連動</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show both planes at the same scale, so that a cell has the same size in each</source>
        <translation>両方のプレーンを同じ縮尺で表示し、セルの大きさをそろえます</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Numbers</source>
        <translation>番号</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Number the cells by storage order (their offset in their unit) once they are large enough to hold the number</source>
        <translation>セルが番号を表示できる大きさになったら、格納順 (単位内のオフセット) で番号を付けます</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Summary</source>
        <translation>概要</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw the physical plane as its units, each filled as strongly as it holds data, instead of cell by cell: for planes far too large and sparse for their cells to show</source>
        <translation>物理平面をセルごとではなくユニット単位で描き、各ユニットをデータの割合に応じて塗ります: セルが見えないほど大きく疎な平面向け</translation>
    </message>
    <message>
        <location line="+96"/>
        <source> — summary: each unit as strong as its share of data</source>
        <translation> — 要約: 各ユニットの濃さはデータの割合</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Physical: %1 (%2 x %3)</source>
        <translation>物理: %1 (%2 x %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Physical: no 2-D physical space (N-D sharding)</source>
        <translation>物理: 2 次元の物理空間なし (N 次元シャーディング)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>There is no layout to go to a place in.</source>
        <translation>移動先となるレイアウトがありません。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Go to: %1</source>
        <translation>移動: %1</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 holds no part of the physical plane</source>
        <translation>%1 は物理プレーンのどの部分も保持していません</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 banks: hue by bank, light and dark alternate</source>
        <translation>%1 バンク: バンクごとに色相、明暗を交互に表示</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 x %2 cores of a %3-D grid, its leading dims folded into rows, written by grid position: hue by column, light and dark alternate</source>
        <translation>%3 次元グリッドの %1 x %2 コア (先頭の次元を行に折り畳み、グリッド位置で表記): 列ごとに色相、明暗を交互に表示</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 x %2 cores, written (y, x): hue by column x, light and dark alternate</source>
        <translation>%1 x %2 コア、(y, x) 表記: 列 x ごとに色相、明暗を交互に表示</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Index of dim %1</source>
        <translation>次元 %1 のインデックス</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Logical: %1</source>
        <translation>論理: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, slice [%1, :, :], in full colour in the physical plane</source>
        <translation>、スライス [%1, :, :] (物理プレーンでは濃色で表示)</translation>
    </message>
    <message>
        <location line="+174"/>
        <source>Physical (%1, %2): %3 on %4</source>
        <translation>物理 (%1, %2): %4 上の %3</translation>
    </message>
</context>
<context>
    <name>tle::MeshView</name>
    <message>
        <location filename="../widgets/layout/meshview.cpp" line="+52"/>
        <source>M&amp;esh:</source>
        <translation>メッシュ(&amp;E):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Placements:</source>
        <translation>配置(&amp;P):</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Open a layout to distribute its tensor over a mesh.</source>
        <translation>レイアウトを開くと、そのテンソルをメッシュに分散できます。</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>device (%1): holds nothing (%2)</source>
        <translation>デバイス (%1): 保持なし (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>device (%1): %2 elements, slice %3, replica group %4</source>
        <translation>デバイス (%1): 要素 %2 個、スライス %3、レプリカグループ %4</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>device (%1)
%2
%3</source>
        <translation>デバイス (%1)
%2
%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>device (%1)
holds nothing</source>
        <translation>デバイス (%1)
保持なし</translation>
    </message>
</context>
<context>
    <name>tle::MetalEditorPage</name>
    <message>
        <location filename="../widgets/layout/metaleditorpage.cpp" line="+28"/>
        <source>Logical shape</source>
        <translation>論理形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Element type</source>
        <translation>要素型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grid</source>
        <translation>グリッド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collapse intervals</source>
        <translation>折りたたみ区間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Linear map (seed form)</source>
        <translation>線形写像 (シード形式)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty: collapse by the intervals</source>
        <translation>空欄: 区間に従って折りたたむ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tile</source>
        <translation>タイル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty: scalar layout; 32x32 for tiles</source>
        <translation>空欄: スカラーレイアウト。タイルなら 32x32</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In-tile order</source>
        <translation>タイル内の順序</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dim alignments (current form)</source>
        <translation>次元アラインメント (現行形式)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty: seed form</source>
        <translation>空欄: シード形式</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory space</source>
        <translation>メモリ空間</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Add a grid dim</source>
        <translation>グリッド次元を追加</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adds a dim to the core grid: metal grids may have any rank.</source>
        <translation>コアグリッドに次元を追加します。metal のグリッドは任意のランクにできます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove the last grid dim</source>
        <translation>最後のグリッド次元を削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removes the core grid&apos;s last dim.</source>
        <translation>コアグリッドの最後の次元を削除します。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>From dim</source>
        <translation>開始次元</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>To dim (exclusive)</source>
        <translation>終了次元 (含まない)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Add interval</source>
        <translation>区間を追加</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove interval</source>
        <translation>区間を削除</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a collapse interval [0, -1): edit its ends in the table</source>
        <translation>折りたたみ区間 [0, -1) を追加します。端点は表で編集します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove the selected collapse interval (the last one when none is selected)</source>
        <translation>選択した折りたたみ区間を削除します (未選択なら最後の区間)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Grid dim %1</source>
        <translation>グリッド次元 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cores along grid dim %1</source>
        <translation>グリッド次元 %1 方向のコア数</translation>
    </message>
</context>
<context>
    <name>tle::ModelDocument</name>
    <message>
        <location filename="../document/modeldocument.cpp" line="+50"/>
        <source>Cannot read the decision trace: %1</source>
        <translation>決定トレースを読めません: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The decision trace %1 is of no function of this model</source>
        <translation>決定トレース %1 はこのモデルのどの関数のものでもありません</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+403"/>
        <source>The policy %1 failed: %2</source>
        <translation>ポリシー %1 が失敗しました: %2</translation>
    </message>
    <message>
        <location line="-371"/>
        <source>Reading %1</source>
        <translation>%1 を読み込み中</translation>
    </message>
    <message>
        <location line="+165"/>
        <source>Cannot read the device file %1: %2</source>
        <translation>デバイスファイル %1 を読み込めません: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Device file %1: %2</source>
        <translation>デバイスファイル %1: %2</translation>
    </message>
    <message>
        <location line="+63"/>
        <location line="+147"/>
        <source>Planning with %1</source>
        <translation>%1 で計画中</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>No plan is on show.</source>
        <translation>表示中のプランがありません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The change has no TTNN form: %1</source>
        <translation>この変更には TTNN の形がありません: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The plan does not spill this tensor.</source>
        <translation>このプランはこのテンソルをスピルしません。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The plan does not reshard this tensor.</source>
        <translation>このプランはこのテンソルをリシャードしません。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 unpinned</source>
        <translation>%1 (固定なし)</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Pins not applied: %1</source>
        <translation>適用されなかった固定: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot pin %1 to %2: %3</source>
        <translation>%1 を %2 に固定できません: %3</translation>
    </message>
</context>
<context>
    <name>tle::ModelPins</name>
    <message>
        <location filename="../document/modelpins.cpp" line="+78"/>
        <source>Unpin %1</source>
        <translation>%1 の固定を解除</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pin %1 to %2</source>
        <translation>%1 を %2 に固定</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>column %1: %2</source>
        <translation>%1 列: %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>no such op</source>
        <translation>該当する演算なし</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Remove All Pins</source>
        <translation>すべての固定を解除</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1: no such op any more</source>
        <translation>%1: この演算はもうありません</translation>
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
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show &amp;Output Layout</source>
        <translation>出力を表示(&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the selected op&apos;s output tensor in the layout views (double-click a row)</source>
        <translation>選択した演算の出力テンソルをレイアウトビューで開きます (行をダブルクリック)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows where every element of the selected op&apos;s output lives: its planned layout opens in the layout workspace. View &gt; Back returns to the op.</source>
        <translation>選択した演算の出力の各要素がどこにあるかを表示します。計画されたレイアウトがレイアウトワークスペースで開きます。表示 &gt; 戻る で演算に戻ります。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Pin</source>
        <translation>固定(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pin the selected op&apos;s output layout and replan around it (also the table&apos;s context menu)</source>
        <translation>選択した演算の出力レイアウトを固定し、それに合わせて再計画します (表のコンテキストメニューからも可能)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Filter ops by name, kind or layout</source>
        <translation>名前、種類、レイアウトで演算を絞り込み</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show only the ops whose name, kind or planned layout contains this text</source>
        <translation>名前、種類、計画されたレイアウトにこのテキストを含む演算だけを表示します</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>&amp;Why</source>
        <translation>理由(&amp;W)</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>&amp;Maximise Pane</source>
        <translation>ペインを最大化(&amp;M)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Give the pane with the keyboard focus the whole workspace, and back</source>
        <translation>キーボードフォーカスのあるペインをワークスペース全体に広げる、または元に戻す</translation>
    </message>
    <message>
        <location line="+156"/>
        <source>Planning with %1 cancelled; choose a policy to plan again</source>
        <translation>%1 による計画をキャンセルしました。再計画するにはポリシーを選択してください</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>The chain graph could not be laid out: %1</source>
        <translation>チェーングラフを配置できませんでした: %1</translation>
    </message>
    <message>
        <location line="-279"/>
        <source>compiler&apos;s spill pass: %1, L1 %2 -&gt; %3 bytes per core</source>
        <translation>コンパイラのスピルパス: %1、コアあたり L1 %2 -&gt; %3 バイト</translation>
    </message>
    <message>
        <location line="+293"/>
        <source>Planning with %1…</source>
        <translation>%1 で計画中…</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Second &amp;Opinion (%1)</source>
        <translation>セカンドオピニオン(&amp;O) (%1)</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Laying out the chain graph…</source>
        <translation>チェーングラフを配置中…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Laying out the chain graph</source>
        <translation>チェーングラフを配置中</translation>
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
        <translation>DRAM バンク %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>core (%1, %2)</source>
        <translation>コア (%1, %2)</translation>
    </message>
    <message>
        <location line="+159"/>
        <source>D%1</source>
        <translation>D%1</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>link load, 0 to %1; cores by bytes sent and received</source>
        <translation>リンク負荷 0 〜 %1、コアは送受信バイト数</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>link load</source>
        <translation>リンク負荷</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>NoC 0: east, then south (right of and below the routers) · NoC 1: north, then west (left and above) · arrows: the busiest links · cores by logical (y, x) · Dn: DRAM bank n</source>
        <translation>NoC 0: 東、次に南 (ルーターの右と下) · NoC 1: 北、次に西 (左と上) · 矢印: 最も混むリンク · コアは論理 (y, x) · Dn: DRAM バンク n</translation>
    </message>
    <message numerus="yes">
        <location line="+58"/>
        <source>%1 to %2 on NoC %3 (%n call(s))</source>
        <translation>
            <numerusform>%2 へ %1 (NoC %3、%n 回の呼び出し)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 from %2 on NoC %3 (%n call(s))</source>
        <translation>
            <numerusform>%2 から %1 (NoC %3、%n 回の呼び出し)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Router (%1, %2) at NoC0 coordinates</source>
        <translation>ルーター (%1, %2) (NoC0 座標)</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <location line="+36"/>
        <source>and %n more</source>
        <translation>
            <numerusform>ほか %n 件</numerusform>
        </translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Sends:</source>
        <translation>送信:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Receives:</source>
        <translation>受信:</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 from %2 to %3</source>
        <translation>%2 から %3 へ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Link (%1, %2) -&gt; (%3, %4) on NoC %5: %6</source>
        <translation>リンク (%1, %2) -&gt; (%3, %4)、NoC %5: %6</translation>
    </message>
</context>
<context>
    <name>tle::OpTableModel</name>
    <message>
        <location filename="../widgets/model/optablemodel.cpp" line="+127"/>
        <source>%1 (pinned)</source>
        <translation>%1 (固定)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1
pinned to %2</source>
        <translation>%1
%2 に固定</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Op</source>
        <translation>演算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shape</source>
        <translation>形状</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type</source>
        <translation>型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layout</source>
        <translation>レイアウト</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shard</source>
        <translation>シャード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L1 per core</source>
        <translation>コアあたりの L1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time (µs)</source>
        <translation>時間 (µs)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chain</source>
        <translation>チェーン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reshards and spills</source>
        <translation>リシャードとスピル</translation>
    </message>
</context>
<context>
    <name>tle::Padding</name>
    <message>
        <location filename="../widgets/common/unitpalette.cpp" line="+117"/>
        <source>grid padding</source>
        <translation>グリッドパディング</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tile padding</source>
        <translation>タイルパディング</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stride padding</source>
        <translation>ストライドパディング</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>alignment padding</source>
        <translation>アラインメントパディング</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>page padding</source>
        <translation>ページパディング</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>data</source>
        <translation>データ</translation>
    </message>
</context>
<context>
    <name>tle::PaddingReasons</name>
    <message>
        <location filename="../core/report/message.cpp" line="+27"/>
        <source>rows</source>
        <translation>行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>row</source>
        <translation>行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>columns</source>
        <translation>列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>column</source>
        <translation>列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>indices of dim %1</source>
        <translation>次元 %1 のインデックス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>index of dim %1</source>
        <translation>次元 %1 のインデックス</translation>
    </message>
    <message>
        <location filename="../core/report/paddingreason.cpp" line="+51"/>
        <source>%1: dim %2 spans %3 %4, aligned up to %5; %6 %7 is padding</source>
        <translation>%1: 次元 %2 は %3 %4 にわたり、%5 に切り上げられる。%6 %7 はパディング</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: dim %2 spans %3 x %4 = %5 %6, aligned up to %7; %8 %9 is padding</source>
        <translation>%1: 次元 %2 は %3 x %4 = %5 %6 にわたり、%7 に切り上げられる。%8 %9 はパディング</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: dim %2 spans %3 %4, but each index of dim %5 takes %6; %7 %8 is %7 %9 of its block, past %10</source>
        <translation>%1: 次元 %2 は %3 %4 にわたるが、次元 %5 の各インデックスは %6 を占める。%7 %8 はブロック内の %7 %9 で、%10 を超える</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: dim %2 spans %3 x %4 = %5 %6, but each index of dim %7 takes %8; %9 %10 is %9 %11 of its block, past %12</source>
        <translation>%1: 次元 %2 は %3 x %4 = %5 %6 にわたるが、次元 %7 の各インデックスは %8 を占める。%9 %10 はブロック内の %9 %11 で、%12 を超える</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>grid padding: the %1 %2 fill %3 shard %4 of %5 %2 (%6 allocated); %7 %8 is padding</source>
        <translation>グリッドのパディング: %1 %2 が %5 %2 ずつのシャード%4 %3 個を埋める（%6 を確保）。%7 %8 はパディング</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: each %2x%3 shard holds %4x%5 of data; shard %6 %7 is padding</source>
        <translation>%1: 各 %2x%3 シャードは %4x%5 のデータを持つ。シャードの %6 %7 はパディング</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: no element of %2 maps to row %3, column %4 under %5</source>
        <translation>%1: %2 のどの要素も %5 のもとで %3 行 %4 列に写らない</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>tile padding: T%1 rounds dim %2 of %3 from %4 up to a multiple of %5 = %6; index %7 is padding</source>
        <translation>タイルのパディング: T%1 は %3 の次元 %2 を %4 から %5 の倍数 %6 に切り上げる。インデックス %7 はパディング</translation>
    </message>
    <message>
        <location filename="../core/report/metaldescribe.cpp" line="+110"/>
        <source>alignment padding: dim %1 of size %2 is aligned up to a multiple of %3 = %4; index %5 is padding (physical %6 %7)</source>
        <translation>アラインメントのパディング: サイズ %2 の次元 %1 は %3 の倍数 %4 に切り上げられる。インデックス %5 はパディング（物理 %6 %7）</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>grid padding: %1 %2 over %3 cores = %4 %2 each, %5 allocated; %6 %7 is padding</source>
        <translation>グリッドのパディング: %1 %2 を %3 コアで分けると各 %4 %2、確保は %5。%6 %7 はパディング</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>tile padding: the %1 shard is stored in whole %2x%3 tiles, %4 allocated; shard %5 %6 is padding</source>
        <translation>タイルのパディング: シャード %1 は %2x%3 タイル単位で格納され、確保は %4。シャードの %5 %6 はパディング</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>alignment padding: the logical dims %1 are aligned up to %2 before they collapse, which gives the %3 space</source>
        <translation>アラインメントのパディング: 論理次元 %1 は折り畳む前に %2 に切り上げられ、空間 %3 になる</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>stride padding: the map %1 places the logical %2 in a %3 space with gaps; no element maps to this slot</source>
        <translation>ストライドのパディング: 写像 %1 は論理形状 %2 を隙間のある空間 %3 に置く。このスロットに写る要素はない</translation>
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
        <translation>テンソルを生成する演算を選択してください</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Pin to %1</source>
        <translation>%1 に固定</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pin Layout…</source>
        <translation>レイアウトを固定…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pin Output Layout</source>
        <translation>出力レイアウトの固定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output layout of %1, any of: a shard grid (8x1), l1 or dram, interleaved, height_sharded, width_sharded or block_sharded, tile or row_major, separated by colons</source>
        <translation>%1 の出力レイアウト。次の任意の項目をコロンで区切って指定: シャードグリッド (8x1)、l1 または dram、interleaved・height_sharded・width_sharded・block_sharded、tile または row_major</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Remove Pin</source>
        <translation>固定を解除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove All Pins</source>
        <translation>すべての固定を解除</translation>
    </message>
</context>
<context>
    <name>tle::PlaceHistory</name>
    <message>
        <location filename="../app/gui/placehistory.cpp" line="+16"/>
        <source>&amp;Back</source>
        <translation>戻る(&amp;B)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Forward</source>
        <translation>進む(&amp;F)</translation>
    </message>
</context>
<context>
    <name>tle::PlaceValues</name>
    <message>
        <location filename="../core/report/metaldescribe.cpp" line="+9"/>
        <source>outside the collapsed space (tile padding)</source>
        <translation>折り畳まれた空間の外（タイルのパディング）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>none (the tile has no faces)</source>
        <translation>なし（タイルにフェイスがない）</translation>
    </message>
    <message>
        <location filename="../core/report/reportformat.cpp" line="+31"/>
        <source>padding (cause: %1)</source>
        <translation>パディング（原因: %1）</translation>
    </message>
</context>
<context>
    <name>tle::PlanCaption</name>
    <message>
        <location filename="../widgets/model/plancaption.cpp" line="+22"/>
        <source>%1: %2 µs estimated, %3, %4, %5 DRAM traffic, L1 peak %6 per core</source>
        <translation>%1: 推定 %2 µs、%3、%4、DRAM 転送量 %5、コアあたり L1 ピーク %6</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln reshards</source>
        <translation>
            <numerusform>リシャード %Ln 回</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln spills</source>
        <translation>
            <numerusform>スピル %Ln 回</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tle::PlanChoiceBar</name>
    <message>
        <location filename="../widgets/model/planchoicebar.cpp" line="+44"/>
        <source>No model</source>
        <translation>モデルなし</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The function of the model whose plan is shown</source>
        <translation>計画を表示しているモデルの関数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The memory-layout policy that plans the model (the CLI&apos;s optimize --policy)</source>
        <translation>モデルを計画するメモリレイアウトのポリシー (CLI の optimize --policy)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare the plan with another policy&apos;s, with the plan without pins, or with every policy</source>
        <translation>計画を、別のポリシーの計画、固定なしの計画、またはすべてのポリシーと比較します</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>(none)</source>
        <translation>(なし)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(this policy, unpinned)</source>
        <translation>(このポリシー、固定なし)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The plan of the same policy without your pins: what the pins changed</source>
        <translation>同じポリシーで固定を外した計画: 固定によって何が変わったか</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(all policies)</source>
        <translation>(すべてのポリシー)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every other policy&apos;s metrics in one table</source>
        <translation>他のすべてのポリシーの指標を 1 つの表に表示</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Function:</source>
        <translation>関数(&amp;F):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Policy:</source>
        <translation>ポリシー(&amp;P):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Co&amp;mpare with:</source>
        <translation>比較対象(&amp;M):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Device:</source>
        <translation>デバイス(&amp;D):</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The layouts the model states, with the same metrics</source>
        <translation>モデルに記述されたレイアウト (同じ指標で評価)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The layouts the model states with only the farthest-last-use spill pass run over them</source>
        <translation>モデルに記述されたレイアウトに、最終使用が最も遠いものをスピルするパスだけを適用したもの</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tt-mlir&apos;s own choices, read from its optimizer&apos;s decision trace</source>
        <translation>tt-mlir 自身の選択 (オプティマイザの決定トレースから読み込み)</translation>
    </message>
</context>
<context>
    <name>tle::PlanCompareTable</name>
    <message>
        <location filename="../widgets/model/plancomparetable.cpp" line="+50"/>
        <source>ops laid out differently</source>
        <translation>レイアウトが異なる演算</translation>
    </message>
</context>
<context>
    <name>tle::PlaneNames</name>
    <message>
        <location filename="../core/view/layoutprobe.cpp" line="+106"/>
        <source>collapsed space, rounded up to the grid</source>
        <translation>折りたたみ空間、グリッドに切り上げ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>collapsed space by the grid, each shard rounded up to whole tiles</source>
        <translation>グリッドごとの折りたたみ空間、各シャードをタイル単位に切り上げ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>physical 2-D shape, rounded up to whole shards</source>
        <translation>物理 2-D 形状、シャード単位に切り上げ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>physical 2-D shape</source>
        <translation>物理 2-D 形状</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>linear memory order, one row per row of the first tile as the later tiles interleave it</source>
        <translation>線形メモリ順、後段のタイルがインターリーブした最初のタイルの 1 行ごとに 1 行</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>linear memory order, one row per innermost tiled run</source>
        <translation>線形メモリ順、最内のタイル化された連続部分ごとに 1 行</translation>
    </message>
</context>
<context>
    <name>tle::PlanePainter</name>
    <message>
        <location filename="../widgets/layout/planepainter.cpp" line="+74"/>
        <source> — wrapped: %1 rows shown as %2 bands of %3 rows, left to right</source>
        <translation> — 折り返し: %1 行を %3 行ずつ %2 列の帯で左から右へ表示</translation>
    </message>
</context>
<context>
    <name>tle::PlaneSummary</name>
    <message>
        <location filename="../widgets/layout/planesummary.cpp" line="+223"/>
        <source>The units take turns every few rows: each drawn once, at its grid place</source>
        <translation>ユニットは数行ごとに入れ替わります: 各ユニットをグリッド上の位置に 1 回ずつ描画</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1: %2 % data</source>
        <translation>%1: データ %2 %</translation>
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
        <translation>メニューをクリア(&amp;C)</translation>
    </message>
</context>
<context>
    <name>tle::Remarks</name>
    <message>
        <location filename="../core/report/explainreport.cpp" line="+56"/>
        <source>the chain ends here, so its last output goes to DRAM (seed 002, spillEndToDRAM)</source>
        <translation>チェーンがここで終わるため、最後の出力は DRAM へ送られる (seed 002, spillEndToDRAM)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a sharded concat writes its output to DRAM right after it (seed 002 §4.1.2)</source>
        <translation>シャード化された concat は直後に出力を DRAM へ書き出す (seed 002 §4.1.2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a forked output stays in L1, interleaved, until its last consumer (seed 002 §4.1.5)</source>
        <translation>フォークした出力は最後のコンシューマまでインターリーブで L1 に留まる (seed 002 §4.1.5)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>L1 was full: upstream&apos;s greedy pass evicts the tensor whose last use is farthest away; later readers get it back from DRAM in the layout they were planned to read</source>
        <translation>L1 が満杯: アップストリームの貪欲パスは最終使用が最も遠いテンソルを追い出す。後の読み手は、読む予定だったレイアウトで DRAM から取り戻す</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>L1 was full: the minimum-cost spill plan evicts this tensor here</source>
        <translation>L1 が満杯: コスト最小のスピル計画がこのテンソルをここで追い出す</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>enough L1 was free but in no contiguous slot for the next output: upstream&apos;s pass evicts the tensor whose last use is farthest away</source>
        <translation>L1 の空きは足りていたが、次の出力を置ける連続領域がなかった: アップストリームのパスは最終使用が最も遠いテンソルを追い出す</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the op&apos;s circular buffers (plus a cushion of 10% of L1) grow up from address 0 into this tensor&apos;s slot, so upstream&apos;s pass evicts it</source>
        <translation>演算の循環バッファ (と L1 の 10% の余裕) がアドレス 0 から上へ伸びてこのテンソルの領域に達するため、アップストリームのパスがこれを追い出す</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the op did not fit its L1 with the tensors already held: upstream&apos;s pass evicts the one whose last use is farthest away until it does</source>
        <translation>保持済みのテンソルがあると演算が L1 に収まらなかった: アップストリームのパスは、収まるまで最終使用が最も遠いテンソルを追い出す</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the next op has no op model, so upstream&apos;s pass cannot check its L1 and spills every tensor held in L1 before it</source>
        <translation>次の演算には演算モデルがないため、上流のパスはその L1 を検査できず、その前に L1 にあるすべてのテンソルを退避する</translation>
    </message>
    <message>
        <location line="+51"/>
        <location line="+36"/>
        <source>at its last op: the next op could not join it</source>
        <translation>最後の演算で終了: 次の演算がチェーンに加われなかった</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>at %1: the next op, %2, is not a shardable op kind, so it stays in DRAM</source>
        <translation>%1 で終了: 次の演算 %2 はシャード化できない種類の演算のため、DRAM に留まる</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>at %1: the next op, %2, has no legal sharded layout</source>
        <translation>%1 で終了: 次の演算 %2 には有効なシャード化レイアウトがない</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>at %1: its output has %2 uses, and a chain goes on only through an op with exactly one</source>
        <translation>%1 で終了: その出力の使用箇所は %2 個あり、チェーンは使用箇所がちょうど 1 個の演算を通してのみ続く</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>at %1: the next op, %2, does not take it as operand 0, and a chain runs through operand 0 only</source>
        <translation>%1 で終了: 次の演算 %2 はこれをオペランド 0 として受け取らず、チェーンはオペランド 0 を通してのみ続く</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>at %1: it is the last op of the schedule</source>
        <translation>%1 で終了: スケジュールの最後の演算である</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>at %1: a concat forms an L1 chain of its own (seed 002 §4.1.6)</source>
        <translation>%1 で終了: concat は単独で L1 チェーンを形成する (seed 002 §4.1.6)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at %1: the next op, %2, is a concat, which forms an L1 chain of its own (seed 002 §4.1.6)</source>
        <translation>%1 で終了: 次の演算 %2 は concat であり、concat は単独で L1 チェーンを形成する (seed 002 §4.1.6)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 of %2: %3 transactions of %4 B, over no link: %5 us</source>
        <translation>%2 の%1: %4 B のトランザクション %3 回、リンクなし: %5 us</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2: %3 transactions of %4 B, busiest link %5 on NoC %6 with %7: %8 us</source>
        <translation>%2 の%1: %4 B のトランザクション %3 回、最も混むリンク %5 (NoC %6、%7): %8 us</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>reshard</source>
        <translation>リシャード</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>spill</source>
        <translation>スピル</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No layout: the op has no tensor result.</source>
        <translation>レイアウトなし: この演算にはテンソルの結果がない。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chose %1: %2.</source>
        <translation>%1 を採用した: %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chose %1.</source>
        <translation>%1 を採用した。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Its L1 chain %1 holds this op alone and ended %2.</source>
        <translation>この演算の L1 チェーン %1 はこの演算のみで、%2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its L1 chain %1 (%2 ops, %3 to %4) ended %5.</source>
        <translation>この演算の L1 チェーン %1 (演算 %2 個、%3 から %4) は %5。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is in no L1 chain: the policy considered no L1 layout for it.</source>
        <translation>どの L1 チェーンにも属さない: ポリシーはこの演算に L1 レイアウトを検討しなかった。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 spills to %2 after %3: %4.</source>
        <translation>%1 は %3 の後に %2 へスピルされる: %4。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The %1.</source>
        <translation>%1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../core/report/remarktext.cpp" line="+19"/>
        <source>%1: the op model cannot validate this op, so it stays in DRAM</source>
        <translation>%1: 演算モデルがこの演算を検証できないため、DRAM に留まる</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 needs %2 bytes of L1 per core (%3 for circular buffers, %4 for tensors) but the budget is %5</source>
        <translation>%1 はコアあたり %2 バイトの L1 を必要とする (循環バッファ %3、テンソル %4) が、予算は %5</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>eltwise: sharded inputs must be sharded alike</source>
        <translation>eltwise: シャード化入力はすべて同じシャーディングでなければならない</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>eltwise: a sharded input (%1) produces its own sharding, not %2</source>
        <translation>eltwise: シャード化入力 (%1) からは %2 ではなくその入力自身のシャーディングが生じる</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>eltwise: a sharded input produces a sharded output</source>
        <translation>eltwise: シャード化入力からはシャード化出力が生じる</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>matmul: inputs must be tiled</source>
        <translation>matmul: 入力はタイル化されていなければならない</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>matmul: the weight operand must be interleaved</source>
        <translation>matmul: 重みオペランドはインターリーブでなければならない</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>matmul: a %1 activation needs a %1 output</source>
        <translation>matmul: %1 のアクティベーションには %1 の出力が必要</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>conv2d: width-sharded outputs are not supported</source>
        <translation>conv2d: width-sharded の出力はサポートされない</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>conv2d: the weight operand must be interleaved</source>
        <translation>conv2d: 重みオペランドはインターリーブでなければならない</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: rows must stay whole on a core; %2 splits them</source>
        <translation>%1: 行は 1 つのコアに丸ごと置く必要があるが、%2 は行を分割する</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the output keeps the input&apos;s sharding</source>
        <translation>%1: 出力は入力のシャーディングを引き継ぐ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concat: only the last two dims concatenate sharded inputs</source>
        <translation>concat: シャード化入力を連結できるのは最後の 2 次元だけ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concat on dim %1 needs %2 inputs, got %3</source>
        <translation>次元 %1 での concat には %2 の入力が必要だが、%3 が渡された</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concat: only the last two dims concatenate into a sharded output</source>
        <translation>concat: シャード化出力に連結できるのは最後の 2 次元だけ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concat on dim %1 produces a %2 output</source>
        <translation>次元 %1 での concat は %2 の出力を生成する</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 needs DRAM-interleaved inputs, got %2 in %3</source>
        <translation>%1 には DRAM インターリーブの入力が必要だが、%3 の %2 が渡された</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 writes interleaved outputs only</source>
        <translation>%1 はインターリーブの出力しか書き込まない</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no sharded implementation</source>
        <translation>%1 にはシャード化された実装がない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>does not match the pin %1</source>
        <translation>固定 %1 と一致しない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pinned by the user: %1</source>
        <translation>ユーザーが固定: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is pinned to %2</source>
        <translation>%1 は %2 に固定されている</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is pinned to %2: the policy left it in %3, the pin puts it in %4</source>
        <translation>%1 は %2 に固定されている: ポリシーでは %3 に置かれていたが、固定により %4 に置かれる</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is pinned to %2: the policy left it in %3, the pin puts it in %4 (its L1 use is added to the timeline as is)</source>
        <translation>%1 は %2 に固定されている: ポリシーでは %3 に置かれていたが、固定により %4 に置かれる (その L1 使用量はそのままタイムラインに加算される)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no layout</source>
        <translation>レイアウトなし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DRAM interleaved until the policy reaches it</source>
        <translation>ポリシーが到達するまで DRAM インターリーブ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>max-legal-layouts 0: DRAM only</source>
        <translation>max-legal-layouts 0: DRAM のみ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no L1-interleaved layout</source>
        <translation>L1 インターリーブのレイアウトがない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pinned elsewhere</source>
        <translation>別の箇所で固定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the op model rejects L1 interleaved</source>
        <translation>演算モデルが L1 インターリーブを拒否する</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 uses: a fork&apos;s output stays in DRAM</source>
        <translation>使用箇所 %1: フォークの出力は DRAM に留まる</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in L1: the mask of %1 keeps %2 bytes per core of outputs in L1 (budget %3), operand peak %4</source>
        <translation>L1 に配置: %1 のマスクは出力をコアあたり %2 バイト L1 に保持する (予算 %3)、オペランドのピーク %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in DRAM: a mask without it keeps more of its operands in L1 (%1 bytes per core)</source>
        <translation>DRAM に配置: これを含まないマスクの方がより多くのオペランドを L1 に保持できる (コアあたり %1 バイト)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in DRAM: %1&apos;s mask had no room for it</source>
        <translation>DRAM に配置: %1 のマスクに空きがなかった</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in DRAM: no mask with it fits %1 bytes per core</source>
        <translation>DRAM に配置: これを含むマスクはどれもコアあたり %1 バイトに収まらない</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in DRAM: no mask of %1 keeps it in L1</source>
        <translation>DRAM に配置: %1 のどのマスクもこれを L1 に保持しない</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>budget %1 bytes per core (75% of the L1 budget); %2 outputs in L1 interleaved, the rest DRAM interleaved</source>
        <translation>予算はコアあたり %1 バイト (L1 予算の 75%)。%2 個の出力を L1 インターリーブ、残りを DRAM インターリーブに配置</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the rebuilt schedule is the model&apos;s order</source>
        <translation>再構築したスケジュールはモデルの順序と同じ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the rebuilt schedule moves %1 op; the reservations and the L1 peak follow the model&apos;s order</source>
        <translation>再構築したスケジュールでは演算 %1 個が移動する。予約と L1 ピークはモデルの順序に従う</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the rebuilt schedule moves %1 ops; the reservations and the L1 peak follow the model&apos;s order</source>
        <translation>再構築したスケジュールでは演算 %1 個が移動する。予約と L1 ピークはモデルの順序に従う</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no layout validates; DRAM interleaved inputs and output</source>
        <translation>検証を通るレイアウトがない。入力と出力は DRAM インターリーブ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>beam rank %1: %2 us estimated</source>
        <translation>ビーム順位 %1: 推定 %2 us</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>beam rank %1: %2 us estimated, after a reshard</source>
        <translation>ビーム順位 %1: 推定 %2 us (リシャード後)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>beyond the beam width %1</source>
        <translation>ビーム幅 %1 の範囲外</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, least reshard cost at the fork</source>
        <translation>%1、フォークでのリシャードコストが最小</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>beam width %1, %2 op-model validations; address-space spilling (first fit top-down, circular buffers bottom-up, cushion %3 bytes): %4 spills (%5 no fit, %6 fragmentation, %7 circular buffers, %8 op out of memory), %9 outputs written to DRAM directly</source>
        <translation>ビーム幅 %1、演算モデルによる検証 %2 回。アドレス空間でのスピル (テンソルは上から first fit、循環バッファは下から、余裕 %3 バイト): スピル %4 回 (収まらない %5、断片化 %6、循環バッファ %7、演算のメモリ不足 %8)、DRAM に直接書き込んだ出力 %9 個</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cost-ranked beam of width %1, %2 op-model validations; minimum-cost spill plan (proven optimal): %3 spills, %4 outputs written to DRAM directly, %5 us of spill cost</source>
        <translation>コスト順のビーム (幅 %1)、演算モデルによる検証 %2 回。コスト最小のスピル計画 (最適性を証明済み): スピル %3 回、DRAM に直接書き込んだ出力 %4 個、スピルコスト %5 us</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cost-ranked beam of width %1, %2 op-model validations; minimum-cost spill plan (search limit reached, best found): %3 spills, %4 outputs written to DRAM directly, %5 us of spill cost</source>
        <translation>コスト順のビーム (幅 %1)、演算モデルによる検証 %2 回。コスト最小のスピル計画 (探索上限に到達、見つかった最良のもの): スピル %3 回、DRAM に直接書き込んだ出力 %4 個、スピルコスト %5 us</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>L1 full over the tensor&apos;s lifetime: written to DRAM directly</source>
        <translation>テンソルの生存期間中 L1 が満杯: DRAM に直接書き込む</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>demoted by the spill planner: no room in L1</source>
        <translation>スピル計画器により降格: L1 に空きがない</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the model&apos;s own layouts, then farthest-last-use spilling within %1 bytes per core: %2 spills, %3 outputs written to DRAM directly</source>
        <translation>モデル自身のレイアウトに、コアあたり %1 バイト以内で最終使用が最も遠いものからスピル: スピル %2 回、DRAM に直接書き込んだ出力 %3 個</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>tt-mlir&apos;s own decisions from its decision trace (beam width %1): %2 final choices, %3 reshards, %4 spills and %5 outputs written to DRAM by its spill pass within %6 bytes of L1 per core</source>
        <translation>決定トレースから得た tt-mlir 自身の決定 (ビーム幅 %1): 最終選択 %2 件、リシャード %3 回、スピルパスによるスピル %4 回と DRAM に書き込まれた出力 %5 個 (コアあたり L1 %6 バイト以内)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no legal layout on this device matches the compiler&apos;s choice for %1: kept in DRAM interleaved</source>
        <translation>このデバイスには %1 に対するコンパイラの選択に一致する有効なレイアウトがない: DRAM インターリーブのまま保持</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the op model cannot validate %1 (upstream: not implemented): kept in DRAM</source>
        <translation>演算モデルは %1 を検証できない (アップストリームで未実装): DRAM に保持</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>L1 interleaved fallback: no room in L1</source>
        <translation>L1 インターリーブへのフォールバック: L1 に空きがない</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L1 interleaved fallback: the op or a consumer does not accept it</source>
        <translation>L1 インターリーブへのフォールバック: 演算またはコンシューマが受け付けない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L1 interleaved fallback</source>
        <translation>L1 インターリーブへのフォールバック</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the concat it feeds prefers %1</source>
        <translation>入力先の concat は %1 を優先する</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>beyond max-legal-layouts</source>
        <translation>max-legal-layouts の範囲外</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no configuration satisfies every edge</source>
        <translation>すべてのエッジを満たす構成がない</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>less accumulated core usage or eliminated by a neighbour</source>
        <translation>累積コア使用率が低いか、隣接する演算により除外された</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>highest core usage</source>
        <translation>コア使用率が最大</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: no config of op 0 accepts an interleaved input, and %2</source>
        <translation>%1: 演算 0 のどの構成もインターリーブの入力を受け付けず、さらに %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: no producer config in %2 is compatible with any consumer config in %3, and %4</source>
        <translation>%1: %2 のどのプロデューサ構成も %3 のコンシューマ構成と互換でなく、さらに %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 removed every path; producer op %3 still allows configs %4 and consumer op %5 allows %6, but no compatible pair joins them</source>
        <translation>%1: %2 によりすべてのパスが除去された。プロデューサ演算 %3 には構成 %4、コンシューマ演算 %5 には %6 が残っているが、両者をつなぐ互換な組がない</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>set(op %1, config %2): the config was already eliminated; op %1 allows %3</source>
        <translation>set(op %1, config %2): この構成はすでに除外されていた。演算 %1 で可能なのは %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pickConfigs: no remaining config of op %1 can be pinned; last attempt: %2</source>
        <translation>pickConfigs: 演算 %1 の残りの構成はどれも固定できない。最後の試行: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no reshard layout is available</source>
        <translation>利用できるリシャードレイアウトがない</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no reshard layout is available on the edge</source>
        <translation>このエッジで利用できるリシャードレイアウトがない</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none of the %1 reshard layouts is accepted by op 0</source>
        <translation>%1 個のリシャードレイアウトはどれも演算 0 に受け付けられない</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none of the %1 reshard layouts is accepted by the consumer</source>
        <translation>%1 個のリシャードレイアウトはどれもコンシューマに受け付けられない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>propagation</source>
        <translation>伝播</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pinning op %1 to config %2</source>
        <translation>演算 %1 を構成 %2 に固定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 inputs stay in L1 for the concat</source>
        <translation>concat のために %1 個の入力が L1 に留まる</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concat input %1 is not the output of a completed chain</source>
        <translation>concat の入力 %1 は完了したチェーンの出力ではない</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concat input %1 has other consumers</source>
        <translation>concat の入力 %1 には他のコンシューマがある</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concat has no tensor inputs</source>
        <translation>concat にテンソル入力がない</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concat has no legal sharded output</source>
        <translation>concat には有効なシャード化出力がない</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concat of L1-sharded inputs</source>
        <translation>L1 でシャード化された入力の concat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stays sharded in L1 for %1 consumer(s)</source>
        <translation>%1 個のコンシューマのためにシャード化されたまま L1 に留まる</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>moved to L1 interleaved for its consumers</source>
        <translation>コンシューマのために L1 インターリーブへ移動</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>output stays in L1 for operand %1 of %2</source>
        <translation>%2 のオペランド %1 のために出力が L1 に留まる</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>both inputs of %1 stay in L1</source>
        <translation>%1 の両方の入力が L1 に留まる</translation>
    </message>
</context>
<context>
    <name>tle::RunBreakdownModel</name>
    <message numerus="yes">
        <location filename="../widgets/run/runbreakdownmodel.cpp" line="+102"/>
        <source>The %Ln longest ops</source>
        <translation>
            <numerusform>最も長い演算 %Ln 個</numerusform>
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
        <translation>演算 %1 · %2 (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>op %1</source>
        <translation>演算 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>op %1 · %2</source>
        <translation>演算 %1 · %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Family, op code, op</source>
        <translation>ファミリー、op コード、演算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ops</source>
        <translation>演算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kernel time</source>
        <translation>カーネル時間</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Share</source>
        <translation>割合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bound</source>
        <translation>律速</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Utilisation</source>
        <translation>利用率</translation>
    </message>
</context>
<context>
    <name>tle::RunBreakdownView</name>
    <message>
        <location filename="../widgets/run/runbreakdownview.cpp" line="+97"/>
        <source>By family</source>
        <translation>ファミリー別</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By op code (the %1 largest)</source>
        <translation>オペコード別 (上位 %1 個)</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Open a run to see where its device time went</source>
        <translation>実行を開くと、デバイス時間の内訳が表示されます</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Layout tax of %1 device kernel time: %2 layout changes, %3 with tilize, %4 broad</source>
        <translation>デバイスのカーネル時間 %1 に占めるレイアウト変更コスト: レイアウト変更 %2、tilize 込み %3、広義 %4</translation>
    </message>
</context>
<context>
    <name>tle::RunCalibrationView</name>
    <message>
        <location filename="../widgets/run/runcalibrationview.cpp" line="+39"/>
        <source>Measured kernel time (µs)</source>
        <translation>実測カーネル時間 (µs)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predicted kernel time (µs)</source>
        <translation>予測カーネル時間 (µs)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>within 2x</source>
        <translation>2x 以内</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>hollow: outside the calibration</source>
        <translation>白抜き: 較正範囲外</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No device op has both a measured and a predicted time</source>
        <translation>実測時間と予測時間の両方を持つデバイス演算がありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 device ops: %2 within 2x of measured, median error %3x, rank correlation %4</source>
        <translation>デバイス演算 %1 個: 実測の 2x 以内 %2、誤差の中央値 %3x、順位相関 %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>; PM IDEAL %1 within 2x</source>
        <translation>; PM IDEAL の 2x 以内 %1</translation>
    </message>
</context>
<context>
    <name>tle::RunComparePane</name>
    <message>
        <location filename="../widgets/run/runcomparepane.cpp" line="+67"/>
        <source>Not compared. Compare With… aligns another run with this one.</source>
        <translation>比較していません。「別の実行と比較…」で別の実行をこの実行と対応付けます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Compared with %1: kernel %2 against %3; %4 ops matched, %5 only here, %6 only there</source>
        <translation>%1 と比較: カーネル %2 対 %3。一致した演算 %4 個、こちらのみ %5 個、比較対象のみ %6 個</translation>
    </message>
</context>
<context>
    <name>tle::RunComparisonModel</name>
    <message>
        <location filename="../widgets/run/runcomparisonmodel.cpp" line="+139"/>
        <source>Kernel time by op family, the largest change first</source>
        <translation>op ファミリー別カーネル時間 (変化の大きい順)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln matched ops, the largest change first</source>
        <translation>
            <numerusform>対応した演算 %Ln 個 (変化の大きい順)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Only in this run: %Ln ops</source>
        <translation>
            <numerusform>この実行のみ: 演算 %Ln 個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Only in the other run: %Ln ops</source>
        <translation>
            <numerusform>もう一方の実行のみ: 演算 %Ln 個</numerusform>
        </translation>
    </message>
    <message>
        <location line="+40"/>
        <source>op %1 · %2</source>
        <translation>演算 %1 · %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>op %1 · %2 (paired with %3)</source>
        <translation>演算 %1 · %2 (%3 と対応)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>op %1</source>
        <translation>演算 %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Family, op or op code</source>
        <translation>ファミリー、演算、op コード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This run</source>
        <translation>この実行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other run</source>
        <translation>もう一方の実行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change</source>
        <translation>変化</translation>
    </message>
</context>
<context>
    <name>tle::RunDocument</name>
    <message>
        <location filename="../document/rundocument.cpp" line="+77"/>
        <source>The run to compare with cannot be read: %1</source>
        <translation>比較対象の実行を読み込めません: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The run cannot be joined to the plan: %1</source>
        <translation>実行を計画と突き合わせられません: %1</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Reading %1</source>
        <translation>%1 を読み込み中</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 holds no calibration (report --calibrate writes one)</source>
        <translation>%1 には較正が含まれていません (report --calibrate で作成できます)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pricing the run again</source>
        <translation>実行を再見積もり中</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Comparing with %1</source>
        <translation>%1 と比較中</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Joining the run to the plan</source>
        <translation>実行を計画と突き合わせ中</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The op states no output tensor.</source>
        <translation>この演算は出力テンソルを記録していません。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The op states no input tensor.</source>
        <translation>この演算は入力テンソルを記録していません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>input 0 of op %1</source>
        <translation>演算 %1 の入力 0</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>output 0 of op %1</source>
        <translation>演算 %1 の出力 0</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no layout: %2</source>
        <translation>%1 にはレイアウトがありません: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no TTNN form: %2</source>
        <translation>%1 には TTNN 形式がありません: %2</translation>
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
        <translation>推定なし: 実行データに演算のテンソルが 1 つも記載されていない</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Device</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Op code</source>
        <translation>オペコード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Class</source>
        <translation>クラス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Family</source>
        <translation>ファミリー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measured</source>
        <translation>実測</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Predicted</source>
        <translation>推定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PM ideal</source>
        <translation>PM 理想</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gap</source>
        <translation>間隔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cores</source>
        <translation>コア数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Input 0</source>
        <translation>入力 0</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Output 0</source>
        <translation>出力 0</translation>
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
        <translation>オペコード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Family</source>
        <translation>ファミリー</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ops</source>
        <translation>演算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kernel time</source>
        <translation>カーネル時間</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The part of the ops&apos; kernel time inside the range</source>
        <translation>範囲内に入る演算のカーネル時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share</source>
        <translation>割合</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Select a range of the timeline with Shift and a drag to see what it holds</source>
        <translation>Shift を押しながらドラッグしてタイムラインの範囲を選ぶと、その内容が表示されます</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>From %1 to %2 (%3): %Ln ops, kernel time %4 inside it</source>
        <translation>
            <numerusform>%1 から %2 (%3): 演算 %Ln 個、範囲内のカーネル時間 %4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tle::RunRooflineView</name>
    <message>
        <location filename="../widgets/run/runrooflineview.cpp" line="+41"/>
        <source>Arithmetic intensity (flops per byte moved)</source>
        <translation>演算強度 (移動 1 バイトあたりの flops)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Throughput reached (GFLOP/s)</source>
        <translation>到達スループット (GFLOP/s)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Op %1: %2
%3</source>
        <translation>演算 %1: %2
%3</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>DRAM ceiling (%1 GB/s)</source>
        <translation>DRAM の上限 (%1 GB/s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L1 ceiling (%1 TB/s over %2 cores)</source>
        <translation>L1 の上限 (%2 コアで %1 TB/s)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 peak</source>
        <translation>%1 ピーク</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Matrix engine peak by fidelity</source>
        <translation>精度別の行列エンジンのピーク</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No device op was priced, so none has a place on the roofline</source>
        <translation>推定されたデバイス演算がないため、ルーフラインに置ける演算はありません</translation>
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
            <numerusform>律速別の実測時間: %1 · 算術演算のない %Ln 個の演算は除外</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tle::RunSearchBar</name>
    <message>
        <location filename="../widgets/run/runsearchbar.cpp" line="+27"/>
        <source>Rege&amp;x</source>
        <translation>正規表現(&amp;X)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Search the timeline: op code, loc or signpost</source>
        <translation>タイムラインを検索: op コード、loc、signpost</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Read the search as a regular expression (ECMAScript, any case)</source>
        <translation>検索を正規表現として読む (ECMAScript、大文字小文字を区別しない)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The match before (Shift+Return)</source>
        <translation>前の一致 (Shift+Return)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The next match (Return)</source>
        <translation>次の一致 (Return)</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>not a regular expression</source>
        <translation>正規表現ではありません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no match</source>
        <translation>一致なし</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln matches</source>
        <translation>
            <numerusform>%Ln 件一致</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
</context>
<context>
    <name>tle::RunTimelineView</name>
    <message>
        <location filename="../widgets/run/runtimelineview.cpp" line="+51"/>
        <source>Open a run to see where its device time went: File &gt; Open or a file dropped on the window (a profiler CSV, a report database, a memory_results.json or a folder of them), or Samples &gt; Runs</source>
        <translation>実行を開くとデバイス時間の内訳が表示されます: ファイル &gt; 開く、ウィンドウへのファイルのドロップ (プロファイラー CSV、レポートデータベース、memory_results.json またはそれらのフォルダー)、またはサンプル &gt; 実行</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>More devices than the timeline has room for: scroll, or drag the lanes up and down</source>
        <translation>タイムラインに収まらないほどデバイスがあります: スクロールするか、レーンを上下にドラッグしてください</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Device time with op-to-op gaps (ms)</source>
        <translation>演算間のギャップを含むデバイス時間 (ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Device time with op-to-op gaps (µs)</source>
        <translation>演算間のギャップを含むデバイス時間 (µs)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Kernel time, ops back to back (ms)</source>
        <translation>カーネル時間、演算を隙間なく配置 (ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kernel time, ops back to back (µs)</source>
        <translation>カーネル時間、演算を隙間なく配置 (µs)</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>device %1 · %2</source>
        <translation>デバイス %1 · %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>device %1</source>
        <translation>デバイス %1</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>%1, layout tax: %2</source>
        <translation>%1、レイアウト変更コスト: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Op %1: %2
%3, %4 on device %5, from %6</source>
        <translation>演算 %1: %2
%3、デバイス %5 で %4、開始 %6</translation>
    </message>
</context>
<context>
    <name>tle::RunValues</name>
    <message>
        <location filename="../core/report/runreport.cpp" line="+47"/>
        <source>not estimated: the run states none of the op&apos;s tensors</source>
        <translation>推定なし: 実行データに演算のテンソルが 1 つも記載されていない</translation>
    </message>
</context>
<context>
    <name>tle::RunViews</name>
    <message>
        <location filename="../widgets/run/runbreakdownview.cpp" line="-98"/>
        <source>Kernel time (ms)</source>
        <translation>カーネル時間 (ms)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kernel time (µs)</source>
        <translation>カーネル時間 (µs)</translation>
    </message>
    <message>
        <location filename="../widgets/run/runpalette.cpp" line="+30"/>
        <location line="+49"/>
        <source>Shard conversion</source>
        <translation>シャード変換</translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+49"/>
        <source>Buffer copy</source>
        <translation>バッファコピー</translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+46"/>
        <source>Tilize / untilize</source>
        <translation>tilize / untilize</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Reallocation move</source>
        <translation>再配置の移動</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+48"/>
        <source>DRAM slice</source>
        <translation>DRAM スライス</translation>
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
        <translation>その他</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Matmul</source>
        <translation>行列積</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Convolution</source>
        <translation>畳み込み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention</source>
        <translation>アテンション</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normalization</source>
        <translation>正規化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Softmax</source>
        <translation>Softmax</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reduction</source>
        <translation>リダクション</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eltwise</source>
        <translation>要素ごと</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data movement</source>
        <translation>データ移動</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sharded move</source>
        <translation>シャード内移動</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pooling</source>
        <translation>プーリング</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embedding</source>
        <translation>埋め込み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sampling</source>
        <translation>サンプリング</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collective</source>
        <translation>集団通信</translation>
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
        <translation>演算(&amp;O)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Breakdown</source>
        <translation>内訳(&amp;B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Ledger</source>
        <translation>変更一覧(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Calibration</source>
        <translation>較正(&amp;C)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Join the run to the Model workspace&apos;s plan to see the plan&apos;s L1 reservations beside the L1 each op measured</source>
        <translation>実行をモデル作業領域のプランに結び付けると、各演算の実測 L1 と並べてプランの L1 予約が表示されます</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Plan</source>
        <translation>計画(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Co&amp;mpare</source>
        <translation>比較(&amp;M)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>R&amp;ange</source>
        <translation>範囲(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roo&amp;fline</source>
        <translation>ルーフライン(&amp;F)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>&amp;Join to Model Plan</source>
        <translation>モデルの計画と突き合わせ(&amp;J)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set the run beside the plan on show in the Model workspace, op by op</source>
        <translation>実行を、モデルワークスペースで表示中の計画と演算ごとに並べます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare &amp;With…</source>
        <translation>別の実行と比較(&amp;W)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Align another run of the same model with this one, op by op</source>
        <translation>同じモデルの別の実行を、この実行と演算ごとに対応付けます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;alibration…</source>
        <translation>較正(&amp;A)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Price the ops with the calibration a device file holds (tensor-layout-cli report --calibrate writes one)</source>
        <translation>デバイスファイルに含まれる較正で演算を見積もります (tensor-layout-cli report --calibrate で作成できます)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Op-to-op &amp;gaps</source>
        <translation>演算間のギャップ(&amp;G)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the measured gaps between ops on the timeline, not only the kernels back to back</source>
        <translation>カーネルを隙間なく並べるだけでなく、実測された演算間のギャップもタイムラインに表示します</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Colour by family</source>
        <translation>ファミリーで色分け</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour by op code</source>
        <translation>op コードで色分け</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour by layout tax</source>
        <translation>レイアウト変更コストで色分け</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the timeline&apos;s colours say: the op&apos;s family, its op code (the same colour in every run) or the class of layout change it is</source>
        <translation>タイムラインの色が示すもの: 演算のファミリー、op コード (どの実行でも同じ色)、またはレイアウト変更の種類</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Filter ops: op code, class, memory or loc</source>
        <translation>演算を絞り込み: オペコード、クラス、メモリ、loc</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>No run</source>
        <translation>実行なし</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The file ends inside the row at line %1 (the profiler stopped while writing it); the %Ln rows before it are shown.</source>
        <translation>
            <numerusform>ファイルは %1 行目の行の途中で終わっています (プロファイラーが書き込み中に停止しました)。その前の %Ln 行を表示しています。</numerusform>
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
        <translation>%1 (%2、%3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1
priced with the calibration of %2</source>
        <translation>%1
%2 の較正で見積もり</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%Ln device ops</source>
        <translation>
            <numerusform>デバイス演算 %Ln 件</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source> on %1 devices · kernel %2 summed over them; slowest device %3: %4, busy %5</source>
        <translation>（%1 台のデバイス）· カーネル %2 (全デバイスの合計)、最も遅いデバイス %3: %4、稼働 %5</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> · kernel %1, busy %2</source>
        <translation> · カーネル %1、稼働 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> · op-to-op %1 · layout tax %2 (with tilize %3, broad %4)</source>
        <translation> · 演算間 %1 · レイアウト変更コスト %2 (tilize 込み %3、広義 %4)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> · estimates within 2x: %1</source>
        <translation> · 推定が 2x 以内: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Not joined to a plan. Open the model the run was compiled from in the Model workspace, then Join to Model Plan.</source>
        <translation>計画と突き合わせていません。この実行のコンパイル元のモデルをモデルワークスペースで開き、「モデルの計画と突き合わせ」を押してください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Joined to %1 of %2 by %3: %4 matched, %5 drifted, %6 conversions not planned, %7 planned steps not run</source>
        <translation>%2 の %1 の計画と %3 で突き合わせ: 一致 %4、ずれ %5、計画外の変換 %6、実行されなかった計画ステップ %7</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>measured L1 per bank</source>
        <translation>バンクあたり実測 L1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Runs (*.csv *.sqlite *.db *memory_results*.json);;All files (*)</source>
        <translation>実行 (*.csv *.sqlite *.db *memory_results*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Compare With Run</source>
        <translation>別の実行と比較</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+5"/>
        <source>Calibration</source>
        <translation>較正</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Device files (*.json);;All files (*)</source>
        <translation>デバイスファイル (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Pricing the run with the calibration of %1</source>
        <translation>%1 の較正で実行を見積もり中</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open a model and let its plan finish in the Model workspace first</source>
        <translation>先にモデルワークスペースでモデルを開き、計画が完了するまで待ってください</translation>
    </message>
</context>
<context>
    <name>tle::SamplesMenu</name>
    <message>
        <location filename="../app/gui/samplesmenu.cpp" line="+28"/>
        <source>&amp;Models</source>
        <translation>モデル(&amp;M)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Runs</source>
        <translation>実行(&amp;R)</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Start Here</source>
        <translation>ここから始める</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A &amp;Layout: %1</source>
        <translation>レイアウト(&amp;L): %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A &amp;Model: %1</source>
        <translation>モデル(&amp;M): %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A &amp;Run: %1</source>
        <translation>実行(&amp;R): %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>All Samples</source>
        <translation>すべてのサンプル</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No samples found in %1</source>
        <translation>%1 にサンプルが見つかりません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;TTNN Layouts</source>
        <translation>TTNN レイアウト(&amp;T)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Metal Layouts, &amp;Seed Form (affine map)</source>
        <translation>Metal レイアウト、シード形式 (アフィン写像)(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Metal Layouts, &amp;Current Form</source>
        <translation>Metal レイアウト、現行形式(&amp;C)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;XLA Tiled Layouts</source>
        <translation>XLA タイル化レイアウト(&amp;X)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Other</source>
        <translation>その他(&amp;O)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Multi-&amp;Device Meshes</source>
        <translation>マルチデバイスのメッシュ(&amp;D)</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>No sample models found in %1</source>
        <translation>%1 にサンプルモデルが見つかりません</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No sample runs found in %1</source>
        <translation>%1 にサンプルの実行が見つかりません</translation>
    </message>
</context>
<context>
    <name>tle::SecondOpinionModel</name>
    <message>
        <location filename="../widgets/model/secondopinionmodel.cpp" line="+14"/>
        <source>L1 over DRAM</source>
        <translation>DRAM より L1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sharded over interleaved</source>
        <translation>インターリーブよりシャード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fewer bytes read from DRAM</source>
        <translation>DRAM からの読み出しバイト数が少ない</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no reshard</source>
        <translation>リシャードなし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>more cores</source>
        <translation>コア数が多い</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>less L1</source>
        <translation>L1 使用量が少ない</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a tie</source>
        <translation>同点</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Inputs: %1</source>
        <translation>入力: %1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Op</source>
        <translation>演算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compiler&apos;s choice</source>
        <translation>コンパイラの選択</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost model&apos;s choice</source>
        <translation>コストモデルの選択</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chosen (us)</source>
        <translation>選択 (us)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Better (us)</source>
        <translation>より良い候補 (us)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reshards (us)</source>
        <translation>リシャード (us)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saving (us)</source>
        <translation>削減 (us)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compiler preferred</source>
        <translation>コンパイラが優先した点</translation>
    </message>
</context>
<context>
    <name>tle::SecondOpinionPane</name>
    <message>
        <location filename="../widgets/model/secondopinionpane.cpp" line="+29"/>
        <source>&amp;Accept Suggestion</source>
        <translation>提案を受け入れる(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pin the op&apos;s output to the cost model&apos;s choice and plan again</source>
        <translation>演算の出力をコストモデルの選択に固定して再計画します</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Open a decision trace (File &gt; Open Decision Trace) for the cost model&apos;s opinion on the compiler&apos;s choices.</source>
        <translation>コンパイラの選択に対するコストモデルの見解を見るには、決定トレースを開いてください (ファイル &gt; 決定トレースを開く)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cost model agrees with the compiler: no valid alternative saves a fifth of an op&apos;s time.</source>
        <translation>コストモデルはコンパイラと一致しています: 演算時間の 5 分の 1 を削減できる有効な代替はありません。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The cost model prefers another valid layout for %n op(s), each saving more than a fifth of the op&apos;s time.</source>
        <translation>
            <numerusform>コストモデルは %n 個の演算について別の有効なレイアウトを推奨しています。いずれも演算時間の 5 分の 1 を超える削減です。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tle::ShardsView</name>
    <message numerus="yes">
        <location filename="../widgets/layout/shardsview.cpp" line="+54"/>
        <source>Core grid %1 x %2, %n unit(s)</source>
        <translation>
            <numerusform>コアグリッド %1 x %2、%n 単位</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Bank grid %1 x %2, %n unit(s)</source>
        <translation>
            <numerusform>バンクグリッド %1 x %2、%n 単位</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Memory %1 x %2, %n unit(s)</source>
        <translation>
            <numerusform>メモリ %1 x %2、%n 単位</numerusform>
        </translation>
    </message>
    <message>
        <location line="+93"/>
        <source> | at this size the cards leave out %1: hover a card for all of it</source>
        <translation> | このサイズではカードに %1 を表示しません: すべてはカードにカーソルを合わせて確認</translation>
    </message>
    <message>
        <location line="+20"/>
        <source> | does not fit in L1: %1 per core, %2 usable on %3</source>
        <translation> | L1 に収まりません: コアあたり %1、%3 で使用可能なのは %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bytes and use</source>
        <translation>バイト数と使用率</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the first and last element</source>
        <translation>先頭と末尾の要素</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the L1 addresses</source>
        <translation>L1 アドレス</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the padding</source>
        <translation>パディング</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>first %1</source>
        <translation>先頭 %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>last %1</source>
        <translation>末尾 %1</translation>
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
        <translation>パディング: %1</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>%1: %2 of %3 slots hold data (%4 %), %5 bytes</source>
        <translation>%1: %3 スロット中 %2 にデータ (%4 %)、%5 バイト</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>; %1: %2</source>
        <translation>; %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; elements %1 .. %2</source>
        <translation>; 要素 %1 .. %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; L1 bytes [0x0, 0x%1) from the buffer&apos;s address, the same on every core: %2 % of the %3 usable</source>
        <translation>; バッファのアドレスから L1 バイト [0x0, 0x%1) (全コアで同一): 使用可能な %3 の %2 %</translation>
    </message>
    <message>
        <location line="-160"/>
        <source>%1, %2 %</source>
        <translation>%1、%2 %</translation>
    </message>
</context>
<context>
    <name>tle::StartPage</name>
    <message>
        <location filename="../app/gui/startpage.cpp" line="+45"/>
        <source>Where every element of a tensor lives</source>
        <translation>テンソルの各要素はどこにあるか</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Paste a layout from compiler output to see each element&apos;s core, tile, face and byte, and which slots are padding and why. Open a compiled model to see what the memory-layout optimizer decides: its L1 chains, reshards, spills and the L1 timeline. Open a measured run to see where the time went.</source>
        <translation>コンパイラ出力からレイアウトを貼り付けると、各要素のコア、タイル、フェイス、バイトと、どのスロットがなぜパディングなのかが表示されます。コンパイル済みモデルを開くと、メモリレイアウト・オプティマイザの決定 (L1 チェーン、リシャード、スピル、L1 タイムライン) が表示されます。実測の実行を開くと、時間の内訳が表示されます。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Recent files</source>
        <translation>最近使ったファイル</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>None yet: what you open appears here.</source>
        <translation>まだありません。開いたファイルがここに表示されます。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Paste a Layout</source>
        <translation>レイアウトを貼り付け</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open a Model…</source>
        <translation>モデルを開く…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open a Model</source>
        <translation>モデルを開く</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Models (*.mlir *.json);;All files (*)</source>
        <translation>モデル (*.mlir *.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a Run…</source>
        <translation>実行を開く…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open a Run</source>
        <translation>実行を開く</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Measured runs (*.csv *.json *.sqlite *.db);;All files (*)</source>
        <translation>実測の実行 (*.csv *.json *.sqlite *.db);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paste a layout</source>
        <translation>レイアウトを貼り付ける</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any notation: #ttcore.metal_layout (seed or current form), #ttnn.ttnn_layout or an XLA shape such as f32[3,5]{1,0:T(2,2)}. Paste it into the field above, or open a file of compiler output and pick one of its layouts.</source>
        <translation>任意の表記: #ttcore.metal_layout (シード形式または現行形式)、#ttnn.ttnn_layout、または f32[3,5]{1,0:T(2,2)} のような XLA の形状。上のフィールドに貼り付けるか、コンパイラ出力のファイルを開いてレイアウトを 1 つ選んでください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open a model</source>
        <translation>モデルを開く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A TTNN or TTIR module printed by tt-mlir (.mlir), or a JSON model: the plan of each policy, why each op got its layout, and the compiler&apos;s own decision trace beside it.</source>
        <translation>tt-mlir が出力した TTNN または TTIR モジュール (.mlir)、または JSON モデル: 各ポリシーの計画、各演算がそのレイアウトになった理由、そしてそれと並べたコンパイラ自身の決定トレース。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open a run</source>
        <translation>実行を開く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An ops performance CSV from a profiled run: the measured time of every op beside the cost model&apos;s estimate, where the time went, and what the layouts cost.</source>
        <translation>プロファイルした実行の演算パフォーマンス CSV: 各演算の実測時間とコストモデルの推定値の比較、時間の内訳、レイアウトにかかったコスト。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Try: %1</source>
        <translation>試す: %1</translation>
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
        <translation>単位(&amp;U):</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Numbers: logical row-major index</source>
        <translation>番号: 論理的な行優先インデックス</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Numbers: storage offset</source>
        <translation>番号: 格納オフセット</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No numbers: storage path</source>
        <translation>番号なし: 格納経路</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom to tile</source>
        <translation>タイルに拡大</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show one tile large enough to read its numbers: the highlighted tile, else the first</source>
        <translation>番号が読める大きさでタイルを 1 つ表示: 強調表示中のタイル、なければ最初のタイル</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Tile %1, in-tile (%2, %3), storage offset %4 in the tile</source>
        <translation>タイル %1、タイル内 (%2, %3)、タイル内の格納オフセット %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>: %1</source>
        <translation>: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>: tile padding</source>
        <translation>: タイルパディング</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>#%1: tile %2</source>
        <translation>#%1: タイル %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>#%1: from %2</source>
        <translation>#%1: %2 から</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>#%1: padding only</source>
        <translation>#%1: パディングのみ</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Not a tiled layout: there are no tiles to show</source>
        <translation>タイル化されたレイアウトではないため、表示するタイルがありません</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%Ln tiles of %1x%2 on %3, %4</source>
        <translation>
            <numerusform>%3 上に %1x%2 のタイル %Ln 個、%4</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>faces of %1x%2 in order</source>
        <translation>%1x%2 のフェイスを順に格納</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>row-major inside each tile</source>
        <translation>各タイル内は行優先</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Tile padding</source>
        <translation>タイルパディング</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tiles of %1 in storage order, light to full colour; each captioned with its position and the logical tile it holds</source>
        <translation>%1 のタイル (格納順、淡色から濃色へ)。各タイルに位置と保持する論理タイルを表示</translation>
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
        <translation>転送を計画中</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Reading the NoC trace</source>
        <translation>NoC トレースを読み込み中</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannot read the trace %1: %2</source>
        <translation>トレース %1 を読めません: %2</translation>
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
        <translation>各送信元 (行) から各送信先 (列) へのバイト数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bytes: sources (rows) to destinations (columns)</source>
        <translation>バイト数: 送信元 (行) → 送信先 (列)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bytes, rows to columns</source>
        <translation>バイト数、行 → 列</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing moves</source>
        <translation>移動するものはありません</translation>
    </message>
    <message numerus="yes">
        <location line="+75"/>
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n バイト</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bytes per cell</source>
        <translation>セルあたりのバイト数</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>%1 -&gt; %2: %3 bytes in %n call(s)</source>
        <translation>
            <numerusform>%1 -&gt; %2: %3 バイト、%n 回の呼び出し</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tle::TransferView</name>
    <message>
        <location filename="../widgets/transfer/transferview.cpp" line="+33"/>
        <source>interleaved to sharded</source>
        <translation>インターリーブからシャード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sharded to interleaved</source>
        <translation>シャードからインターリーブ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reshard</source>
        <translation>リシャード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>copy through worker cores</source>
        <translation>ワーカーコア経由のコピー</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the busiest link</source>
        <translation>最も混むリンク</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the busiest endpoint</source>
        <translation>最も混むエンドポイント</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>per-call overhead</source>
        <translation>呼び出しごとのオーバーヘッド</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>The layout to change to: one the tensor can take on the device, or any layout typed here (TTNN or metal) of the same tensor</source>
        <translation>変更先のレイアウト: テンソルがデバイス上でとれるもの、またはここに入力した同じテンソルのレイアウト (TTNN またはメタル)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Both NoCs</source>
        <translation>両方の NoC</translation>
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
        <translation>モデル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recorded trace</source>
        <translation>記録されたトレース</translation>
    </message>
    <message numerus="yes">
        <location line="+144"/>
        <source>%1 → %2 (%3) on %4: %5 of data in %n transaction(s), median %6</source>
        <translation>
            <numerusform>%1 → %2 (%3)、%4 上: データ %5、%n トランザクション、中央値 %6</numerusform>
        </translation>
    </message>
    <message>
        <location line="-176"/>
        <source>&amp;Trace…</source>
        <translation>トレース(&amp;T)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load a NoC trace tt-metal&apos;s profiler recorded (JSON) and draw it as measured</source>
        <translation>tt-metal のプロファイラが記録した NoC トレース (JSON) を読み込み、測定どおりに描きます</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>&amp;Change to:</source>
        <translation>変更先(&amp;C):</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Links of:</source>
        <translation>リンク(&amp;L):</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Open a NoC Trace</source>
        <translation>NoC トレースを開く</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NoC traces (*.json);;All files (*)</source>
        <translation>NoC トレース (*.json);;すべてのファイル (*)</translation>
    </message>
    <message numerus="yes">
        <location line="+52"/>
        <source>; %n call(s) left out, not between worker cores and DRAM banks</source>
        <translation>
            <numerusform>; ワーカーコアと DRAM バンクの間でない %n 件の呼び出しを除外</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The transfer view needs a TTNN or metal layout.</source>
        <translation>転送ビューには TTNN またはメタルのレイアウトが必要です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Planning the transfer…</source>
        <translation>転送を計画中…</translation>
    </message>
    <message numerus="yes">
        <location line="-25"/>
        <source>Recorded trace %1: %n call(s), %2, span %3 µs</source>
        <translation>
            <numerusform>記録されたトレース %1: %n 回の呼び出し、%2、期間 %3 µs</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>; the model&apos;s estimate is %1 times the span</source>
        <translation>、モデルの推定は期間の %1 倍</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (drawn)</source>
        <translation> (表示中)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot plan this change: %1</source>
        <translation>この変更は計画できません: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose or type the layout to change to.</source>
        <translation>変更先のレイアウトを選ぶか入力してください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>, %1 of padding moved along</source>
        <translation>、パディング %1 も移動</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Estimated %1 µs, bound by %2; no plan beats %3 µs (the busiest link or endpoint at its peak).</source>
        <translation>推定 %1 µs、律速は%2。どの計画も %3 µs を下回れません (最も混むリンクまたはエンドポイントのピーク)。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Busiest link (%1, %2) → (%3, %4) on NoC %5 with %6.</source>
        <translation>最も混むリンク (%1, %2) → (%3, %4)、NoC %5、%6。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Transaction size</source>
        <translation>トランザクションサイズ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transactions</source>
        <translation>トランザクション</translation>
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
        <translation>論理形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data type</source>
        <translation>データ型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Page layout</source>
        <translation>ページレイアウト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buffer</source>
        <translation>バッファ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory layout</source>
        <translation>メモリレイアウト</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shard shape</source>
        <translation>シャード形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Core grid (YxX)</source>
        <translation>コアグリッド (YxX)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Orientation</source>
        <translation>向き</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>N-D shard shape</source>
        <translation>N 次元シャード形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N-D distribution</source>
        <translation>N 次元分配</translation>
    </message>
</context>
<context>
    <name>tle::UnitNames</name>
    <message>
        <location filename="../widgets/layout/unitnames.cpp" line="+23"/>
        <source>core %1</source>
        <translation>コア %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 bank %2</source>
        <translation>%1 バンク %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>buffer</source>
        <translation>バッファ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>[%1] at linear index %2</source>
        <translation>[%1] 線形インデックス %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>[%1] on %2</source>
        <translation>[%1] %2 上</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, tile (%1)</source>
        <translation>、タイル (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, page %1</source>
        <translation>、ページ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, face %1</source>
        <translation>、フェイス %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, byte %1</source>
        <translation>、バイト %1</translation>
    </message>
</context>
<context>
    <name>tle::Verdicts</name>
    <message>
        <location filename="../core/report/decisionreport.cpp" line="-64"/>
        <location filename="../core/report/policyreport.cpp" line="+172"/>
        <source>chosen</source>
        <translation>採用</translation>
    </message>
    <message>
        <location line="-9"/>
        <location filename="../core/report/policyreport.cpp" line="+2"/>
        <source>rejected</source>
        <translation>不採用</translation>
    </message>
    <message>
        <location filename="../core/report/policyreport.cpp" line="+2"/>
        <source>fallback</source>
        <translation>フォールバック</translation>
    </message>
    <message>
        <location filename="../core/report/decisionreport.cpp" line="+10"/>
        <location filename="../core/report/policyreport.cpp" line="+4"/>
        <source>ranked lower</source>
        <translation>下位</translation>
    </message>
</context>
<context>
    <name>tle::ViewExporter</name>
    <message>
        <location filename="../app/gui/viewexporter.cpp" line="+55"/>
        <source>&amp;Export View…</source>
        <translation>ビューをエクスポート(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export &amp;Timeline…</source>
        <translation>タイムラインをエクスポート(&amp;T)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export Mapping T&amp;able…</source>
        <translation>マッピング表をエクスポート(&amp;A)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write every element&apos;s place in the layout to a NumPy file, as map --all does</source>
        <translation>レイアウト内の全要素の配置を NumPy ファイルに書き出します (map --all と同じ)</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+69"/>
        <location line="+30"/>
        <source>There is no layout to export yet.</source>
        <translation>エクスポートするレイアウトがまだありません。</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>This view cannot be exported.</source>
        <translation>このビューはエクスポートできません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+26"/>
        <location line="+16"/>
        <location line="+12"/>
        <source>Exported %1</source>
        <translation>%1 をエクスポートしました</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>There is no plan to export yet.</source>
        <translation>エクスポートする計画がまだありません。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Laying out the chain graph</source>
        <translation>チェーングラフを配置中</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>There is no run to export yet.</source>
        <translation>エクスポートする実行がまだありません。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is not a .npy file.</source>
        <translation>%1 は .npy ファイルではありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exporting the mapping table</source>
        <translation>マッピング表をエクスポート中</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Exported %1: int32 array %2 (planes %3)</source>
        <translation>%1 をエクスポートしました: int32 配列 %2 (プレーン %3)</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+4"/>
        <location line="+7"/>
        <source>Export Mapping Table</source>
        <translation>マッピング表をエクスポート</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>NumPy array (*.npy)</source>
        <translation>NumPy 配列 (*.npy)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>SVG (*.svg);;PNG image (*.png);;PDF (*.pdf)</source>
        <translation>SVG (*.svg);;PNG 画像 (*.png);;PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+5"/>
        <source>Export View</source>
        <translation>ビューのエクスポート</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+5"/>
        <source>Export Timeline</source>
        <translation>タイムラインのエクスポート</translation>
    </message>
</context>
<context>
    <name>tle::Views</name>
    <message>
        <location filename="../core/view/viewinfo.cpp" line="-131"/>
        <source>&amp;Mapping</source>
        <translation>マッピング(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;hards</source>
        <translation>シャード(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tiles</source>
        <translation>タイル(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Padding</source>
        <translation>パディング</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>XLA</source>
        <translation>XLA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>M&amp;esh</source>
        <translation>メッシュ(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T&amp;ransfer</source>
        <translation>転送(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chain graph</source>
        <translation>チェーングラフ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L1 timeline</source>
        <translation>L1 タイムライン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device timeline</source>
        <translation>デバイスタイムライン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Breakdown</source>
        <translation>内訳</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calibration</source>
        <translation>較正</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roofline</source>
        <translation>ルーフライン</translation>
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
        <translation>採用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chain ended</source>
        <translation>チェーン終了</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spill</source>
        <translation>スピル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Moves</source>
        <translation>転送</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Candidates</source>
        <translation>候補</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Facts</source>
        <translation>詳細</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Select an op to see why the policy laid it out as it did.</source>
        <translation>演算を選択すると、ポリシーがそのレイアウトを選んだ理由が表示されます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Layout</source>
        <translation>レイアウト</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Estimated</source>
        <translation>推定時間</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Rules: %1</source>
        <translation>規則: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Candidates (%1)</source>
        <translation>候補 (%1)</translation>
    </message>
    <message numerus="yes">
        <location line="+54"/>
        <source>%Ln layouts</source>
        <translation>
            <numerusform>レイアウト %Ln 個</numerusform>
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
        <translation>ワークスペースを %1 に保存できません: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot open the workspace %1: %2</source>
        <translation>ワークスペース %1 を開けません: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not a workspace: it is %2 MB long</source>
        <translation>%1 はワークスペースではありません (サイズ %2 MB)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>line %1, column %2: </source>
        <translation>%1 行 %2 列: </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open the workspace %1: %2%3</source>
        <translation>ワークスペース %1 を開けません: %2%3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Workspaces (*.tleworkspace)</source>
        <translation>ワークスペース (*.tleworkspace)</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+7"/>
        <source>Save Workspace</source>
        <translation>ワークスペースの保存</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved the workspace to %1</source>
        <translation>ワークスペースを %1 に保存しました</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+5"/>
        <source>Open Workspace</source>
        <translation>ワークスペースを開く</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Opened the workspace %1</source>
        <translation>ワークスペース %1 を開きました</translation>
    </message>
</context>
<context>
    <name>tle::WorkspaceTabs</name>
    <message>
        <location filename="../app/gui/workspacetabs.cpp" line="+39"/>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
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
        <translation>要素型</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dims (major to minor)</source>
        <translation>次元 (major から minor へ)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>minor_to_major</source>
        <translation>minor_to_major</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tiles</source>
        <translation>タイル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Element size in bits (E)</source>
        <translation>要素のビット数 (E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory space (S)</source>
        <translation>メモリ空間 (S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The element type of the XLA shape, e.g. f32 or bf16</source>
        <translation>XLA 形状の要素型 (例: f32、bf16)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The logical dims, major to minor as the shape prints them, e.g. 3,5</source>
        <translation>論理次元。形状の表記どおり major から minor の順 (例: 3,5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The layout&apos;s minor_to_major list: dim numbers from the fastest-varying to the slowest</source>
        <translation>レイアウトの minor_to_major リスト: 最も速く変化する次元から最も遅い次元への次元番号</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tiling, outermost tile first: (2,2), (8,128)(2,1); * combines a dim with the next</source>
        <translation>タイリング。最も外側のタイルから順に: (2,2), (8,128)(2,1)。* は次元を次の次元と結合します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E(n): the element size in bits when it differs from the type&apos;s</source>
        <translation>E(n): 型のサイズと異なる場合の要素のビット数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S(n): the memory space the buffer lives in</source>
        <translation>S(n): バッファが置かれるメモリ空間</translation>
    </message>
</context>
</TS>
