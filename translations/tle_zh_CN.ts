<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
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
        <translation>算子代码</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>Class</source>
        <translation>类别</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Shape</source>
        <translation>形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data type</source>
        <translation>数据类型</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>From</source>
        <translation>源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To</source>
        <translation>目标</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Bytes</source>
        <translation>字节数</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Bytes per transfer</source>
        <translation>每次传输字节数</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Note</source>
        <translation>说明</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>transfers under 64 B</source>
        <translation>传输小于 64 B</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>grid not stated</source>
        <translation>未给出网格</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+107"/>
        <source>Kernel time</source>
        <translation>内核时间</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>The contiguous bytes of each transfer: the smaller page (tile or row) of the two sides</source>
        <translation>每次传输的连续字节数：两侧中较小的页（瓦片或行）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No layout change in this run: no device op converted a tensor between memory layouts, buffers, or tiles and rows, so there is nothing to list</source>
        <translation>此次运行没有布局变更：没有设备算子在内存布局、缓冲区或瓦片与行之间转换张量，因此没有可列出的内容</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%Ln layout changes; none moves fewer than 64 contiguous bytes a transfer. Double-click a row to see it in the Transfer view.</source>
        <translation>
            <numerusform>%Ln 次布局变更；没有一次每次传输移动少于 64 个连续字节。双击一行可在传输视图中查看。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln layout changes; the %1 tinted move fewer than 64 contiguous bytes a transfer. Double-click a row to see it in the Transfer view.</source>
        <translation>
            <numerusform>%Ln 次布局变更；着色的 %1 次每次传输移动少于 64 个连续字节。双击一行可在传输视图中查看。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+23"/>
        <source>reshard before %1</source>
        <translation>在 %1 之前重分片</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>spill after %1</source>
        <translation>在 %1 之后溢出</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>(not run)</source>
        <translation>（未运行）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Planned step</source>
        <translation>计划步骤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Planned layout</source>
        <translation>规划布局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ran as</source>
        <translation>实际运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drift</source>
        <translation>偏离</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>drift</source>
        <translation>偏离</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Planned</source>
        <translation>计划</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Other kernel time</source>
        <translation>另一次运行的内核时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Measured L1 per bank</source>
        <translation>每存储体实测 L1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Planned L1 per core</source>
        <translation>每核心计划 L1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The planned output&apos;s buffer type or memory layout differs from what ran</source>
        <translation>计划输出的缓冲区类型或内存布局与实际运行的不同</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Other #</source>
        <translation>对比 #</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other op code</source>
        <translation>对比算子代码</translation>
    </message>
</context>
<context>
    <name>SampleCatalog</name>
    <message>
        <location filename="../app/gui/samplecatalog.cpp" line="+20"/>
        <source>128x384 in 32x32 tiles on one core</source>
        <translation>128x384 以 32x32 瓦片置于一个核心上</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2x33x128 aligned to 128x128</source>
        <translation>2x33x128 对齐到 128x128</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>576x4096 with grid padding on 8 rows of cores</source>
        <translation>576x4096 带网格填充置于 8 行核心上</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2x3x64x128 collapsed to 384x128 on one core</source>
        <translation>2x3x64x128 折叠为 384x128，置于一个核心上</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2x3x64x128 on a 2x4 grid of cores</source>
        <translation>2x3x64x128 置于 2x4 核心网格上</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2x3x64x128 with its batch on separate devices (2x2x4 grid)</source>
        <translation>2x3x64x128，批次分布在不同设备上（2x2x4 网格）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Padding: each batch on its own tile</source>
        <translation>填充：每个批次独占一个瓦片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Padding: two batches packed into one tile row</source>
        <translation>填充：两个批次打包进一行瓦片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3x64x128 in bfp_bf8 tiles on 3x2 cores</source>
        <translation>3x64x128 以 bfp_bf8 瓦片置于 3x2 核心上</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3x64x128 on 3x2 cores, before tilizing</source>
        <translation>3x64x128 置于 3x2 核心上，瓦片化之前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Padding: 53x63 in tiles on 3x2 cores</source>
        <translation>填充：53x63 以瓦片置于 3x2 核心上</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Padding: 53x63 on a 3x2 grid that does not divide it</source>
        <translation>填充：53x63 置于无法整除它的 3x2 网格上</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A 7-D tensor on a 4-D grid</source>
        <translation>4 维网格上的 7 维张量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8x300 on two cores</source>
        <translation>8x300 置于两个核心上</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8x96x32 collapsed to 768x32 on two cores</source>
        <translation>8x96x32 折叠为 768x32，置于两个核心上</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A sparse image: one dim used twice</source>
        <translation>稀疏的像：一个维度使用两次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combined dims: F32[2,7,8,11,10] in (2,3) tiles</source>
        <translation>合并维度：使用 (2,3) 瓦片的 F32[2,7,8,11,10]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F32[3,5] in 2x2 tiles</source>
        <translation>使用 2x2 瓦片的 F32[3,5]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tile and face order of a 2x64x64 tensor</source>
        <translation>2x64x64 张量的瓦片和面顺序</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>T3K: split over 4 columns, copied over 2 rows</source>
        <translation>T3K：沿 4 列拆分，沿 2 行复制</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>T3K: split over 2 rows, copied over 4 columns</source>
        <translation>T3K：沿 2 行拆分，沿 4 列复制</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T3K: split over rows and columns</source>
        <translation>T3K：沿行和列拆分</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1024x1024 block-sharded on 64 cores (start here)</source>
        <translation>1024x1024 在 64 个核心上按块分片（从这里开始）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1024x1024 interleaved over DRAM banks</source>
        <translation>1024x1024 在 DRAM 存储体间交错</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1024x1024 height-sharded on 32 cores</source>
        <translation>1024x1024 在 32 个核心上按高度分片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MNIST MLP, three matmuls (start here)</source>
        <translation>MNIST MLP，三个 matmul（从这里开始）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BERT encoder layer</source>
        <translation>BERT 编码器层</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A fork and a join</source>
        <translation>一个分叉与一个汇合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Llama decoder layer</source>
        <translation>Llama 解码器层</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ResNet-50 bottleneck block</source>
        <translation>ResNet-50 瓶颈块</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>U-Net concat block</source>
        <translation>U-Net concat 块</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compiler output: Llama 3.1 8B decode layer (TTIR)</source>
        <translation>编译器输出：Llama 3.1 8B 解码层（TTIR）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compiler output: MNIST (TTIR)</source>
        <translation>编译器输出：MNIST（TTIR）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compiler output: YOLOv8 (TTIR)</source>
        <translation>编译器输出：YOLOv8（TTIR）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compiler output: MNIST, sharded (TTNN)</source>
        <translation>编译器输出：MNIST，分片（TTNN）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compiler output: concat heads in decode (TTNN)</source>
        <translation>编译器输出：解码阶段 concat 注意力头（TTNN）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CLIP encoder on Blackhole, 64 cores</source>
        <translation>Blackhole 上的 CLIP 编码器，64 个核心</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DeepLabV3 on Blackhole p100</source>
        <translation>Blackhole p100 上的 DeepLabV3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DeepSeek V3 on 8 Blackhole p150 devices</source>
        <translation>8 台 Blackhole p150 设备上的 DeepSeek V3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OFT integral image on Blackhole, 20 cores</source>
        <translation>Blackhole 上的 OFT 积分图像，20 个核心</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OFT network, 20 cores</source>
        <translation>OFT 网络，20 个核心</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SegFormer encoder on Wormhole (start here)</source>
        <translation>Wormhole 上的 SegFormer 编码器（从这里开始）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ttrt profile of a compiled module, with locations</source>
        <translation>已编译模块的 ttrt 性能分析（含位置信息）</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/windowoptions.cpp" line="+84"/>
        <source>Shows where every element of a tensor lives.</source>
        <translation>显示张量的每个元素位于何处。</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>User interface language.</source>
        <translation>用户界面语言。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Colour theme for this run: system, light or dark (not kept).</source>
        <translation>本次运行的配色主题：system、light 或 dark（不保存）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save a picture of the window to a PNG file and quit.</source>
        <translation>将窗口的图片保存为 PNG 文件并退出。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the window at this size, e.g. 1920x1080.</source>
        <translation>以此尺寸打开窗口，例如 1920x1080。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show this view first: mapping, shards, tiles, mesh, transfer, model, run, or a pane of the run: ops, breakdown, ledger, calibration, plan, compare.</source>
        <translation>首先显示此视图：mapping、shards、tiles、mesh、transfer、model、run，或运行的某个窗格：ops、breakdown、ledger、calibration、plan、compare。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Select an element (&quot;3, 5&quot;), a core (&quot;core (1, 2)&quot;) or, in a model, an op (index, %name or location).</source>
        <translation>选择一个元素（&quot;3, 5&quot;）、一个核心（&quot;core (1, 2)&quot;），或在模型中选择一个算子（索引、%name 或位置）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Plan a model with this policy (default dfsharding).</source>
        <translation>使用此策略规划模型（默认为 dfsharding）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compare the plan with this policy&apos;s (all: every policy; unpinned: without pins).</source>
        <translation>将计划与此策略的计划比较（all：所有策略；unpinned：不带固定项）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Plan models for the device this JSON file describes.</source>
        <translation>为此 JSON 文件所描述的设备规划模型。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Price measured runs with the calibration this device file holds.</source>
        <translation>使用此设备文件中的校准为实测运行估算代价。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Also open this measured run (a profiler CSV, a report database or a folder).</source>
        <translation>同时打开此实测运行（性能分析器 CSV、报告数据库或文件夹）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Compare the run with this other run.</source>
        <translation>将该运行与此另一次运行对比。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Join the run to the plan of the model once both are read.</source>
        <translation>两者都读取后，将运行与模型的计划对照。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pin an op&apos;s output layout, e.g. %1=l1:interleaved (repeatable).</source>
        <translation>固定某个算子的输出布局，例如 %1=l1:interleaved（可重复）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show tt-mlir&apos;s own plan from its optimizer decision trace (a file or a folder).</source>
        <translation>根据优化器的决策跟踪（文件或文件夹）显示 tt-mlir 自身的计划。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the Nth layout of a file or text that holds several.</source>
        <translation>显示包含多个布局的文件或文本中的第 N 个布局。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the Transfer view onto this layout (a layout string or a file).</source>
        <translation>显示此布局（布局字符串或文件）的传输视图。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show this recorded NoC trace in the Transfer view beside the model.</source>
        <translation>在传输视图中将此录制的 NoC 跟踪与模型并排显示。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A layout string, or a file holding a layout, a model or a run.</source>
        <translation>布局字符串，或包含布局、模型或运行的文件。</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="+108"/>
        <source>Unknown theme: %1</source>
        <translation>未知主题：%1</translation>
    </message>
</context>
<context>
    <name>tle</name>
    <message>
        <location filename="../widgets/common/pictureexport.cpp" line="+38"/>
        <source>%1: unknown picture format; use .svg, .png or .pdf</source>
        <translation>%1：未知的图片格式；请使用 .svg、.png 或 .pdf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a picture of %1x%2 pixels is larger than an export writes (%3 a side, %4 pixels in all)</source>
        <translation>%1x%2 像素的图片超出了导出的上限（每边 %3，总计 %4 像素）</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+27"/>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>cannot paint the %1 picture for %2</source>
        <translation>无法为 %2 绘制 %1 图片</translation>
    </message>
</context>
<context>
    <name>tle::AppTheme</name>
    <message>
        <location filename="../app/gui/apptheme.cpp" line="+31"/>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;System</source>
        <translation>系统(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
</context>
<context>
    <name>tle::ChainGraphLegend</name>
    <message>
        <location filename="../widgets/model/chaingraphlegend.cpp" line="+37"/>
        <source>L1 chain (a colour each)</source>
        <translation>L1 链（每条一种颜色）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in no L1 chain</source>
        <translation>不在任何 L1 链中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>collapsed group (dashed)</source>
        <translation>折叠的分组（虚线）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S: spill</source>
        <translation>S：溢出</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>R: reshard</source>
        <translation>R：重分片</translation>
    </message>
</context>
<context>
    <name>tle::ChainGraphView</name>
    <message>
        <location filename="../widgets/model/chaingraphview.cpp" line="+97"/>
        <source>chain %1</source>
        <translation>链 %1</translation>
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
        <translation>算子 %1–%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <location line="+8"/>
        <source>%Ln ops</source>
        <translation>
            <numerusform>%Ln 个算子</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-7"/>
        <source>%Ln chains</source>
        <translation>
            <numerusform>%Ln 条链</numerusform>
        </translation>
    </message>
    <message>
        <location line="+199"/>
        <source>Open a model to see its plan&apos;s L1 chains: File &gt; Open or a file dropped on the window (MLIR or JSON), or Samples &gt; Models</source>
        <translation>打开模型以查看其计划的 L1 链：文件 &gt; 打开、拖放到窗口的文件（MLIR 或 JSON），或示例 &gt; 模型</translation>
    </message>
    <message>
        <location line="+273"/>
        <source>Reshard of %1</source>
        <translation>%1 的重新分片</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Spill of %1</source>
        <translation>%1 的溢出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click to see what it moves over the NoC</source>
        <translation>双击查看它在 NoC 上移动了什么</translation>
    </message>
</context>
<context>
    <name>tle::CompilerActions</name>
    <message>
        <location filename="../app/gui/compileractions.cpp" line="+23"/>
        <source>Open &amp;Decision Trace…</source>
        <translation>打开决策跟踪(&amp;D)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show tt-mlir&apos;s own plan for the open model from its optimizer&apos;s decision trace</source>
        <translation>根据优化器的决策跟踪显示 tt-mlir 对当前模型的计划</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy Plan as &amp;Compiler Overrides</source>
        <translation>将计划复制为编译器覆盖项(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the plan on show as tt-mlir&apos;s override-output-layout option</source>
        <translation>将显示的计划复制为 tt-mlir 的 override-output-layout 选项</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open Decision Trace</source>
        <translation>打开决策跟踪</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decision traces (*_decision_trace.json *.json);;All files (*)</source>
        <translation>决策跟踪 (*_decision_trace.json *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>There is no plan to copy yet.</source>
        <translation>尚无可复制的计划。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No op of the plan can be keyed by a name loc: nothing to copy.</source>
        <translation>计划中没有算子能以名称 loc 标识：没有可复制的内容。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copied the %1 plan as compiler overrides.</source>
        <translation>已将 %1 计划复制为编译器覆盖项。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n op(s) without a name loc of their own cannot be expressed.</source>
        <translation>
            <numerusform>%n 个没有自身名称 loc 的算子无法表示。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tle::DecisionTraceStore</name>
    <message>
        <location filename="../document/decisiontracestore.cpp" line="+22"/>
        <source>Reading the decision trace %1</source>
        <translation>正在读取决策跟踪 %1</translation>
    </message>
</context>
<context>
    <name>tle::Decisions</name>
    <message>
        <location filename="../core/report/decisionreport.cpp" line="+37"/>
        <source>L1 over DRAM</source>
        <translation>L1 优先于 DRAM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sharded over interleaved</source>
        <translation>分片优先于交错</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fewer bytes read from DRAM</source>
        <translation>从 DRAM 读取的字节更少</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+136"/>
        <source>no reshard</source>
        <translation>无重分片</translation>
    </message>
    <message>
        <location line="-134"/>
        <source>more cores</source>
        <translation>核心更多</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>less L1</source>
        <translation>L1 更少</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>nothing: the scores are equal</source>
        <translation>无：得分相同</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>%1, %2, %3 bytes read from DRAM, %4, cores: %5, L1: %6 bytes</source>
        <translation>%1，%2，从 DRAM 读取 %3 字节，%4，核心：%5，L1：%6 字节</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sharded</source>
        <translation>分片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>interleaved</source>
        <translation>交错</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a reshard</source>
        <translation>有重分片</translation>
    </message>
    <message>
        <location line="+46"/>
        <location line="+10"/>
        <source>%1 (inputs %2)</source>
        <translation>%1（输入 %2）</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The compiler&apos;s trace holds no final choice for this op: it is in DRAM interleaved in this plan.</source>
        <translation>编译器的跟踪中没有此算子的最终选择：在此计划中它为 DRAM 交错。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chosen: %1, in place (the op writes its input).</source>
        <translation>选择：%1，原地（算子写入其输入）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chosen: %1, the only valid layout the compiler found.</source>
        <translation>选择：%1，编译器找到的唯一有效布局。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Chosen: %1; %2 scores exactly the same, and the search kept the first.</source>
        <translation>选择：%1；%2 得分完全相同，搜索保留了第一个。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chosen: %1. It beat %2 on %3 (%4).</source>
        <translation>选择：%1。它在 %3 上胜过 %2（%4）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chosen: %1, though %2 scores higher on %3: the backward pass chose it for the op&apos;s consumers.</source>
        <translation>选择：%1，尽管 %2 在 %3 上得分更高：反向遍为算子的消费者选择了它。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No candidate was valid, so the compiler fell back to DRAM.</source>
        <translation>没有有效的候选，因此编译器回退到 DRAM。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Second opinion: %1 would take %2 us against %3 us, reshards included.</source>
        <translation>第二意见：%1 耗时 %2 us，而当前为 %3 us（含重分片）。</translation>
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
        <translation>默认设备，带有模型自身的覆盖设置</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Load device file…</source>
        <translation>加载设备文件…</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>The device the policies plan for (a JSON device file, as the CLI&apos;s --device)</source>
        <translation>策略所规划的目标设备（JSON 设备文件，同 CLI 的 --device）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The device the plans are made for: its grid, L1 and DRAM sizes and bandwidths. Load a JSON device file (the same the CLI&apos;s --device reads) to plan for another device.</source>
        <translation>规划所针对的设备：其网格、L1 和 DRAM 的大小及带宽。加载 JSON 设备文件（与 CLI 的 --device 读取的文件相同）即可为其他设备进行规划。</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Load Device File</source>
        <translation>加载设备文件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Device files (*.json);;All files (*)</source>
        <translation>设备文件 (*.json);;所有文件 (*)</translation>
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
命令行：%2 %3</translation>
    </message>
</context>
<context>
    <name>tle::ErrorText</name>
    <message>
        <location filename="../document/errortext.cpp" line="+17"/>
        <source>line %1, column %2: %3</source>
        <translation>第 %1 行，第 %2 列：%3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>column %1: %2</source>
        <translation>第 %1 列：%2</translation>
    </message>
</context>
<context>
    <name>tle::Export</name>
    <message>
        <location filename="../widgets/layoutexport.cpp" line="+29"/>
        <source>the &apos;%1&apos; view cannot be exported in this version (available: %2)</source>
        <translation>此版本无法导出“%1”视图（可用：%2）</translation>
    </message>
    <message>
        <location filename="../core/view/viewinfo.cpp" line="+151"/>
        <source>the &apos;xla&apos; view shows XLA layouts only</source>
        <translation>“xla”视图仅显示 XLA 布局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the &apos;transfer&apos; view needs a TTNN or metal layout: an XLA layout names no cores or banks</source>
        <translation>&apos;transfer&apos; 视图需要 TTNN 或 metal 布局：XLA 布局没有核心或存储体</translation>
    </message>
    <message>
        <location filename="../widgets/modelexport.cpp" line="+37"/>
        <source>unknown model view &apos;%1&apos;</source>
        <translation>未知的模型视图“%1”</translation>
    </message>
    <message>
        <location filename="../widgets/runexport.cpp" line="+37"/>
        <source>cost model not calibrated</source>
        <translation>成本模型未校准</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cost model calibrated</source>
        <translation>成本模型已校准</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · %2 × %3 · %4 device ops · kernel %5 · %6</source>
        <translation>%1 · %2 × %3 · %4 个设备算子 · 内核 %5 · %6</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>unknown run view &apos;%1&apos;</source>
        <translation>未知的运行视图“%1”</translation>
    </message>
</context>
<context>
    <name>tle::FactLabels</name>
    <message>
        <location filename="../core/report/factlabels.cpp" line="+24"/>
        <source>Notation</source>
        <translation>表示法</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Form</source>
        <translation>形式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Printed</source>
        <translation>打印形式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logical shape</source>
        <translation>逻辑形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shape inferred</source>
        <translation>形状已推断</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Element type</source>
        <translation>元素类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Elements</source>
        <translation>元素</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>logical</source>
        <translation>逻辑</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>allocated</source>
        <translation>已分配</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>padding</source>
        <translation>填充</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Padding by cause</source>
        <translation>填充（按原因）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>alignment</source>
        <translation>对齐</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>page</source>
        <translation>页</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Linear map</source>
        <translation>线性映射</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grid</source>
        <translation>网格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cores</source>
        <translation>核心</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collapsed shape</source>
        <translation>折叠后形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collapsed dims</source>
        <translation>折叠的维度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intervals written</source>
        <translation>书写的区间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shard shape</source>
        <translation>分片形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allocated shard</source>
        <translation>已分配分片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logical shard</source>
        <translation>逻辑分片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tile shape</source>
        <translation>瓦片形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tile type</source>
        <translation>瓦片类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In-tile order</source>
        <translation>瓦片内顺序</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face shape</source>
        <translation>面形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memref shape</source>
        <translation>Memref 形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device shape</source>
        <translation>设备形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory space</source>
        <translation>内存空间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Storage type</source>
        <translation>存储类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes per shard</source>
        <translation>每分片字节数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L1 per core</source>
        <translation>每核心 L1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OOB value</source>
        <translation>越界值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dim alignments</source>
        <translation>维度对齐</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory layout</source>
        <translation>内存布局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page layout</source>
        <translation>页布局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buffer type</source>
        <translation>缓冲区类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alignment</source>
        <translation>对齐</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Physical shape</source>
        <translation>物理形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strides</source>
        <translation>步长</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Padded shape</source>
        <translation>填充后形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page shape</source>
        <translation>页形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page bytes</source>
        <translation>每页字节数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages</source>
        <translation>页数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buffer bytes</source>
        <translation>缓冲区字节数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Distribution</source>
        <translation>分布</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shard orientation</source>
        <translation>分片方向</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shard mode</source>
        <translation>分片模式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max shards/core</source>
        <translation>每核心最大分片数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages per core</source>
        <translation>每核心页数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Core ranges</source>
        <translation>核心范围</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cores used</source>
        <translation>已用核心</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banks</source>
        <translation>存储体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages per bank</source>
        <translation>每存储体页数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Affine map terms</source>
        <translation>仿射映射项</translation>
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
        <translation>步长</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+94"/>
        <location line="+18"/>
        <location line="+6"/>
        <source>shard shape</source>
        <translation>分片形状</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>physical shard shape</source>
        <translation>物理分片形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tile shape</source>
        <translation>瓦片形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>grid shape</source>
        <translation>网格形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/report/runfactlabels.cpp" line="-90"/>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+24"/>
        <location line="+234"/>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="-312"/>
        <location line="+55"/>
        <location line="+28"/>
        <source>grid</source>
        <translation>网格</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>DRAM banks</source>
        <translation>DRAM 存储体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L1 bytes per core</source>
        <translation>每核心 L1 字节数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minor to major</source>
        <translation>由次到主</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiles</source>
        <translation>瓦片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiled shape</source>
        <translation>瓦片化形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combined shape</source>
        <translation>合并后形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Byte size</source>
        <translation>字节大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layout</source>
        <translation>布局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Element bits</source>
        <translation>元素位数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Element size (E)</source>
        <translation>元素大小（E）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiling levels</source>
        <translation>瓦片化层级</translation>
    </message>
    <message>
        <location line="-66"/>
        <location line="+67"/>
        <source>tile</source>
        <translation>瓦片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>input shape</source>
        <translation>输入形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>combined shape</source>
        <translation>合并后形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>padded shape</source>
        <translation>填充后形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tiled shape</source>
        <translation>瓦片化形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Equivalents</source>
        <translation>等价形式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not expressible</source>
        <translation>无法表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Equivalent notes</source>
        <translation>等价说明</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ops</source>
        <translation>算子</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>buffer type</source>
        <translation>缓冲区类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory layout</source>
        <translation>内存布局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>page layout</source>
        <translation>页布局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chain</source>
        <translation>链</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>candidates</source>
        <translation>候选</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Schedule</source>
        <translation>调度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chains</source>
        <translation>链</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>failure</source>
        <translation>失败</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/report/runfactlabels.cpp" line="+92"/>
        <source>from</source>
        <translation>生产者</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>into</source>
        <translation>消费者</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L1 reservations</source>
        <translation>L1 预留</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from op</source>
        <translation>起始算子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to op</source>
        <translation>结束算子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bytes per core</source>
        <translation>每核心字节数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chains</source>
        <translation>源链</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>into chain</source>
        <translation>目标链</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at</source>
        <translation>汇合处</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Metrics</source>
        <translation>指标</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DRAM traffic (bytes)</source>
        <translation>DRAM 流量（字节）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L1 peak per core (bytes)</source>
        <translation>每核心 L1 峰值（字节）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reshards</source>
        <translation>重分片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spills</source>
        <translation>溢出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean cores</source>
        <translation>平均核心数</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+96"/>
        <source>estimated time (us)</source>
        <translation>预计时间（us）</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>lower bound (us)</source>
        <translation>下界 (µs)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gap to the bound</source>
        <translation>与下界的差距</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mesh</source>
        <translation>网格阵列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mesh assumed</source>
        <translation>假定的网格阵列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Devices</source>
        <translation>设备数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor shape</source>
        <translation>张量形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes per element</source>
        <translation>每元素字节数</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/report/runfactlabels.cpp" line="-97"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Placements</source>
        <translation>放置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Placements unavailable</source>
        <translation>无法给出放置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chunks per dim</source>
        <translation>每维块数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device shards</source>
        <translation>设备分片</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/report/runfactlabels.cpp" line="+49"/>
        <location line="+18"/>
        <source>device</source>
        <translation>设备</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>coordinate</source>
        <translation>坐标</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>slices</source>
        <translation>切片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>replica group</source>
        <translation>副本组</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>holds data</source>
        <translation>含数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/report/runfactlabels.cpp" line="+32"/>
        <source>bytes</source>
        <translation>字节数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>note</source>
        <translation>说明</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replica groups</source>
        <translation>副本组</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buffer config</source>
        <translation>缓冲区配置</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+24"/>
        <source>global buffer shape</source>
        <translation>全局缓冲区形状</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+25"/>
        <source>shard orientation</source>
        <translation>分片方向</translation>
    </message>
    <message>
        <location line="-24"/>
        <location line="+26"/>
        <source>global buffer size</source>
        <translation>全局缓冲区大小</translation>
    </message>
    <message>
        <location line="-25"/>
        <location line="+26"/>
        <source>pair order</source>
        <translation>坐标对顺序</translation>
    </message>
    <message>
        <location line="-25"/>
        <location line="+27"/>
        <source>device shard shape</source>
        <translation>设备分片形状</translation>
    </message>
    <message>
        <location line="-26"/>
        <location line="+28"/>
        <source>replicated mesh dims</source>
        <translation>复制的网格阵列维度</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+28"/>
        <source>replication</source>
        <translation>复制</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Buffer config unsupported</source>
        <translation>缓冲区配置不受支持</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transpose advice</source>
        <translation>转置建议</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>permutation</source>
        <translation>置换</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>placements</source>
        <translation>放置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buffer config</source>
        <translation>缓冲区配置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>still unsupported</source>
        <translation>仍不受支持</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>advice</source>
        <translation>建议</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mesh_shard</source>
        <translation>mesh_shard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shard type</source>
        <translation>分片类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shard dims</source>
        <translation>分片维度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MLIR</source>
        <translation>MLIR</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mesh_shard unsupported</source>
        <translation>mesh_shard 不受支持</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes</source>
        <translation>说明</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Index</source>
        <translation>索引</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logical index</source>
        <translation>逻辑索引</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Padding</source>
        <translation>填充</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cause</source>
        <translation>原因</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Physical</source>
        <translation>物理</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Core</source>
        <translation>核心</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bank</source>
        <translation>存储体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shard</source>
        <translation>分片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shard offset</source>
        <translation>分片内偏移</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page</source>
        <translation>页</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page slot</source>
        <translation>页槽位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tile</source>
        <translation>瓦片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In tile</source>
        <translation>瓦片内</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In page</source>
        <translation>页内</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face</source>
        <translation>面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Element offset</source>
        <translation>元素偏移</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Byte offset</source>
        <translation>字节偏移</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Linear index</source>
        <translation>线性索引</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tile index</source>
        <translation>瓦片索引</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Within tile</source>
        <translation>瓦片内位置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Physical index</source>
        <translation>物理索引</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiled index</source>
        <translation>瓦片化索引</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Op</source>
        <translation>算子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>种类</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Policy</source>
        <translation>策略</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chosen</source>
        <translation>选定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Considered</source>
        <translation>候选</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Compiler&apos;s decision</source>
        <translation>编译器的决策</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+39"/>
        <location line="+40"/>
        <location line="+11"/>
        <source>chosen</source>
        <translation>选定</translation>
    </message>
    <message>
        <location line="-89"/>
        <source>chosen score</source>
        <translation>所选得分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runner-up</source>
        <translation>次优候选</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runner-up score</source>
        <translation>次优得分</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+42"/>
        <location line="+40"/>
        <source>deciding field</source>
        <translation>决定性字段</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>beam</source>
        <translation>束</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>score</source>
        <translation>得分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>evaluations</source>
        <translation>评估次数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>valid</source>
        <translation>有效</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failure reasons</source>
        <translation>失败原因</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>count</source>
        <translation>数量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>example</source>
        <translation>示例</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>input candidates</source>
        <translation>输入候选</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from the producer&apos;s beam</source>
        <translation>来自生产者的束</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>from a reshard</source>
        <translation>来自重分片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>output hints</source>
        <translation>输出提示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>primary</source>
        <translation>主要</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fallback</source>
        <translation>回退</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DRAM fallback</source>
        <translation>DRAM 回退</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in place</source>
        <translation>原地</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fork resolutions</source>
        <translation>分叉处理</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chosen candidate</source>
        <translation>所选候选</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>consumers</source>
        <translation>消费者</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+63"/>
        <source>tied with</source>
        <translation>并列候选</translation>
    </message>
    <message>
        <location line="-62"/>
        <location line="+63"/>
        <source>cost model prefers</source>
        <translation>成本模型偏好</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>spill pass</source>
        <translation>溢出遍</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+30"/>
        <location line="+8"/>
        <source>action</source>
        <translation>动作</translation>
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
        <translation>之前的 L1</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+31"/>
        <source>L1 after</source>
        <translation>之后的 L1</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+31"/>
        <location line="+5"/>
        <source>op&apos;s L1</source>
        <translation>算子的 L1</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>details</source>
        <translation>详情</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second opinion</source>
        <translation>第二意见</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+25"/>
        <location line="+5"/>
        <location line="+10"/>
        <location line="+11"/>
        <source>op</source>
        <translation>算子</translation>
    </message>
    <message>
        <location line="-49"/>
        <location line="+40"/>
        <source>better</source>
        <translation>更优</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+40"/>
        <source>its inputs</source>
        <translation>其输入</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+40"/>
        <source>chosen (us)</source>
        <translation>所选（us）</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+40"/>
        <source>better (us)</source>
        <translation>更优（us）</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+40"/>
        <source>reshards (us)</source>
        <translation>重分片（us）</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+40"/>
        <source>saving (us)</source>
        <translation>节省（us）</translation>
    </message>
    <message>
        <location line="-38"/>
        <location line="+40"/>
        <source>tie</source>
        <translation>并列</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>trace record</source>
        <translation>跟踪记录</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decision trace</source>
        <translation>决策跟踪</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>beam width</source>
        <translation>束宽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>records</source>
        <translation>记录数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>final choices</source>
        <translation>最终选择</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>joined by loc</source>
        <translation>按 loc 对照</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>joined by place</source>
        <translation>按位置对照</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L1 budget (bytes)</source>
        <translation>L1 预算（字节）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spills the pass counted</source>
        <translation>该遍统计的溢出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spill events</source>
        <translation>溢出事件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spill pass events</source>
        <translation>溢出遍事件</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Demotions</source>
        <translation>降级</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Unjoined records</source>
        <translation>未对照的记录</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>section</source>
        <translation>部分</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Second opinion</source>
        <translation>第二意见</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Score ties</source>
        <translation>得分并列</translation>
    </message>
    <message>
        <location line="-245"/>
        <location line="+7"/>
        <location line="+122"/>
        <location line="+35"/>
        <location line="+19"/>
        <source>layout</source>
        <translation>布局</translation>
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
        <translation>原因</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Chain</source>
        <translation>链</translation>
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
        <translation>索引</translation>
    </message>
    <message>
        <location line="-217"/>
        <location line="+121"/>
        <source>state</source>
        <translation>状态</translation>
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
        <translation>算子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ended</source>
        <translation>结束</translation>
    </message>
    <message>
        <location line="-122"/>
        <location line="+123"/>
        <source>spill</source>
        <translation>溢出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scheduled after</source>
        <translation>调度在…之后</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position in the rebuilt schedule</source>
        <translation>在重建调度中的位置</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+31"/>
        <source>operand</source>
        <translation>操作数</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+5"/>
        <location filename="../core/report/runfactlabels.cpp" line="-31"/>
        <source>to</source>
        <translation>目标</translation>
    </message>
    <message>
        <location line="-149"/>
        <location line="+46"/>
        <location line="+99"/>
        <source>kind</source>
        <translation>种类</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/report/plancompare.cpp" line="+23"/>
        <source>Spills</source>
        <translation>溢出</translation>
    </message>
    <message>
        <location line="-124"/>
        <location line="+125"/>
        <source>tensor</source>
        <translation>张量</translation>
    </message>
    <message>
        <location line="-136"/>
        <location line="+9"/>
        <location line="+128"/>
        <source>after</source>
        <translation>在…之后</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chain merges</source>
        <translation>链合并</translation>
    </message>
    <message>
        <location line="-125"/>
        <location line="+126"/>
        <source>step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>applied</source>
        <translation>已应用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Policy notes</source>
        <translation>策略说明</translation>
    </message>
    <message>
        <location filename="../core/report/plancompare.cpp" line="-4"/>
        <source>Estimated time (µs)</source>
        <translation>预计时间（µs）</translation>
    </message>
    <message>
        <location filename="../core/report/factlabels.cpp" line="-13"/>
        <location filename="../core/report/plancompare.cpp" line="+2"/>
        <source>Reshards</source>
        <translation>重分片</translation>
    </message>
    <message>
        <location filename="../core/report/plancompare.cpp" line="+3"/>
        <source>DRAM traffic</source>
        <translation>DRAM 流量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L1 peak per core</source>
        <translation>每核心 L1 峰值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mean cores</source>
        <translation>平均核心数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lower bound (µs)</source>
        <translation>下界 (µs)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Above the bound (%)</source>
        <translation>高于下界 (%)</translation>
    </message>
    <message>
        <location filename="../core/report/runfactlabels.cpp" line="-97"/>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Calibrated</source>
        <translation>已校准</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost model against measurement</source>
        <translation>代价模型与实测对比</translation>
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
        <translation>|log2 误差| 中位数</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>rank correlation (Spearman)</source>
        <translation>秩相关（Spearman）</translation>
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
        <translation>传输模型与实测布局变更对比</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>skipped (layouts not stated)</source>
        <translation>已跳过（未给出布局）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>median estimate / measured</source>
        <translation>估计 / 实测中位数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+24"/>
        <location line="+67"/>
        <source>device ops</source>
        <translation>设备算子</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>host ops</source>
        <translation>主机算子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>devices</source>
        <translation>设备</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>signposts</source>
        <translation>路标</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>traced ops</source>
        <translation>追踪的算子</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+87"/>
        <source>device kernel time (ns)</source>
        <translation>设备内核时间（ns）</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>op-to-op gaps (ns)</source>
        <translation>算子间间隔（ns）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host op time (ns)</source>
        <translation>主机算子时间（ns）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+86"/>
        <source>kernel time by class (ns)</source>
        <translation>按类别的内核时间（ns）</translation>
    </message>
    <message>
        <location line="-85"/>
        <location line="+84"/>
        <source>layout changes (ns)</source>
        <translation>布局更改（ns）</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>layout changes with tilize/untilize (ns)</source>
        <translation>含瓦片化/反瓦片化的布局更改（ns）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>layout changes with moves and DRAM slicing (ns)</source>
        <translation>含移动与 DRAM 切片的布局更改（ns）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>layout tax (share of kernel time)</source>
        <translation>布局开销（占内核时间比例）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>strict</source>
        <translation>严格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with tile</source>
        <translation>含瓦片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>broad</source>
        <translation>广义</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Grouped by</source>
        <translation>分组依据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Groups</source>
        <translation>分组</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>group</source>
        <translation>分组</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+10"/>
        <location line="+42"/>
        <location line="+27"/>
        <source>kernel ns</source>
        <translation>内核 ns</translation>
    </message>
    <message>
        <location line="-128"/>
        <source>Cut short</source>
        <translation>被截断</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cut short at line</source>
        <translation>截断于行</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>estimates outside the calibrated range</source>
        <translation>超出校准范围的估计</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by op family</source>
        <translation>按算子族</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+56"/>
        <location line="+51"/>
        <source>family</source>
        <translation>算子族</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>kernel time by op family (ns)</source>
        <translation>按算子族的内核时间 (ns)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>layout changes and data movement (ns)</source>
        <translation>布局变更与数据搬运 (ns)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>op codes of no known family</source>
        <translation>没有已知族的操作码</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per device</source>
        <translation>按设备</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>busy ns</source>
        <translation>忙碌 ns</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kernel time of the slowest device (ns)</source>
        <translation>最慢设备的内核时间 (ns)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>busy time, overlaps counted once (ns)</source>
        <translation>忙碌时间，重叠只计一次 (ns)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>kernel time by what bounds the op (ns)</source>
        <translation>按瓶颈的内核时间 (ns)</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+22"/>
        <source>gap ns</source>
        <translation>间隔 ns</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>share</source>
        <translation>占比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top ops by kernel time</source>
        <translation>内核时间最长的算子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line</source>
        <translation>行号</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+25"/>
        <location line="+34"/>
        <location line="+7"/>
        <location line="+22"/>
        <source>op code</source>
        <translation>算子代码</translation>
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
        <translation>类别</translation>
    </message>
    <message>
        <location line="-85"/>
        <location line="+65"/>
        <location line="+26"/>
        <source>measured ns</source>
        <translation>实测 ns</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>predicted ns</source>
        <translation>预测 ns</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PM ideal ns</source>
        <translation>PM ideal ns</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>extrapolated</source>
        <translation>外推</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>roofline</source>
        <translation>屋顶线</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DRAM bytes</source>
        <translation>DRAM 字节</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L1 bytes</source>
        <translation>L1 字节</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ideal compute ns</source>
        <translation>理想计算时间 ns</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ideal bandwidth ns</source>
        <translation>理想带宽时间 ns</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bound</source>
        <translation>瓶颈</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>utilization</source>
        <translation>利用率</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cores</source>
        <translation>核心数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host ns</source>
        <translation>主机 ns</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>signpost</source>
        <translation>路标</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>traced</source>
        <translation>已追踪</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inputs</source>
        <translation>输入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>output</source>
        <translation>输出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layout-change ledger</source>
        <translation>布局更改明细</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>data type</source>
        <translation>数据类型</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>burst B</source>
        <translation>突发 B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>small transfers</source>
        <translation>小块传输</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>grid stated</source>
        <translation>已给出网格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measured memory after each op</source>
        <translation>每个算子之后的实测内存</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>after op</source>
        <translation>在算子之后</translation>
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
        <translation>与另一次运行对比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>other run</source>
        <translation>对比运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+33"/>
        <source>ops paired</source>
        <translation>配对的算子</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>only in this run</source>
        <translation>仅在本次运行中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>only in the other run</source>
        <translation>仅在对比运行中</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+35"/>
        <source>not aligned</source>
        <translation>未对齐</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>kernel time by op family, largest change first</source>
        <translation>按 op 类别的内核时间（变化最大者在前）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>run ns</source>
        <translation>运行 ns</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ops only one run did, by op code</source>
        <translation>仅一次运行有的算子（按 op 代码）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in</source>
        <translation>所在</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Largest changes</source>
        <translation>最大变化</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>other</source>
        <translation>对比</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>other op code</source>
        <translation>对比算子代码</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+23"/>
        <source>same kind</source>
        <translation>种类相同</translation>
    </message>
    <message>
        <location line="-35"/>
        <location line="+14"/>
        <source>other ns</source>
        <translation>对比 ns</translation>
    </message>
    <message>
        <location line="-13"/>
        <location line="+14"/>
        <source>delta ns</source>
        <translation>差值 ns</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Joined to a plan</source>
        <translation>与计划对照</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../core/report/factlabels.cpp" line="+67"/>
        <location filename="../core/report/runfactlabels.cpp" line="+1"/>
        <source>function</source>
        <translation>函数</translation>
    </message>
    <message>
        <location filename="../core/report/runfactlabels.cpp" line="+1"/>
        <source>policy</source>
        <translation>策略</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>joined by</source>
        <translation>对照方式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>planned steps</source>
        <translation>计划步骤</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>output layout drifted</source>
        <translation>输出布局偏离</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>conversions the plan did not predict</source>
        <translation>计划未预测的转换</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>planned steps not run</source>
        <translation>未运行的计划步骤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>other ops not in the plan</source>
        <translation>计划外的其他算子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>measured time of paired ops (ns)</source>
        <translation>配对算子的实测时间（ns）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>planned time of paired ops (ns)</source>
        <translation>配对算子的计划时间（ns）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the plan did not foresee</source>
        <translation>计划未预见的情况</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>planned step</source>
        <translation>计划步骤</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>planned layout</source>
        <translation>规划布局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ran as</source>
        <translation>实际运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drift</source>
        <translation>偏离</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>planned ns</source>
        <translation>计划 ns</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>measured L1 per bank</source>
        <translation>每存储体实测 L1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>planned L1 per core</source>
        <translation>每核心计划 L1</translation>
    </message>
</context>
<context>
    <name>tle::FactsView</name>
    <message>
        <location filename="../widgets/common/factsview.cpp" line="+52"/>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The layout&apos;s facts as the CLI&apos;s describe gives them; select rows and Copy (Ctrl+C)</source>
        <translation>布局的各项属性，与 CLI 的 describe 给出的一致；选中行后复制（Ctrl+C）</translation>
    </message>
</context>
<context>
    <name>tle::FormNames</name>
    <message>
        <location filename="../core/report/metaldescribe.cpp" line="+22"/>
        <source>seed form (v1: affine linear map, shards ceilDiv by the grid then by the tile; 2024-07 to 2025-06)</source>
        <translation>种子形式（v1：仿射线性映射，分片先按网格再按瓦片 ceilDiv；2024-07 至 2025-06）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>current form (logical_shape, dim_alignments, collapsed_intervals; grid and shard from the tensor type; 2025-06 on)</source>
        <translation>当前形式（logical_shape、dim_alignments、collapsed_intervals；网格与分片取自张量类型；2025-06 起）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>current form (logical_shape, dim_alignments, collapsed_intervals; grid and shard from the tensor type; 2025-06 on); text follows %1</source>
        <translation>当前形式（logical_shape、dim_alignments、collapsed_intervals；网格与分片取自张量类型；2025-06 起）；文本遵循 %1</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>seed form (v1: affine linear map, shards ceilDiv by the grid then by the tile; 2024-07 to 2025-06); text follows %1</source>
        <translation>种子形式（v1：仿射线性映射，分片先按网格再按瓦片 ceilDiv；2024-07 至 2025-06）；文本遵循 %1</translation>
    </message>
    <message>
        <location filename="../core/report/ttnndescribe.cpp" line="+20"/>
        <source>tt-metal TensorLayout semantics</source>
        <translation>tt-metal TensorLayout 语义</translation>
    </message>
    <message>
        <location filename="../core/report/xladescribe.cpp" line="+18"/>
        <source>XLA shape with tiled layout</source>
        <translation>带瓦片布局的 XLA 形状</translation>
    </message>
</context>
<context>
    <name>tle::HelpMenu</name>
    <message>
        <location filename="../app/gui/helpmenu.cpp" line="+51"/>
        <source>&amp;User Guide</source>
        <translation>用户指南(&amp;U)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Read how to use the views, the editor, the command line and the optimizer</source>
        <translation>阅读如何使用各视图、编辑器、命令行和优化器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>List every key of the menus and the planes</source>
        <translation>列出菜单和平面的所有按键</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;About</source>
        <translation>关于(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About Tensor Layout Explorer</source>
        <translation>关于 Tensor Layout Explorer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor Layout Explorer %1
Shows where every element of a tensor lives.</source>
        <translation>Tensor Layout Explorer %1
显示张量的每个元素位于何处。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>User Guide</source>
        <translation>用户指南</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The user guide is not installed. It is the README and the docs folder of the source tree.</source>
        <translation>未安装用户指南。它由源代码树中的 README 和 docs 文件夹组成。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tensor Layout Explorer User Guide</source>
        <translation>Tensor Layout Explorer 用户指南</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Back</source>
        <translation>后退</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward</source>
        <translation>前进</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Using the window</source>
        <translation>窗口使用方法</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overview</source>
        <translation>概览</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The views</source>
        <translation>视图</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workspace files</source>
        <translation>工作区文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Metal layouts</source>
        <translation>Metal 布局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TTNN layouts</source>
        <translation>TTNN 布局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model JSON</source>
        <translation>模型 JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The command line</source>
        <translation>命令行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Benchmarks</source>
        <translation>基准测试</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Plane: zoom in / out</source>
        <translation>平面：放大 / 缩小</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>+ / −, or the wheel</source>
        <translation>+ / −，或鼠标滚轮</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plane: fit the whole plane</source>
        <translation>平面：显示整个平面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plane: move the cell cursor</source>
        <translation>平面：移动单元格光标</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Arrow keys</source>
        <translation>方向键</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plane: pan</source>
        <translation>平面：平移</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shift+arrow keys, or drag</source>
        <translation>Shift+方向键，或拖动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layout field: show the error&apos;s place</source>
        <translation>布局输入框：显示错误位置</translation>
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
        <translation>转到：将两个平面都居中到该位置</translation>
    </message>
</context>
<context>
    <name>tle::L1Fit</name>
    <message>
        <location filename="../core/report/l1fit.cpp" line="+33"/>
        <source>%1 of %2 usable bytes (%3): fits, %4 % of the usable L1</source>
        <translation>%2 可用字节中的 %1（%3）：放得下，占可用 L1 的 %4 %</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 of %2 usable bytes (%3): does not fit, %4 times the usable L1</source>
        <translation>%2 可用字节中的 %1（%3）：放不下，是可用 L1 的 %4 倍</translation>
    </message>
</context>
<context>
    <name>tle::L1TimelineView</name>
    <message>
        <location filename="../widgets/model/l1timelineview.cpp" line="+114"/>
        <source>The plan&apos;s L1 reservations over the schedule show here once a model is planned</source>
        <translation>模型规划后，此处显示计划在调度中的 L1 预留</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Schedule position</source>
        <translation>调度位置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L1 per core (KiB)</source>
        <translation>每核心 L1（KiB）</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Spills</source>
        <translation>溢出</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reloads into L1</source>
        <translation>重新载入 L1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Compiler&apos;s spill pass</source>
        <translation>编译器的溢出遍</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>usable L1 %1</source>
        <translation>可用 L1 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>usable L1 %1 (above)</source>
        <translation>可用 L1 %1（上方）</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>peak %1 at %2</source>
        <translation>峰值 %1，位于 %2</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>L1 reservation of a tensor (colour: its chain)</source>
        <translation>张量的 L1 预留（颜色：其所属链）</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1: L1 per core</source>
        <translation>%1：每核心 L1</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>%1 bytes per core, positions %2 to %3
produced by %4
read by %5</source>
        <translation>每核心 %1 字节，位置 %2 至 %3
由 %4 产生
由 %5 读取</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a function argument</source>
        <translation>一个函数参数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
chain %1</source>
        <translation>
链 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
spilled after %1</source>
        <translation>
在 %1 之后溢出</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>
reloaded into L1 for %1</source>
        <translation>
为 %1 重新载入 L1</translation>
    </message>
</context>
<context>
    <name>tle::LayoutDocks</name>
    <message>
        <location filename="../app/gui/layoutdocks.cpp" line="+19"/>
        <source>Details</source>
        <translation>详细信息</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Editor</source>
        <translation>编辑器</translation>
    </message>
</context>
<context>
    <name>tle::LayoutEditor</name>
    <message>
        <location filename="../widgets/layout/layouteditor.cpp" line="+22"/>
        <source>The notation the editor builds: a metal, TTNN or XLA layout</source>
        <translation>编辑器所构建的表示法：metal、TTNN 或 XLA 布局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chooses the notation of the layout the editor&apos;s fields build. The fields below are that notation&apos;s; every edit rewrites the layout field and is one undoable step.</source>
        <translation>选择编辑器各字段所构建布局的表示法。下方的字段属于该表示法；每次编辑都会重写布局输入框，并作为一个可撤销的步骤。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Metal layout</source>
        <translation>Metal 布局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TTNN layout</source>
        <translation>TTNN 布局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>XLA layout</source>
        <translation>XLA 布局</translation>
    </message>
</context>
<context>
    <name>tle::LayoutFactsModel</name>
    <message>
        <location filename="../widgets/common/layoutfactsmodel.cpp" line="+87"/>
        <source>none: the linear map collapses no dim intervals</source>
        <translation>无：线性映射未折叠任何维度区间</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+32"/>
        <location line="+7"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not given: the element type&apos;s size</source>
        <translation>未给出：元素类型的大小</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>0 (the default memory)</source>
        <translation>0（默认内存）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>scalar</source>
        <translation>标量</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Fact</source>
        <translation>属性</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
</context>
<context>
    <name>tle::LayoutField</name>
    <message>
        <location filename="../app/gui/layoutfield.cpp" line="+49"/>
        <source>&amp;Layout (any notation the CLI accepts):</source>
        <translation>布局(&amp;L)（CLI 接受的任何表示法）：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>tensor&lt;…, #ttcore.metal_layout&lt;…&gt;&gt;</source>
        <translation>tensor&lt;…, #ttcore.metal_layout&lt;…&gt;&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A layout in any notation: metal, TTNN, XLA, or compiler output holding several</source>
        <translation>任何表示法的布局：metal、TTNN、XLA，或包含多个布局的编译器输出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paste or type a layout here: a tensor type with a #ttcore.metal_layout or #ttnn.ttnn_layout, an XLA shape such as f32[3,5]{1,0:T(2,2)}, or a snippet of compiler output (its layouts are listed to pick from). It is read after a pause in typing; an error is shown below the field and Enter moves the cursor to it.</source>
        <translation>在此粘贴或输入布局：带有 #ttcore.metal_layout 或 #ttnn.ttnn_layout 的张量类型、XLA 形状（如 f32[3,5]{1,0:T(2,2)}），或一段编译器输出（其中的布局会列出以供选择）。输入停顿后即读取；错误会显示在输入框下方，按 Enter 可将光标移到出错处。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The layout field with room for a long layout: it wraps, and reads like the one-line field after a pause in typing. Line breaks are read as spaces.</source>
        <translation>可容纳长布局的布局输入框：会自动换行，并在输入停顿后像单行输入框一样读取。换行符视为空格。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>More lines</source>
        <translation>多行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the layout on several lines, so that a long layout can be read and edited whole</source>
        <translation>在多行上显示布局，以便完整地阅读和编辑较长的布局</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Line %1, column %2: </source>
        <translation>第 %1 行，第 %2 列：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Column %1: </source>
        <translation>第 %1 列：</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Warning: %1</source>
        <translation>警告：%1</translation>
    </message>
</context>
<context>
    <name>tle::LayoutFlags</name>
    <message>
        <location filename="../core/io/layouttext/layoutflags.cpp" line="+17"/>
        <source>logical shape (dims 1 .. 2^40)</source>
        <translation>逻辑形状（各维 1 .. 2^40）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>element type (f32 f16 bf16 bfp_bf8 bfp_bf4 ... i32 si32 u32 u16 u8 i1)</source>
        <translation>元素类型（f32 f16 bf16 bfp_bf8 bfp_bf4 ... i32 si32 u32 u16 u8 i1）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>grid of any rank (default 1x1); a TTNN layout&apos;s core grid is YxX</source>
        <translation>任意秩的网格（默认 1x1）；TTNN 布局的核心网格为 YxX</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>collapse intervals, half-open; negative endpoints count from the rank</source>
        <translation>折叠区间，左闭右开；负端点从秩开始倒数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>explicit seed-form map, e.g. with bumped strides (unmap of an XLA layout: the linear index)</source>
        <translation>显式的种子形式映射，例如带有增大的步长（XLA 布局的 unmap：线性索引）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>tilize with tiles of the element type</source>
        <translation>以元素类型的瓦片进行瓦片化</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>16x16 faces (default), or tiles stored row-major</source>
        <translation>16x16 的面（默认），或按行主序存储的瓦片</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memory space (default l1)</source>
        <translation>内存空间（默认 l1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>out-of-bounds value</source>
        <translation>越界值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>selects the current form; intervals from --collapse</source>
        <translation>选择当前形式；区间取自 --collapse</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a text with several layouts (an .mlir file, a snippet): the Nth (see --list)</source>
        <translation>包含多个布局的文本（.mlir 文件、片段）：取第 N 个（参见 --list）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>page layout</source>
        <translation>页布局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>buffer type</source>
        <translation>缓冲区类型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memory layout</source>
        <translation>内存布局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2-D shard shape</source>
        <translation>二维分片形状</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>shard orientation</source>
        <translation>分片方向</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>shard mode</source>
        <translation>分片模式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the user&apos;s alignment</source>
        <translation>用户指定的对齐</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>N-D shard shape</source>
        <translation>N 维分片形状</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>how N-D shards go to cores</source>
        <translation>N 维分片如何分配到核心</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cores as inclusive (x,y) rectangles, instead of --grid</source>
        <translation>以闭区间 (x,y) 矩形表示的核心，代替 --grid</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the device&apos;s worker grid</source>
        <translation>设备的工作核心网格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the device&apos;s DRAM banks</source>
        <translation>设备的 DRAM 存储体</translation>
    </message>
</context>
<context>
    <name>tle::LayoutPicker</name>
    <message>
        <location filename="../widgets/layout/layoutpicker.cpp" line="+26"/>
        <source>Choose a layout…</source>
        <translation>选择布局…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hide the list of layouts</source>
        <translation>隐藏布局列表</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Layouts in %1 (%2):</source>
        <translation>%1 中的布局(&amp;L)（%2）：</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1. line %2: %3</source>
        <translation>%1. 第 %2 行：%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (used %1 times)</source>
        <translation>（使用了 %1 次）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (no tensor type: shape not given)</source>
        <translation>（无张量类型：未给出形状）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (alias not defined in the text)</source>
        <translation>（别名未在文本中定义）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>layout %1 of %2, line %3, column %4</source>
        <translation>第 %1 个布局（共 %2 个），第 %3 行，第 %4 列</translation>
    </message>
</context>
<context>
    <name>tle::LayoutView</name>
    <message>
        <location filename="../widgets/layout/layoutview.cpp" line="+23"/>
        <source>The tensor %1 has no elements: there is nothing to draw.</source>
        <translation>张量 %1 没有元素：没有可绘制的内容。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No layout yet. Paste one into the Layout field above (any notation the CLI accepts), open a layout or model file with File &gt; Open (Ctrl+O) or by dropping it on the window, or pick one from the Samples menu.</source>
        <translation>尚无布局。请将布局粘贴到上方的“布局”输入框中（CLI 接受的任何表示法），通过“文件 &gt; 打开”（Ctrl+O）或将文件拖放到窗口上来打开布局或模型文件，或从“示例”菜单中选择一个。</translation>
    </message>
</context>
<context>
    <name>tle::MainWindow</name>
    <message>
        <location filename="../document/layoutdocument.cpp" line="+51"/>
        <source>layout change</source>
        <translation>布局更改</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="+81"/>
        <source>Tensor Layout Explorer</source>
        <translation>Tensor Layout Explorer</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Showing %1</source>
        <translation>正在显示 %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>La&amp;yout</source>
        <translation>布局(&amp;Y)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>M&amp;odel</source>
        <translation>模型(&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opened %1; stored pins that no longer apply: %2</source>
        <translation>已打开 %1；不再适用的已存储固定项：%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The pins could not be saved to %1</source>
        <translation>无法将固定项保存到 %1</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Paste a layout, open a file (Ctrl+O) or pick a sample to begin</source>
        <translation>粘贴布局、打开文件（Ctrl+O）或选择示例以开始</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open &amp;Recent</source>
        <translation>最近的文件(&amp;R)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Open &amp;Workspace…</source>
        <translation>打开工作区(&amp;W)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show a saved workspace: its layout or model, view, zoom, slice and selection</source>
        <translation>显示已保存的工作区：其布局或模型、视图、缩放、切片和选择</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save Workspace…</source>
        <translation>保存工作区(&amp;S)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save the layout or model, view, zoom, slice and selection to a workspace file</source>
        <translation>将布局或模型、视图、缩放、切片和选择保存到工作区文件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Samples</source>
        <translation>示例(&amp;S)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>There is no op %1 in this run</source>
        <translation>此运行中没有算子 %1</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>There is no layout %1 to show (%2 listed)</source>
        <translation>没有可显示的布局 %1（共列出 %2 个）</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Cannot open %1: a NUL byte at line %2, column %3 (is this a binary file?)</source>
        <translation>无法打开 %1：第 %2 行第 %3 列有 NUL 字节（这是二进制文件吗？）</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>the dropped text</source>
        <translation>拖放的文本</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the pasted text</source>
        <translation>粘贴的文本</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a core needs %1 of L1 for this layout, more than the %2 a tensor may use on %3: it cannot be allocated in L1</source>
        <translation>此布局的每个核心需要 %1 的 L1，超过了张量在 %3 上可使用的 %2：无法在 L1 中分配</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layouts, models and runs (*.mlir *.txt *.layout *.json *.csv *.sqlite *.db);;All files (*)</source>
        <translation>布局、模型和运行 (*.mlir *.txt *.layout *.json *.csv *.sqlite *.db);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="-319"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location line="+145"/>
        <location line="+34"/>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Loaded %1</source>
        <translation>已加载 %1</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>Layout parsed: %1</source>
        <translation>已解析布局：%1</translation>
    </message>
    <message>
        <location line="-179"/>
        <source>There is no model to select an op in.</source>
        <translation>没有可在其中选择算子的模型。</translation>
    </message>
    <message>
        <location line="-176"/>
        <source>Opened the run %1</source>
        <translation>已打开运行 %1</translation>
    </message>
    <message>
        <location line="+179"/>
        <source>There is no op %1 in this function</source>
        <translation>此函数中没有算子 %1</translation>
    </message>
    <message>
        <location line="+186"/>
        <source>Preparing the views</source>
        <translation>正在准备视图</translation>
    </message>
</context>
<context>
    <name>tle::MappingView</name>
    <message>
        <location filename="../widgets/layout/mappingview.cpp" line="+41"/>
        <source>Slice of the leading dims:</source>
        <translation>前导维度的切片：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Go to element or core…</source>
        <translation>转到元素或核心…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An element index such as &quot;3, 5&quot;, or a unit such as &quot;core (1, 2)&quot; or &quot;bank 3&quot;; Enter centres both planes on it</source>
        <translation>元素索引（如 &quot;3, 5&quot;），或单元（如 &quot;core (1, 2)&quot; 或 &quot;bank 3&quot;）；按 Enter 将两个平面都居中到该处</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Lock zoom</source>
        <translation>锁定缩放</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show both planes at the same scale, so that a cell has the same size in each</source>
        <translation>以相同比例显示两个平面，使单元格在两者中大小相同</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Numbers</source>
        <translation>编号</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Number the cells by storage order (their offset in their unit) once they are large enough to hold the number</source>
        <translation>当单元格大到足以容纳数字时，按存储顺序（其在所属单元中的偏移）为单元格编号</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw the physical plane as its units, each filled as strongly as it holds data, instead of cell by cell: for planes far too large and sparse for their cells to show</source>
        <translation>按单元而非逐个单元格绘制物理平面，每个单元按其数据占比填色：适用于大而稀疏、单元格无法显示的平面</translation>
    </message>
    <message>
        <location line="+96"/>
        <source> — summary: each unit as strong as its share of data</source>
        <translation> — 摘要：各单元颜色深浅表示数据占比</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Physical: %1 (%2 x %3)</source>
        <translation>物理：%1（%2 x %3）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Physical: no 2-D physical space (N-D sharding)</source>
        <translation>物理：无二维物理空间（N 维分片）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>There is no layout to go to a place in.</source>
        <translation>没有可在其中定位的布局。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Go to: %1</source>
        <translation>转到：%1</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 holds no part of the physical plane</source>
        <translation>%1 不包含物理平面的任何部分</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 banks: hue by bank, light and dark alternate</source>
        <translation>%1 个存储体：按存储体着色，深浅交替</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 x %2 cores of a %3-D grid, its leading dims folded into rows, written by grid position: hue by column, light and dark alternate</source>
        <translation>%3 维网格的 %1 x %2 个核心（前导维度折叠为行，按网格位置记）：按列着色，深浅交替</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 x %2 cores, written (y, x): hue by column x, light and dark alternate</source>
        <translation>%1 x %2 个核心，记作 (y, x)：按列 x 着色，深浅交替</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Index of dim %1</source>
        <translation>维度 %1 的索引</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Logical: %1</source>
        <translation>逻辑：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, slice [%1, :, :], in full colour in the physical plane</source>
        <translation>，切片 [%1, :, :]（在物理平面中以全色显示）</translation>
    </message>
    <message>
        <location line="+174"/>
        <source>Physical (%1, %2): %3 on %4</source>
        <translation>物理 (%1, %2)：%4 上的 %3</translation>
    </message>
</context>
<context>
    <name>tle::MeshView</name>
    <message>
        <location filename="../widgets/layout/meshview.cpp" line="+52"/>
        <source>M&amp;esh:</source>
        <translation>网格阵列(&amp;E)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Placements:</source>
        <translation>放置(&amp;P)：</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Open a layout to distribute its tensor over a mesh.</source>
        <translation>打开一个布局，以将其张量分布到网格阵列上。</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>device (%1): holds nothing (%2)</source>
        <translation>设备 (%1)：不包含任何内容（%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>device (%1): %2 elements, slice %3, replica group %4</source>
        <translation>设备 (%1)：元素 %2，切片 %3，副本组 %4</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>device (%1)
%2
%3</source>
        <translation>设备 (%1)
%2
%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>device (%1)
holds nothing</source>
        <translation>设备 (%1)
不包含任何内容</translation>
    </message>
</context>
<context>
    <name>tle::MetalEditorPage</name>
    <message>
        <location filename="../widgets/layout/metaleditorpage.cpp" line="+28"/>
        <source>Logical shape</source>
        <translation>逻辑形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Element type</source>
        <translation>元素类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grid</source>
        <translation>网格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collapse intervals</source>
        <translation>折叠区间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Linear map (seed form)</source>
        <translation>线性映射（种子形式）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty: collapse by the intervals</source>
        <translation>空：按区间折叠</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tile</source>
        <translation>瓦片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty: scalar layout; 32x32 for tiles</source>
        <translation>空：标量布局；瓦片为 32x32</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In-tile order</source>
        <translation>瓦片内顺序</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dim alignments (current form)</source>
        <translation>维度对齐（当前形式）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty: seed form</source>
        <translation>空：种子形式</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory space</source>
        <translation>内存空间</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Add a grid dim</source>
        <translation>添加网格维度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adds a dim to the core grid: metal grids may have any rank.</source>
        <translation>为核心网格添加一个维度：metal 网格可以有任意秩。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove the last grid dim</source>
        <translation>移除最后一个网格维度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removes the core grid&apos;s last dim.</source>
        <translation>移除核心网格的最后一个维度。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>From dim</source>
        <translation>起始维度</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>To dim (exclusive)</source>
        <translation>结束维度（不含）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Add interval</source>
        <translation>添加区间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove interval</source>
        <translation>移除区间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a collapse interval [0, -1): edit its ends in the table</source>
        <translation>添加折叠区间 [0, -1)：在表格中编辑其端点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove the selected collapse interval (the last one when none is selected)</source>
        <translation>移除所选的折叠区间（未选择时移除最后一个）</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Grid dim %1</source>
        <translation>网格维度 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cores along grid dim %1</source>
        <translation>沿网格维度 %1 的核心数</translation>
    </message>
</context>
<context>
    <name>tle::ModelDocument</name>
    <message>
        <location filename="../document/modeldocument.cpp" line="+50"/>
        <source>Cannot read the decision trace: %1</source>
        <translation>无法读取决策跟踪：%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The decision trace %1 is of no function of this model</source>
        <translation>决策跟踪 %1 不属于此模型的任何函数</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+403"/>
        <source>The policy %1 failed: %2</source>
        <translation>策略 %1 失败：%2</translation>
    </message>
    <message>
        <location line="-371"/>
        <source>Reading %1</source>
        <translation>正在读取 %1</translation>
    </message>
    <message>
        <location line="+165"/>
        <source>Cannot read the device file %1: %2</source>
        <translation>无法读取设备文件 %1：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Device file %1: %2</source>
        <translation>设备文件 %1：%2</translation>
    </message>
    <message>
        <location line="+63"/>
        <location line="+147"/>
        <source>Planning with %1</source>
        <translation>正在使用 %1 规划</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>No plan is on show.</source>
        <translation>没有显示的计划。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The change has no TTNN form: %1</source>
        <translation>该变更没有 TTNN 形式：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The plan does not spill this tensor.</source>
        <translation>该计划不会溢出此张量。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The plan does not reshard this tensor.</source>
        <translation>该计划不会重新分片此张量。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 unpinned</source>
        <translation>%1（无固定）</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Pins not applied: %1</source>
        <translation>未应用的固定项：%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot pin %1 to %2: %3</source>
        <translation>无法将 %1 固定为 %2：%3</translation>
    </message>
</context>
<context>
    <name>tle::ModelPins</name>
    <message>
        <location filename="../document/modelpins.cpp" line="+78"/>
        <source>Unpin %1</source>
        <translation>取消固定 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pin %1 to %2</source>
        <translation>将 %1 固定为 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>column %1: %2</source>
        <translation>第 %1 列：%2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>no such op</source>
        <translation>无此算子</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Remove All Pins</source>
        <translation>移除所有固定项</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1: no such op any more</source>
        <translation>%1：该算子已不存在</translation>
    </message>
    <message>
        <location line="-58"/>
        <location line="+66"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>tle::ModelWorkspace</name>
    <message>
        <location filename="../widgets/model/modelworkspace.cpp" line="+93"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show &amp;Output Layout</source>
        <translation>显示输出布局(&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the selected op&apos;s output tensor in the layout views (double-click a row)</source>
        <translation>在布局视图中打开所选算子的输出张量（双击行）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows where every element of the selected op&apos;s output lives: its planned layout opens in the layout workspace. View &gt; Back returns to the op.</source>
        <translation>显示所选算子输出的每个元素位于何处：其规划的布局将在布局工作区中打开。“视图 &gt; 后退”可返回该算子。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Pin</source>
        <translation>固定(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pin the selected op&apos;s output layout and replan around it (also the table&apos;s context menu)</source>
        <translation>固定所选算子的输出布局并围绕它重新规划（也可通过表格的上下文菜单）</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Filter ops by name, kind or layout</source>
        <translation>按名称、种类或布局筛选算子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show only the ops whose name, kind or planned layout contains this text</source>
        <translation>仅显示名称、种类或规划布局包含此文本的算子</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>&amp;Why</source>
        <translation>原因(&amp;W)</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>&amp;Maximise Pane</source>
        <translation>最大化窗格(&amp;M)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Give the pane with the keyboard focus the whole workspace, and back</source>
        <translation>让具有键盘焦点的窗格占据整个工作区，或恢复原状</translation>
    </message>
    <message>
        <location line="+156"/>
        <source>Planning with %1 cancelled; choose a policy to plan again</source>
        <translation>已取消使用 %1 的规划；选择一个策略以重新规划</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>The chain graph could not be laid out: %1</source>
        <translation>无法布置链图：%1</translation>
    </message>
    <message>
        <location line="-279"/>
        <source>compiler&apos;s spill pass: %1, L1 %2 -&gt; %3 bytes per core</source>
        <translation>编译器的溢出遍：%1，每核心 L1 %2 -&gt; %3 字节</translation>
    </message>
    <message>
        <location line="+293"/>
        <source>Planning with %1…</source>
        <translation>正在使用 %1 规划…</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Second &amp;Opinion (%1)</source>
        <translation>第二意见(&amp;O) (%1)</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Laying out the chain graph…</source>
        <translation>正在布置链图…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Laying out the chain graph</source>
        <translation>正在布置链图</translation>
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
        <translation>DRAM 存储体 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>core (%1, %2)</source>
        <translation>核心 (%1, %2)</translation>
    </message>
    <message>
        <location line="+159"/>
        <source>D%1</source>
        <translation>D%1</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>link load, 0 to %1; cores by bytes sent and received</source>
        <translation>链路负载 0 至 %1；核心按收发字节数</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>link load</source>
        <translation>链路负载</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>NoC 0: east, then south (right of and below the routers) · NoC 1: north, then west (left and above) · arrows: the busiest links · cores by logical (y, x) · Dn: DRAM bank n</source>
        <translation>NoC 0：先东后南（路由器右侧和下方）· NoC 1：先北后西（左侧和上方）· 箭头：最繁忙的链路 · 核心按逻辑 (y, x) · Dn：DRAM 存储体 n</translation>
    </message>
    <message numerus="yes">
        <location line="+58"/>
        <source>%1 to %2 on NoC %3 (%n call(s))</source>
        <translation>
            <numerusform>向 %2 发送 %1（NoC %3，%n 次调用）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 from %2 on NoC %3 (%n call(s))</source>
        <translation>
            <numerusform>从 %2 收到 %1（NoC %3，%n 次调用）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Router (%1, %2) at NoC0 coordinates</source>
        <translation>路由器 (%1, %2)（NoC0 坐标）</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <location line="+36"/>
        <source>and %n more</source>
        <translation>
            <numerusform>另有 %n 项</numerusform>
        </translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Sends:</source>
        <translation>发送：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Receives:</source>
        <translation>接收：</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 from %2 to %3</source>
        <translation>从 %2 到 %3 的 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Link (%1, %2) -&gt; (%3, %4) on NoC %5: %6</source>
        <translation>链路 (%1, %2) -&gt; (%3, %4)，NoC %5：%6</translation>
    </message>
</context>
<context>
    <name>tle::OpTableModel</name>
    <message>
        <location filename="../widgets/model/optablemodel.cpp" line="+127"/>
        <source>%1 (pinned)</source>
        <translation>%1（已固定）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1
pinned to %2</source>
        <translation>%1
已固定为 %2</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Op</source>
        <translation>算子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation>种类</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shape</source>
        <translation>形状</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layout</source>
        <translation>布局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shard</source>
        <translation>分片</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L1 per core</source>
        <translation>每核心 L1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time (µs)</source>
        <translation>时间（µs）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chain</source>
        <translation>链</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reshards and spills</source>
        <translation>重分片和溢出</translation>
    </message>
</context>
<context>
    <name>tle::Padding</name>
    <message>
        <location filename="../widgets/common/unitpalette.cpp" line="+117"/>
        <source>grid padding</source>
        <translation>网格填充</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tile padding</source>
        <translation>瓦片填充</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stride padding</source>
        <translation>步长填充</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>alignment padding</source>
        <translation>对齐填充</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>page padding</source>
        <translation>页填充</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>data</source>
        <translation>数据</translation>
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
        <translation>维 %1 的索引</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>index of dim %1</source>
        <translation>维 %1 的索引</translation>
    </message>
    <message>
        <location filename="../core/report/paddingreason.cpp" line="+51"/>
        <source>%1: dim %2 spans %3 %4, aligned up to %5; %6 %7 is padding</source>
        <translation>%1：维 %2 跨越 %3 %4，向上对齐到 %5；%6 %7 是填充</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: dim %2 spans %3 x %4 = %5 %6, aligned up to %7; %8 %9 is padding</source>
        <translation>%1：维 %2 跨越 %3 x %4 = %5 %6，向上对齐到 %7；%8 %9 是填充</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: dim %2 spans %3 %4, but each index of dim %5 takes %6; %7 %8 is %7 %9 of its block, past %10</source>
        <translation>%1：维 %2 跨越 %3 %4，但维 %5 的每个索引占 %6；%7 %8 是其块中的第 %9 %7，超过 %10</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: dim %2 spans %3 x %4 = %5 %6, but each index of dim %7 takes %8; %9 %10 is %9 %11 of its block, past %12</source>
        <translation>%1：维 %2 跨越 %3 x %4 = %5 %6，但维 %7 的每个索引占 %8；%9 %10 是其块中的第 %11 %9，超过 %12</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>grid padding: the %1 %2 fill %3 shard %4 of %5 %2 (%6 allocated); %7 %8 is padding</source>
        <translation>网格填充：%1 %2 填满 %3 个分片%4，每个 %5 %2（分配 %6）；%7 %8 是填充</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: each %2x%3 shard holds %4x%5 of data; shard %6 %7 is padding</source>
        <translation>%1：每个 %2x%3 分片含 %4x%5 的数据；分片的%6 %7 是填充</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: no element of %2 maps to row %3, column %4 under %5</source>
        <translation>%1：%2 中没有元素在 %5 下映射到第 %3 行第 %4 列</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>tile padding: T%1 rounds dim %2 of %3 from %4 up to a multiple of %5 = %6; index %7 is padding</source>
        <translation>瓦片填充：T%1 把 %3 的维 %2 从 %4 向上取整到 %5 的倍数 %6；索引 %7 是填充</translation>
    </message>
    <message>
        <location filename="../core/report/metaldescribe.cpp" line="+110"/>
        <source>alignment padding: dim %1 of size %2 is aligned up to a multiple of %3 = %4; index %5 is padding (physical %6 %7)</source>
        <translation>对齐填充：大小为 %2 的维 %1 向上对齐到 %3 的倍数 %4；索引 %5 是填充（物理 %6 %7）</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>grid padding: %1 %2 over %3 cores = %4 %2 each, %5 allocated; %6 %7 is padding</source>
        <translation>网格填充：%1 %2 分到 %3 个核 = 每个 %4 %2，分配 %5；%6 %7 是填充</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>tile padding: the %1 shard is stored in whole %2x%3 tiles, %4 allocated; shard %5 %6 is padding</source>
        <translation>瓦片填充：分片 %1 以整块 %2x%3 瓦片存储，分配 %4；分片的%5 %6 是填充</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>alignment padding: the logical dims %1 are aligned up to %2 before they collapse, which gives the %3 space</source>
        <translation>对齐填充：逻辑维 %1 在折叠前向上对齐到 %2，得到 %3 空间</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>stride padding: the map %1 places the logical %2 in a %3 space with gaps; no element maps to this slot</source>
        <translation>步长填充：映射 %1 把逻辑形状 %2 放进有间隙的 %3 空间；没有元素映射到此位置</translation>
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
        <translation>选择一个产生张量的算子</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Pin to %1</source>
        <translation>固定为 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pin Layout…</source>
        <translation>固定布局…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pin Output Layout</source>
        <translation>固定输出布局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output layout of %1, any of: a shard grid (8x1), l1 or dram, interleaved, height_sharded, width_sharded or block_sharded, tile or row_major, separated by colons</source>
        <translation>%1 的输出布局，可包含以下任意项，以冒号分隔：分片网格（8x1）、l1 或 dram、interleaved、height_sharded、width_sharded 或 block_sharded、tile 或 row_major</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Remove Pin</source>
        <translation>移除固定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove All Pins</source>
        <translation>移除所有固定项</translation>
    </message>
</context>
<context>
    <name>tle::PlaceHistory</name>
    <message>
        <location filename="../app/gui/placehistory.cpp" line="+16"/>
        <source>&amp;Back</source>
        <translation>后退(&amp;B)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Forward</source>
        <translation>前进(&amp;F)</translation>
    </message>
</context>
<context>
    <name>tle::PlaceValues</name>
    <message>
        <location filename="../core/report/metaldescribe.cpp" line="+9"/>
        <source>outside the collapsed space (tile padding)</source>
        <translation>在折叠空间之外（瓦片填充）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>none (the tile has no faces)</source>
        <translation>无（瓦片没有面）</translation>
    </message>
    <message>
        <location filename="../core/report/reportformat.cpp" line="+31"/>
        <source>padding (cause: %1)</source>
        <translation>填充（原因：%1）</translation>
    </message>
</context>
<context>
    <name>tle::PlanCaption</name>
    <message>
        <location filename="../widgets/model/plancaption.cpp" line="+22"/>
        <source>%1: %2 µs estimated, %3, %4, %5 DRAM traffic, L1 peak %6 per core</source>
        <translation>%1：预计 %2 µs，%3，%4，DRAM 流量 %5，每核心 L1 峰值 %6</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln reshards</source>
        <translation>
            <numerusform>%Ln 次重分片</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln spills</source>
        <translation>
            <numerusform>%Ln 次溢出</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tle::PlanChoiceBar</name>
    <message>
        <location filename="../widgets/model/planchoicebar.cpp" line="+44"/>
        <source>No model</source>
        <translation>无模型</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The function of the model whose plan is shown</source>
        <translation>显示其计划的模型函数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The memory-layout policy that plans the model (the CLI&apos;s optimize --policy)</source>
        <translation>规划模型的内存布局策略（CLI 的 optimize --policy）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare the plan with another policy&apos;s, with the plan without pins, or with every policy</source>
        <translation>将计划与其他策略的计划、不带固定项的计划或所有策略进行比较</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(this policy, unpinned)</source>
        <translation>（此策略，无固定）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The plan of the same policy without your pins: what the pins changed</source>
        <translation>同一策略在不带您的固定项时的计划：可看出固定项改变了什么</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(all policies)</source>
        <translation>（所有策略）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every other policy&apos;s metrics in one table</source>
        <translation>在一个表格中显示其他所有策略的指标</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Function:</source>
        <translation>函数(&amp;F)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Policy:</source>
        <translation>策略(&amp;P)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Co&amp;mpare with:</source>
        <translation>比较对象(&amp;M)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Device:</source>
        <translation>设备(&amp;D)：</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The layouts the model states, with the same metrics</source>
        <translation>模型所声明的布局，使用相同的指标</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The layouts the model states with only the farthest-last-use spill pass run over them</source>
        <translation>模型所声明的布局，仅对其运行最远末次使用（farthest-last-use）溢出遍</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tt-mlir&apos;s own choices, read from its optimizer&apos;s decision trace</source>
        <translation>tt-mlir 自身的选择，读取自其优化器的决策跟踪</translation>
    </message>
</context>
<context>
    <name>tle::PlanCompareTable</name>
    <message>
        <location filename="../widgets/model/plancomparetable.cpp" line="+50"/>
        <source>ops laid out differently</source>
        <translation>布局不同的算子</translation>
    </message>
</context>
<context>
    <name>tle::PlaneNames</name>
    <message>
        <location filename="../core/view/layoutprobe.cpp" line="+106"/>
        <source>collapsed space, rounded up to the grid</source>
        <translation>折叠空间，向上取整到网格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>collapsed space by the grid, each shard rounded up to whole tiles</source>
        <translation>按网格划分的折叠空间，每个分片向上取整到整瓦片</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>physical 2-D shape, rounded up to whole shards</source>
        <translation>物理二维形状，向上取整到整分片</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>physical 2-D shape</source>
        <translation>物理二维形状</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>linear memory order, one row per row of the first tile as the later tiles interleave it</source>
        <translation>线性内存顺序，每行对应第一级瓦片的一行（由后续瓦片交错排列）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>linear memory order, one row per innermost tiled run</source>
        <translation>线性内存顺序，每个最内层瓦片化连续段一行</translation>
    </message>
</context>
<context>
    <name>tle::PlanePainter</name>
    <message>
        <location filename="../widgets/layout/planepainter.cpp" line="+74"/>
        <source> — wrapped: %1 rows shown as %2 bands of %3 rows, left to right</source>
        <translation> — 已折行：%1 行按每条 %3 行分成 %2 条，从左到右显示</translation>
    </message>
</context>
<context>
    <name>tle::PlaneSummary</name>
    <message>
        <location filename="../widgets/layout/planesummary.cpp" line="+223"/>
        <source>The units take turns every few rows: each drawn once, at its grid place</source>
        <translation>各单元每隔几行交替出现：每个单元在其网格位置绘制一次</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1: %2 % data</source>
        <translation>%1：数据 %2 %</translation>
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
        <translation>清除菜单(&amp;C)</translation>
    </message>
</context>
<context>
    <name>tle::Remarks</name>
    <message>
        <location filename="../core/report/explainreport.cpp" line="+56"/>
        <source>the chain ends here, so its last output goes to DRAM (seed 002, spillEndToDRAM)</source>
        <translation>链在此结束，因此其最后一个输出写入 DRAM（seed 002，spillEndToDRAM）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a sharded concat writes its output to DRAM right after it (seed 002 §4.1.2)</source>
        <translation>分片 concat 执行后立即将其输出写入 DRAM（seed 002 §4.1.2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a forked output stays in L1, interleaved, until its last consumer (seed 002 §4.1.5)</source>
        <translation>分叉的输出以交错方式保留在 L1 中，直到其最后一个消费者（seed 002 §4.1.5）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>L1 was full: upstream&apos;s greedy pass evicts the tensor whose last use is farthest away; later readers get it back from DRAM in the layout they were planned to read</source>
        <translation>L1 已满：上游的贪心遍逐出末次使用最远的张量；后续读取者按计划读取的布局从 DRAM 取回该张量</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>L1 was full: the minimum-cost spill plan evicts this tensor here</source>
        <translation>L1 已满：最小代价溢出计划在此处逐出该张量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>enough L1 was free but in no contiguous slot for the next output: upstream&apos;s pass evicts the tensor whose last use is farthest away</source>
        <translation>L1 空闲空间足够，但没有能容纳下一个输出的连续槽位：上游的遍逐出末次使用最远的张量</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the op&apos;s circular buffers (plus a cushion of 10% of L1) grow up from address 0 into this tensor&apos;s slot, so upstream&apos;s pass evicts it</source>
        <translation>算子的循环缓冲区（外加 L1 10% 的余量）从地址 0 向上增长，侵入该张量的槽位，因此上游的遍将其逐出</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the op did not fit its L1 with the tensors already held: upstream&apos;s pass evicts the one whose last use is farthest away until it does</source>
        <translation>在已驻留张量的情况下，算子的 L1 放不下：上游的遍逐出末次使用最远的张量，直到放得下为止</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the next op has no op model, so upstream&apos;s pass cannot check its L1 and spills every tensor held in L1 before it</source>
        <translation>下一个算子没有算子模型，上游的遍无法检查其 L1，因此在它之前溢出 L1 中的所有张量</translation>
    </message>
    <message>
        <location line="+51"/>
        <location line="+36"/>
        <source>at its last op: the next op could not join it</source>
        <translation>在最后一个算子处：下一个算子无法加入该链</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>at %1: the next op, %2, is not a shardable op kind, so it stays in DRAM</source>
        <translation>%1 处：下一个算子 %2 不是可分片的算子类型，因此输出留在 DRAM 中</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>at %1: the next op, %2, has no legal sharded layout</source>
        <translation>%1 处：下一个算子 %2 没有合法的分片布局</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>at %1: its output has %2 uses, and a chain goes on only through an op with exactly one</source>
        <translation>%1 处：其输出被使用 %2 次，而链只能经由输出恰好被使用一次的算子延续</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>at %1: the next op, %2, does not take it as operand 0, and a chain runs through operand 0 only</source>
        <translation>%1 处：下一个算子 %2 不以它作为操作数 0，而链只经由操作数 0 延续</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>at %1: it is the last op of the schedule</source>
        <translation>%1 处：它是调度中的最后一个算子</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>at %1: a concat forms an L1 chain of its own (seed 002 §4.1.6)</source>
        <translation>%1 处：concat 自成一条 L1 链（seed 002 §4.1.6）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at %1: the next op, %2, is a concat, which forms an L1 chain of its own (seed 002 §4.1.6)</source>
        <translation>%1 处：下一个算子 %2 是 concat，它自成一条 L1 链（seed 002 §4.1.6）</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 of %2: %3 transactions of %4 B, over no link: %5 us</source>
        <translation>%2 的%1：%3 次 %4 B 传输，不经链路：%5 us</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2: %3 transactions of %4 B, busiest link %5 on NoC %6 with %7: %8 us</source>
        <translation>%2 的%1：%3 次 %4 B 传输，最繁忙链路 %5（NoC %6，%7）：%8 us</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>reshard</source>
        <translation>重新分片</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>spill</source>
        <translation>溢出</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No layout: the op has no tensor result.</source>
        <translation>无布局：该算子没有张量结果。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chose %1: %2.</source>
        <translation>选择了 %1：%2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chose %1.</source>
        <translation>选择了 %1。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Its L1 chain %1 holds this op alone and ended %2.</source>
        <translation>其所在的 L1 链 %1 仅含此算子，终止于 %2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its L1 chain %1 (%2 ops, %3 to %4) ended %5.</source>
        <translation>其所在的 L1 链 %1（%2 个算子，%3 至 %4）终止于 %5。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is in no L1 chain: the policy considered no L1 layout for it.</source>
        <translation>它不属于任何 L1 链：策略没有为它考虑任何 L1 布局。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 spills to %2 after %3: %4.</source>
        <translation>%1 在 %3 之后溢出到 %2：%4。</translation>
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
        <translation>%1：算子模型无法验证此算子，因此其保留在 DRAM 中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 needs %2 bytes of L1 per core (%3 for circular buffers, %4 for tensors) but the budget is %5</source>
        <translation>%1 每核心需要 %2 字节 L1（循环缓冲区 %3，张量 %4），但预算为 %5</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>eltwise: sharded inputs must be sharded alike</source>
        <translation>eltwise：各分片输入的分片方式必须相同</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>eltwise: a sharded input (%1) produces its own sharding, not %2</source>
        <translation>eltwise：分片输入（%1）产生其自身的分片方式，而非 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>eltwise: a sharded input produces a sharded output</source>
        <translation>eltwise：分片输入产生分片输出</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>matmul: inputs must be tiled</source>
        <translation>matmul：输入必须瓦片化</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>matmul: the weight operand must be interleaved</source>
        <translation>matmul：权重操作数必须为交错布局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>matmul: a %1 activation needs a %1 output</source>
        <translation>matmul：%1 激活需要 %1 输出</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>conv2d: width-sharded outputs are not supported</source>
        <translation>conv2d：不支持 width-sharded 输出</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>conv2d: the weight operand must be interleaved</source>
        <translation>conv2d：权重操作数必须为交错布局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: rows must stay whole on a core; %2 splits them</source>
        <translation>%1：行必须完整地位于一个核心上；%2 会将其拆分</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the output keeps the input&apos;s sharding</source>
        <translation>%1：输出保持输入的分片方式</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concat: only the last two dims concatenate sharded inputs</source>
        <translation>concat：只有最后两维能拼接分片输入</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concat on dim %1 needs %2 inputs, got %3</source>
        <translation>在维 %1 上 concat 需要 %2 输入，实际为 %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concat: only the last two dims concatenate into a sharded output</source>
        <translation>concat：只有最后两维能拼接为分片输出</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concat on dim %1 produces a %2 output</source>
        <translation>在维 %1 上 concat 产生 %2 输出</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 needs DRAM-interleaved inputs, got %2 in %3</source>
        <translation>%1 需要 DRAM 交错输入，实际为 %3 中的 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 writes interleaved outputs only</source>
        <translation>%1 只写出交错输出</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no sharded implementation</source>
        <translation>%1 没有分片实现</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>does not match the pin %1</source>
        <translation>与固定项 %1 不符</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pinned by the user: %1</source>
        <translation>由用户固定：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is pinned to %2</source>
        <translation>%1 已固定为 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is pinned to %2: the policy left it in %3, the pin puts it in %4</source>
        <translation>%1 已固定为 %2：策略将其留在 %3，固定项将其放入 %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is pinned to %2: the policy left it in %3, the pin puts it in %4 (its L1 use is added to the timeline as is)</source>
        <translation>%1 已固定为 %2：策略将其留在 %3，固定项将其放入 %4（其 L1 占用按原样计入时间线）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no layout</source>
        <translation>无布局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DRAM interleaved until the policy reaches it</source>
        <translation>在策略处理到它之前为 DRAM 交错</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>max-legal-layouts 0: DRAM only</source>
        <translation>max-legal-layouts 0：仅 DRAM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no L1-interleaved layout</source>
        <translation>无 L1 交错布局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pinned elsewhere</source>
        <translation>已在别处固定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the op model rejects L1 interleaved</source>
        <translation>算子模型拒绝 L1 交错</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 uses: a fork&apos;s output stays in DRAM</source>
        <translation>被使用 %1 次：分叉的输出保留在 DRAM 中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in L1: the mask of %1 keeps %2 bytes per core of outputs in L1 (budget %3), operand peak %4</source>
        <translation>在 L1 中：%1 的掩码将每核心 %2 字节的输出保留在 L1 中（预算 %3），操作数峰值 %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in DRAM: a mask without it keeps more of its operands in L1 (%1 bytes per core)</source>
        <translation>在 DRAM 中：不含它的掩码能将更多操作数保留在 L1 中（每核心 %1 字节）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in DRAM: %1&apos;s mask had no room for it</source>
        <translation>在 DRAM 中：%1 的掩码中没有它的空间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in DRAM: no mask with it fits %1 bytes per core</source>
        <translation>在 DRAM 中：包含它的掩码都无法放入每核心 %1 字节</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in DRAM: no mask of %1 keeps it in L1</source>
        <translation>在 DRAM 中：%1 的任何掩码都不会将它保留在 L1 中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>budget %1 bytes per core (75% of the L1 budget); %2 outputs in L1 interleaved, the rest DRAM interleaved</source>
        <translation>预算为每核心 %1 字节（L1 预算的 75%）；%2 个输出为 L1 交错，其余为 DRAM 交错</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the rebuilt schedule is the model&apos;s order</source>
        <translation>重建的调度即模型的顺序</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the rebuilt schedule moves %1 op; the reservations and the L1 peak follow the model&apos;s order</source>
        <translation>重建的调度移动了 %1 个算子；预留和 L1 峰值按模型的顺序计算</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the rebuilt schedule moves %1 ops; the reservations and the L1 peak follow the model&apos;s order</source>
        <translation>重建的调度移动了 %1 个算子；预留和 L1 峰值按模型的顺序计算</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no layout validates; DRAM interleaved inputs and output</source>
        <translation>没有能通过验证的布局；输入和输出均为 DRAM 交错</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>beam rank %1: %2 us estimated</source>
        <translation>束内排名 %1：预计 %2 us</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>beam rank %1: %2 us estimated, after a reshard</source>
        <translation>束内排名 %1：重分片后预计 %2 us</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>beyond the beam width %1</source>
        <translation>超出束宽 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, least reshard cost at the fork</source>
        <translation>%1，在分叉处重分片代价最小</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>beam width %1, %2 op-model validations; address-space spilling (first fit top-down, circular buffers bottom-up, cushion %3 bytes): %4 spills (%5 no fit, %6 fragmentation, %7 circular buffers, %8 op out of memory), %9 outputs written to DRAM directly</source>
        <translation>束宽 %1，%2 次算子模型验证；地址空间溢出（首次适配自顶向下，循环缓冲区自底向上，余量 %3 字节）：%4 次溢出（放不下 %5，碎片 %6，循环缓冲区 %7，算子内存不足 %8），%9 个输出直接写入 DRAM</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cost-ranked beam of width %1, %2 op-model validations; minimum-cost spill plan (proven optimal): %3 spills, %4 outputs written to DRAM directly, %5 us of spill cost</source>
        <translation>按代价排序的束，宽度 %1，%2 次算子模型验证；最小代价溢出计划（已证明最优）：%3 次溢出，%4 个输出直接写入 DRAM，溢出代价 %5 us</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cost-ranked beam of width %1, %2 op-model validations; minimum-cost spill plan (search limit reached, best found): %3 spills, %4 outputs written to DRAM directly, %5 us of spill cost</source>
        <translation>按代价排序的束，宽度 %1，%2 次算子模型验证；最小代价溢出计划（已达搜索上限，取已找到的最优解）：%3 次溢出，%4 个输出直接写入 DRAM，溢出代价 %5 us</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>L1 full over the tensor&apos;s lifetime: written to DRAM directly</source>
        <translation>张量生命周期内 L1 一直已满：直接写入 DRAM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>demoted by the spill planner: no room in L1</source>
        <translation>被溢出规划器降级：L1 空间不足</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the model&apos;s own layouts, then farthest-last-use spilling within %1 bytes per core: %2 spills, %3 outputs written to DRAM directly</source>
        <translation>模型自身的布局，再在每核心 %1 字节内进行最远末次使用溢出：%2 次溢出，%3 个输出直接写入 DRAM</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>tt-mlir&apos;s own decisions from its decision trace (beam width %1): %2 final choices, %3 reshards, %4 spills and %5 outputs written to DRAM by its spill pass within %6 bytes of L1 per core</source>
        <translation>来自决策跟踪的 tt-mlir 自身决策（束宽 %1）：%2 个最终选择，%3 次重分片，其溢出遍在每核心 %6 字节 L1 内产生 %4 次溢出，并将 %5 个输出写入 DRAM</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no legal layout on this device matches the compiler&apos;s choice for %1: kept in DRAM interleaved</source>
        <translation>此设备上没有与编译器对 %1 的选择相符的合法布局：保留为 DRAM 交错</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the op model cannot validate %1 (upstream: not implemented): kept in DRAM</source>
        <translation>算子模型无法验证 %1（上游：未实现）：保留在 DRAM 中</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>L1 interleaved fallback: no room in L1</source>
        <translation>回退到 L1 交错：L1 空间不足</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L1 interleaved fallback: the op or a consumer does not accept it</source>
        <translation>回退到 L1 交错：算子或某个消费者不接受该布局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L1 interleaved fallback</source>
        <translation>回退到 L1 交错</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the concat it feeds prefers %1</source>
        <translation>以它为输入的 concat 偏好 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>beyond max-legal-layouts</source>
        <translation>超出 max-legal-layouts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no configuration satisfies every edge</source>
        <translation>没有满足所有边的配置</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>less accumulated core usage or eliminated by a neighbour</source>
        <translation>累计核心使用量较低，或被相邻项淘汰</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>highest core usage</source>
        <translation>核心使用量最高</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: no config of op 0 accepts an interleaved input, and %2</source>
        <translation>%1：算子 0 的所有配置都不接受交错输入，且 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: no producer config in %2 is compatible with any consumer config in %3, and %4</source>
        <translation>%1：%2 中的生产者配置与 %3 中的消费者配置均不兼容，且 %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 removed every path; producer op %3 still allows configs %4 and consumer op %5 allows %6, but no compatible pair joins them</source>
        <translation>%1：%2 移除了所有路径；生产者算子 %3 仍允许配置 %4，消费者算子 %5 允许 %6，但没有兼容的配置对能将二者连接</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>set(op %1, config %2): the config was already eliminated; op %1 allows %3</source>
        <translation>set(op %1, config %2)：该配置已被淘汰；算子 %1 允许 %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pickConfigs: no remaining config of op %1 can be pinned; last attempt: %2</source>
        <translation>pickConfigs：算子 %1 的剩余配置均无法固定；最后一次尝试：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no reshard layout is available</source>
        <translation>没有可用的重分片布局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no reshard layout is available on the edge</source>
        <translation>该边上没有可用的重分片布局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none of the %1 reshard layouts is accepted by op 0</source>
        <translation>%1 个重分片布局均不被算子 0 接受</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none of the %1 reshard layouts is accepted by the consumer</source>
        <translation>%1 个重分片布局均不被消费者接受</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>propagation</source>
        <translation>传播</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pinning op %1 to config %2</source>
        <translation>将算子 %1 固定为配置 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 inputs stay in L1 for the concat</source>
        <translation>%1 个输入为 concat 保留在 L1 中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concat input %1 is not the output of a completed chain</source>
        <translation>concat 输入 %1 不是已完成链的输出</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concat input %1 has other consumers</source>
        <translation>concat 输入 %1 还有其他消费者</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concat has no tensor inputs</source>
        <translation>concat 没有张量输入</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concat has no legal sharded output</source>
        <translation>concat 没有合法的分片输出</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concat of L1-sharded inputs</source>
        <translation>L1 分片输入的 concat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stays sharded in L1 for %1 consumer(s)</source>
        <translation>为 %1 个消费者以分片形式保留在 L1 中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>moved to L1 interleaved for its consumers</source>
        <translation>为其消费者移至 L1 交错</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>output stays in L1 for operand %1 of %2</source>
        <translation>输出保留在 L1 中，供 %2 的操作数 %1 使用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>both inputs of %1 stay in L1</source>
        <translation>%1 的两个输入都保留在 L1 中</translation>
    </message>
</context>
<context>
    <name>tle::RunBreakdownModel</name>
    <message numerus="yes">
        <location filename="../widgets/run/runbreakdownmodel.cpp" line="+102"/>
        <source>The %Ln longest ops</source>
        <translation>
            <numerusform>最长的 %Ln 个算子</numerusform>
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
        <translation>算子 %1 · %2（%3）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>op %1</source>
        <translation>算子 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>op %1 · %2</source>
        <translation>算子 %1 · %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Family, op code, op</source>
        <translation>类别、op 代码、算子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ops</source>
        <translation>算子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kernel time</source>
        <translation>内核时间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bound</source>
        <translation>瓶颈</translation>
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
        <translation>按类别</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By op code (the %1 largest)</source>
        <translation>按算子代码（最大的 %1 个）</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Open a run to see where its device time went</source>
        <translation>打开一次运行以查看其设备时间花在了哪里</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Layout tax of %1 device kernel time: %2 layout changes, %3 with tilize, %4 broad</source>
        <translation>%1 设备内核时间中的布局开销：布局更改 %2，含瓦片化 %3，广义 %4</translation>
    </message>
</context>
<context>
    <name>tle::RunCalibrationView</name>
    <message>
        <location filename="../widgets/run/runcalibrationview.cpp" line="+39"/>
        <source>Measured kernel time (µs)</source>
        <translation>实测内核时间（µs）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predicted kernel time (µs)</source>
        <translation>预测内核时间（µs）</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>within 2x</source>
        <translation>2x 以内</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>hollow: outside the calibration</source>
        <translation>空心：超出校准范围</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No device op has both a measured and a predicted time</source>
        <translation>没有同时具有实测时间和预测时间的设备算子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 device ops: %2 within 2x of measured, median error %3x, rank correlation %4</source>
        <translation>%1 个设备算子：%2 在实测值的 2x 以内，误差中位数 %3x，秩相关 %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>; PM IDEAL %1 within 2x</source>
        <translation>；PM IDEAL %1 在 2x 以内</translation>
    </message>
</context>
<context>
    <name>tle::RunComparePane</name>
    <message>
        <location filename="../widgets/run/runcomparepane.cpp" line="+67"/>
        <source>Not compared. Compare With… aligns another run with this one.</source>
        <translation>未对比。“对比运行…”可将另一次运行与本次运行对齐。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Compared with %1: kernel %2 against %3; %4 ops matched, %5 only here, %6 only there</source>
        <translation>与 %1 对比：内核 %2 对 %3；%4 个算子匹配，%5 个仅在此处，%6 个仅在对方</translation>
    </message>
</context>
<context>
    <name>tle::RunComparisonModel</name>
    <message>
        <location filename="../widgets/run/runcomparisonmodel.cpp" line="+139"/>
        <source>Kernel time by op family, the largest change first</source>
        <translation>按 op 类别的内核时间，变化最大者在前</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln matched ops, the largest change first</source>
        <translation>
            <numerusform>%Ln 个配对算子，变化最大者在前</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Only in this run: %Ln ops</source>
        <translation>
            <numerusform>仅在本次运行：%Ln 个算子</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Only in the other run: %Ln ops</source>
        <translation>
            <numerusform>仅在另一次运行：%Ln 个算子</numerusform>
        </translation>
    </message>
    <message>
        <location line="+40"/>
        <source>op %1 · %2</source>
        <translation>算子 %1 · %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>op %1 · %2 (paired with %3)</source>
        <translation>算子 %1 · %2（与 %3 配对）</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>op %1</source>
        <translation>算子 %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Family, op or op code</source>
        <translation>类别、算子或 op 代码</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This run</source>
        <translation>本次运行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other run</source>
        <translation>另一次运行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change</source>
        <translation>变化</translation>
    </message>
</context>
<context>
    <name>tle::RunDocument</name>
    <message>
        <location filename="../document/rundocument.cpp" line="+77"/>
        <source>The run to compare with cannot be read: %1</source>
        <translation>无法读取要对比的运行：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The run cannot be joined to the plan: %1</source>
        <translation>无法将运行与计划对照：%1</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Reading %1</source>
        <translation>正在读取 %1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 holds no calibration (report --calibrate writes one)</source>
        <translation>%1 不含校准（report --calibrate 可写出校准）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pricing the run again</source>
        <translation>正在重新估算运行的代价</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Comparing with %1</source>
        <translation>正在与 %1 对比</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Joining the run to the plan</source>
        <translation>正在将运行与计划对照</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The op states no output tensor.</source>
        <translation>该算子未记录输出张量。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The op states no input tensor.</source>
        <translation>该算子未记录输入张量。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>input 0 of op %1</source>
        <translation>算子 %1 的输入 0</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>output 0 of op %1</source>
        <translation>算子 %1 的输出 0</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no layout: %2</source>
        <translation>%1 没有布局：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no TTNN form: %2</source>
        <translation>%1 没有 TTNN 形式：%2</translation>
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
        <translation>无预计值：该运行未给出此算子的任何张量</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Op code</source>
        <translation>算子代码</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Class</source>
        <translation>类别</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Family</source>
        <translation>类别</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Predicted</source>
        <translation>预测</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PM ideal</source>
        <translation>PM 理想</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gap</source>
        <translation>间隔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cores</source>
        <translation>核心</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Input 0</source>
        <translation>输入 0</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Output 0</source>
        <translation>输出 0</translation>
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
        <translation>算子代码</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Family</source>
        <translation>类别</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ops</source>
        <translation>算子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kernel time</source>
        <translation>内核时间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The part of the ops&apos; kernel time inside the range</source>
        <translation>算子内核时间中落在范围内的部分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Select a range of the timeline with Shift and a drag to see what it holds</source>
        <translation>按住 Shift 拖动以选择时间线的范围，查看其中的内容</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>From %1 to %2 (%3): %Ln ops, kernel time %4 inside it</source>
        <translation>
            <numerusform>从 %1 到 %2（%3）：%Ln 个算子，范围内内核时间 %4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tle::RunRooflineView</name>
    <message>
        <location filename="../widgets/run/runrooflineview.cpp" line="+41"/>
        <source>Arithmetic intensity (flops per byte moved)</source>
        <translation>算术强度（每移动字节的 flops）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Throughput reached (GFLOP/s)</source>
        <translation>达到的吞吐量（GFLOP/s）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Op %1: %2
%3</source>
        <translation>算子 %1：%2
%3</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>DRAM ceiling (%1 GB/s)</source>
        <translation>DRAM 上限（%1 GB/s）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L1 ceiling (%1 TB/s over %2 cores)</source>
        <translation>L1 上限（%2 个核心共 %1 TB/s）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 peak</source>
        <translation>%1 峰值</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Matrix engine peak by fidelity</source>
        <translation>按精度的矩阵引擎峰值</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No device op was priced, so none has a place on the roofline</source>
        <translation>没有设备算子被估算，因此屋顶线上没有算子</translation>
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
            <numerusform>按瓶颈的实测时间：%1 · 不含算术的 %Ln 个算子未计入</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tle::RunSearchBar</name>
    <message>
        <location filename="../widgets/run/runsearchbar.cpp" line="+27"/>
        <source>Rege&amp;x</source>
        <translation>正则表达式(&amp;X)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Search the timeline: op code, loc or signpost</source>
        <translation>搜索时间线：op 代码、loc 或 signpost</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Read the search as a regular expression (ECMAScript, any case)</source>
        <translation>将搜索视为正则表达式（ECMAScript，不区分大小写）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The match before (Shift+Return)</source>
        <translation>上一个匹配（Shift+Return）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The next match (Return)</source>
        <translation>下一个匹配（Return）</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>not a regular expression</source>
        <translation>不是正则表达式</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no match</source>
        <translation>无匹配</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln matches</source>
        <translation>
            <numerusform>%Ln 个匹配</numerusform>
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
        <translation>打开一次运行以查看其设备时间的去向：文件 &gt; 打开、拖放到窗口的文件（分析器 CSV、报告数据库、memory_results.json 或其文件夹），或示例 &gt; 运行</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>More devices than the timeline has room for: scroll, or drag the lanes up and down</source>
        <translation>设备多于时间线可容纳的数量：滚动，或上下拖动泳道</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Device time with op-to-op gaps (ms)</source>
        <translation>含算子间间隔的设备时间（ms）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Device time with op-to-op gaps (µs)</source>
        <translation>含算子间间隔的设备时间（µs）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Kernel time, ops back to back (ms)</source>
        <translation>内核时间，算子首尾相接（ms）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kernel time, ops back to back (µs)</source>
        <translation>内核时间，算子首尾相接（µs）</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>device %1 · %2</source>
        <translation>设备 %1 · %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>device %1</source>
        <translation>设备 %1</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>%1, layout tax: %2</source>
        <translation>%1，布局开销：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Op %1: %2
%3, %4 on device %5, from %6</source>
        <translation>算子 %1：%2
%3，%4，位于设备 %5，开始于 %6</translation>
    </message>
</context>
<context>
    <name>tle::RunValues</name>
    <message>
        <location filename="../core/report/runreport.cpp" line="+47"/>
        <source>not estimated: the run states none of the op&apos;s tensors</source>
        <translation>无预计值：该运行未给出此算子的任何张量</translation>
    </message>
</context>
<context>
    <name>tle::RunViews</name>
    <message>
        <location filename="../widgets/run/runbreakdownview.cpp" line="-98"/>
        <source>Kernel time (ms)</source>
        <translation>内核时间（ms）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kernel time (µs)</source>
        <translation>内核时间（µs）</translation>
    </message>
    <message>
        <location filename="../widgets/run/runpalette.cpp" line="+30"/>
        <location line="+49"/>
        <source>Shard conversion</source>
        <translation>分片转换</translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+49"/>
        <source>Buffer copy</source>
        <translation>缓冲区复制</translation>
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
        <translation>重新分配移动</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+48"/>
        <source>DRAM slice</source>
        <translation>DRAM 切片</translation>
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
        <translation>其他</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Matmul</source>
        <translation>矩阵乘</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Convolution</source>
        <translation>卷积</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normalization</source>
        <translation>归一化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Softmax</source>
        <translation>Softmax</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reduction</source>
        <translation>归约</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eltwise</source>
        <translation>逐元素</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data movement</source>
        <translation>数据搬运</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sharded move</source>
        <translation>分片内移动</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pooling</source>
        <translation>池化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embedding</source>
        <translation>嵌入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sampling</source>
        <translation>采样</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collective</source>
        <translation>集合通信</translation>
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
        <translation>算子(&amp;O)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Breakdown</source>
        <translation>分解(&amp;B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Ledger</source>
        <translation>明细(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Calibration</source>
        <translation>校准(&amp;C)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Join the run to the Model workspace&apos;s plan to see the plan&apos;s L1 reservations beside the L1 each op measured</source>
        <translation>将运行与模型工作区的计划关联，即可在每个算子实测的 L1 旁查看计划的 L1 预留</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Plan</source>
        <translation>计划(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Co&amp;mpare</source>
        <translation>对比(&amp;M)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>R&amp;ange</source>
        <translation>范围(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roo&amp;fline</source>
        <translation>屋顶线(&amp;F)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>&amp;Join to Model Plan</source>
        <translation>与模型计划对照(&amp;J)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set the run beside the plan on show in the Model workspace, op by op</source>
        <translation>将运行与模型工作区中显示的计划逐个算子并排对照</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare &amp;With…</source>
        <translation>对比运行(&amp;W)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Align another run of the same model with this one, op by op</source>
        <translation>将同一模型的另一次运行与本次运行逐个算子对齐</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;alibration…</source>
        <translation>校准(&amp;A)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Price the ops with the calibration a device file holds (tensor-layout-cli report --calibrate writes one)</source>
        <translation>使用设备文件中的校准为各算子估算代价（tensor-layout-cli report --calibrate 可写出校准）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Op-to-op &amp;gaps</source>
        <translation>算子间间隔(&amp;G)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the measured gaps between ops on the timeline, not only the kernels back to back</source>
        <translation>在时间线上显示算子之间的实测间隔，而不仅是首尾相接的内核</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Colour by family</source>
        <translation>按类别着色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour by op code</source>
        <translation>按 op 代码着色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour by layout tax</source>
        <translation>按布局开销着色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the timeline&apos;s colours say: the op&apos;s family, its op code (the same colour in every run) or the class of layout change it is</source>
        <translation>时间线颜色的含义：算子的类别、op 代码（每次运行颜色相同）或其所属的布局变更类型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Filter ops: op code, class, memory or loc</source>
        <translation>筛选算子：算子代码、类别、内存或 loc</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>No run</source>
        <translation>无运行</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The file ends inside the row at line %1 (the profiler stopped while writing it); the %Ln rows before it are shown.</source>
        <translation>
            <numerusform>文件在第 %1 行的行中间结束（分析器在写入时停止）；显示其前的 %Ln 行。</numerusform>
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
使用 %2 的校准估算代价</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%Ln device ops</source>
        <translation>
            <numerusform>%Ln 个设备算子</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source> on %1 devices · kernel %2 summed over them; slowest device %3: %4, busy %5</source>
        <translation>（%1 个设备）· 内核 %2（所有设备之和），最慢的设备 %3：%4，忙碌 %5</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> · kernel %1, busy %2</source>
        <translation> · 内核 %1，忙碌 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> · op-to-op %1 · layout tax %2 (with tilize %3, broad %4)</source>
        <translation> · 算子间 %1 · 布局开销 %2（含瓦片化 %3，广义 %4）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> · estimates within 2x: %1</source>
        <translation> · 估计值在 2x 以内：%1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Not joined to a plan. Open the model the run was compiled from in the Model workspace, then Join to Model Plan.</source>
        <translation>未与计划对照。请在模型工作区中打开编译出该运行的模型，然后选择“与模型计划对照”。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Joined to %1 of %2 by %3: %4 matched, %5 drifted, %6 conversions not planned, %7 planned steps not run</source>
        <translation>已按 %3 与 %2 的 %1 计划对照：%4 个匹配，%5 个偏离，%6 个未计划的转换，%7 个未运行的计划步骤</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>measured L1 per bank</source>
        <translation>每存储体实测 L1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Runs (*.csv *.sqlite *.db *memory_results*.json);;All files (*)</source>
        <translation>运行 (*.csv *.sqlite *.db *memory_results*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Compare With Run</source>
        <translation>与运行对比</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+5"/>
        <source>Calibration</source>
        <translation>校准</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Device files (*.json);;All files (*)</source>
        <translation>设备文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Pricing the run with the calibration of %1</source>
        <translation>正在使用 %1 的校准估算运行的代价</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open a model and let its plan finish in the Model workspace first</source>
        <translation>请先在模型工作区中打开模型并等待其计划完成</translation>
    </message>
</context>
<context>
    <name>tle::SamplesMenu</name>
    <message>
        <location filename="../app/gui/samplesmenu.cpp" line="+28"/>
        <source>&amp;Models</source>
        <translation>模型(&amp;M)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Runs</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Start Here</source>
        <translation>从这里开始</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A &amp;Layout: %1</source>
        <translation>布局(&amp;L)：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A &amp;Model: %1</source>
        <translation>模型(&amp;M)：%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A &amp;Run: %1</source>
        <translation>运行(&amp;R)：%1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>All Samples</source>
        <translation>所有示例</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No samples found in %1</source>
        <translation>在 %1 中未找到示例</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;TTNN Layouts</source>
        <translation>TTNN 布局(&amp;T)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Metal Layouts, &amp;Seed Form (affine map)</source>
        <translation>Metal 布局，种子形式（仿射映射）(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Metal Layouts, &amp;Current Form</source>
        <translation>Metal 布局，当前形式(&amp;C)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;XLA Tiled Layouts</source>
        <translation>XLA 瓦片化布局(&amp;X)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Other</source>
        <translation>其他(&amp;O)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Multi-&amp;Device Meshes</source>
        <translation>多设备网格阵列(&amp;D)</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>No sample models found in %1</source>
        <translation>在 %1 中未找到示例模型</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No sample runs found in %1</source>
        <translation>在 %1 中未找到示例运行</translation>
    </message>
</context>
<context>
    <name>tle::SecondOpinionModel</name>
    <message>
        <location filename="../widgets/model/secondopinionmodel.cpp" line="+14"/>
        <source>L1 over DRAM</source>
        <translation>L1 优先于 DRAM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sharded over interleaved</source>
        <translation>分片优先于交错</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fewer bytes read from DRAM</source>
        <translation>从 DRAM 读取的字节更少</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no reshard</source>
        <translation>无重分片</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>more cores</source>
        <translation>核心更多</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>less L1</source>
        <translation>L1 更少</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a tie</source>
        <translation>并列</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Inputs: %1</source>
        <translation>输入：%1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Op</source>
        <translation>算子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compiler&apos;s choice</source>
        <translation>编译器的选择</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost model&apos;s choice</source>
        <translation>成本模型的选择</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chosen (us)</source>
        <translation>所选（us）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Better (us)</source>
        <translation>更优（us）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reshards (us)</source>
        <translation>重分片（us）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saving (us)</source>
        <translation>节省（us）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compiler preferred</source>
        <translation>编译器的偏好</translation>
    </message>
</context>
<context>
    <name>tle::SecondOpinionPane</name>
    <message>
        <location filename="../widgets/model/secondopinionpane.cpp" line="+29"/>
        <source>&amp;Accept Suggestion</source>
        <translation>接受建议(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pin the op&apos;s output to the cost model&apos;s choice and plan again</source>
        <translation>将算子的输出固定为成本模型的选择并重新规划</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Open a decision trace (File &gt; Open Decision Trace) for the cost model&apos;s opinion on the compiler&apos;s choices.</source>
        <translation>打开决策跟踪（文件 &gt; 打开决策跟踪）以查看成本模型对编译器选择的意见。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cost model agrees with the compiler: no valid alternative saves a fifth of an op&apos;s time.</source>
        <translation>成本模型与编译器一致：没有任何有效替代方案能节省算子五分之一的时间。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The cost model prefers another valid layout for %n op(s), each saving more than a fifth of the op&apos;s time.</source>
        <translation>
            <numerusform>成本模型为 %n 个算子推荐了另一种有效布局，每个都能节省该算子五分之一以上的时间。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tle::ShardsView</name>
    <message numerus="yes">
        <location filename="../widgets/layout/shardsview.cpp" line="+54"/>
        <source>Core grid %1 x %2, %n unit(s)</source>
        <translation>
            <numerusform>核心网格 %1 x %2，%n 个单元</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Bank grid %1 x %2, %n unit(s)</source>
        <translation>
            <numerusform>存储体网格 %1 x %2，%n 个单元</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Memory %1 x %2, %n unit(s)</source>
        <translation>
            <numerusform>内存 %1 x %2，%n 个单元</numerusform>
        </translation>
    </message>
    <message>
        <location line="+93"/>
        <source> | at this size the cards leave out %1: hover a card for all of it</source>
        <translation> | 此尺寸下卡片省略了%1：将鼠标悬停在卡片上查看全部</translation>
    </message>
    <message>
        <location line="+20"/>
        <source> | does not fit in L1: %1 per core, %2 usable on %3</source>
        <translation> | 无法放入 L1：每核心 %1，%3 上可用 %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bytes and use</source>
        <translation>字节数和使用率</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the first and last element</source>
        <translation>首末元素</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the L1 addresses</source>
        <translation>L1 地址</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the padding</source>
        <translation>填充</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>first %1</source>
        <translation>首个 %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>last %1</source>
        <translation>末个 %1</translation>
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
        <translation>填充：%1</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>%1: %2 of %3 slots hold data (%4 %), %5 bytes</source>
        <translation>%1：%3 个槽位中有 %2 个存放数据（%4 %），%5 字节</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>; %1: %2</source>
        <translation>；%1：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; elements %1 .. %2</source>
        <translation>；元素 %1 .. %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; L1 bytes [0x0, 0x%1) from the buffer&apos;s address, the same on every core: %2 % of the %3 usable</source>
        <translation>；L1 字节 [0x0, 0x%1)，从缓冲区地址起算，每个核心上相同：占可用 %3 的 %2 %</translation>
    </message>
    <message>
        <location line="-160"/>
        <source>%1, %2 %</source>
        <translation>%1，%2 %</translation>
    </message>
</context>
<context>
    <name>tle::StartPage</name>
    <message>
        <location filename="../app/gui/startpage.cpp" line="+45"/>
        <source>Where every element of a tensor lives</source>
        <translation>张量的每个元素位于何处</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Paste a layout from compiler output to see each element&apos;s core, tile, face and byte, and which slots are padding and why. Open a compiled model to see what the memory-layout optimizer decides: its L1 chains, reshards, spills and the L1 timeline. Open a measured run to see where the time went.</source>
        <translation>粘贴编译器输出中的布局，即可查看每个元素所在的核心、瓦片、面和字节，以及哪些槽位是填充及其原因。打开已编译的模型，即可查看内存布局优化器的决策：L1 链、重分片、溢出和 L1 时间线。打开实测运行，即可查看时间花在了哪里。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Recent files</source>
        <translation>最近的文件</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>None yet: what you open appears here.</source>
        <translation>暂无：打开的文件会显示在这里。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Paste a Layout</source>
        <translation>粘贴布局</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open a Model…</source>
        <translation>打开模型…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open a Model</source>
        <translation>打开模型</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Models (*.mlir *.json);;All files (*)</source>
        <translation>模型 (*.mlir *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a Run…</source>
        <translation>打开运行…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open a Run</source>
        <translation>打开运行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Measured runs (*.csv *.json *.sqlite *.db);;All files (*)</source>
        <translation>实测运行 (*.csv *.json *.sqlite *.db);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paste a layout</source>
        <translation>粘贴布局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any notation: #ttcore.metal_layout (seed or current form), #ttnn.ttnn_layout or an XLA shape such as f32[3,5]{1,0:T(2,2)}. Paste it into the field above, or open a file of compiler output and pick one of its layouts.</source>
        <translation>任何表示法：#ttcore.metal_layout（种子形式或当前形式）、#ttnn.ttnn_layout，或 XLA 形状（如 f32[3,5]{1,0:T(2,2)}）。将其粘贴到上方的字段中，或打开一个编译器输出文件并从中选择一个布局。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open a model</source>
        <translation>打开模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A TTNN or TTIR module printed by tt-mlir (.mlir), or a JSON model: the plan of each policy, why each op got its layout, and the compiler&apos;s own decision trace beside it.</source>
        <translation>由 tt-mlir 打印的 TTNN 或 TTIR 模块（.mlir），或 JSON 模型：每个策略的计划、每个算子获得其布局的原因，以及并列显示的编译器自身决策跟踪。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open a run</source>
        <translation>打开运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An ops performance CSV from a profiled run: the measured time of every op beside the cost model&apos;s estimate, where the time went, and what the layouts cost.</source>
        <translation>来自性能分析运行的算子性能 CSV：每个算子的实测时间与成本模型估计并列显示、时间花在了哪里，以及布局的代价。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Try: %1</source>
        <translation>试试：%1</translation>
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
        <translation>单元(&amp;U)：</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Numbers: logical row-major index</source>
        <translation>编号：逻辑行主序索引</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Numbers: storage offset</source>
        <translation>编号：存储偏移</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No numbers: storage path</source>
        <translation>无编号：存储路径</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom to tile</source>
        <translation>缩放到瓦片</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show one tile large enough to read its numbers: the highlighted tile, else the first</source>
        <translation>放大显示一个瓦片直到编号可读：高亮的瓦片，否则为第一个</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Tile %1, in-tile (%2, %3), storage offset %4 in the tile</source>
        <translation>瓦片 %1，瓦片内 (%2, %3)，瓦片内存储偏移 %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>: %1</source>
        <translation>：%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>: tile padding</source>
        <translation>：瓦片填充</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>#%1: tile %2</source>
        <translation>#%1：瓦片 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>#%1: from %2</source>
        <translation>#%1：从 %2 开始</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>#%1: padding only</source>
        <translation>#%1：仅填充</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Not a tiled layout: there are no tiles to show</source>
        <translation>非瓦片化布局：没有可显示的瓦片</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%Ln tiles of %1x%2 on %3, %4</source>
        <translation>
            <numerusform>%3 上的 %Ln 个 %1x%2 瓦片，%4</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>faces of %1x%2 in order</source>
        <translation>按顺序排列的 %1x%2 面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>row-major inside each tile</source>
        <translation>每个瓦片内按行主序</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Tile padding</source>
        <translation>瓦片填充</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tiles of %1 in storage order, light to full colour; each captioned with its position and the logical tile it holds</source>
        <translation>%1 的瓦片（按存储顺序，由浅到深）；每个标注其位置及所含的逻辑瓦片</translation>
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
        <translation>正在规划传输</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Reading the NoC trace</source>
        <translation>正在读取 NoC 跟踪</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannot read the trace %1: %2</source>
        <translation>无法读取跟踪 %1：%2</translation>
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
        <translation>从每个源（行）到每个目标（列）的字节数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bytes: sources (rows) to destinations (columns)</source>
        <translation>字节：源（行）到目标（列）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bytes, rows to columns</source>
        <translation>字节，行到列</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing moves</source>
        <translation>没有数据移动</translation>
    </message>
    <message numerus="yes">
        <location line="+75"/>
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n 字节</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bytes per cell</source>
        <translation>每单元格字节数</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>%1 -&gt; %2: %3 bytes in %n call(s)</source>
        <translation>
            <numerusform>%1 -&gt; %2：%3 字节，%n 次调用</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tle::TransferView</name>
    <message>
        <location filename="../widgets/transfer/transferview.cpp" line="+33"/>
        <source>interleaved to sharded</source>
        <translation>交错转分片</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sharded to interleaved</source>
        <translation>分片转交错</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reshard</source>
        <translation>重新分片</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>copy through worker cores</source>
        <translation>经工作核心复制</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the busiest link</source>
        <translation>最繁忙的链路</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the busiest endpoint</source>
        <translation>最繁忙的端点</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>per-call overhead</source>
        <translation>每次调用开销</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>The layout to change to: one the tensor can take on the device, or any layout typed here (TTNN or metal) of the same tensor</source>
        <translation>要改为的布局：张量在设备上可采用的布局，或在此输入的同一张量的任意布局（TTNN 或 metal）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Both NoCs</source>
        <translation>两个 NoC</translation>
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
        <translation>模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recorded trace</source>
        <translation>记录的跟踪</translation>
    </message>
    <message numerus="yes">
        <location line="+144"/>
        <source>%1 → %2 (%3) on %4: %5 of data in %n transaction(s), median %6</source>
        <translation>
            <numerusform>%1 → %2（%3），在 %4 上：数据 %5，%n 次传输，中位数 %6</numerusform>
        </translation>
    </message>
    <message>
        <location line="-176"/>
        <source>&amp;Trace…</source>
        <translation>跟踪(&amp;T)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load a NoC trace tt-metal&apos;s profiler recorded (JSON) and draw it as measured</source>
        <translation>加载 tt-metal 分析器记录的 NoC 跟踪（JSON），按实测绘制</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>&amp;Change to:</source>
        <translation>改为(&amp;C)：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Links of:</source>
        <translation>链路(&amp;L)：</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Open a NoC Trace</source>
        <translation>打开 NoC 跟踪</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NoC traces (*.json);;All files (*)</source>
        <translation>NoC 跟踪 (*.json);;所有文件 (*)</translation>
    </message>
    <message numerus="yes">
        <location line="+52"/>
        <source>; %n call(s) left out, not between worker cores and DRAM banks</source>
        <translation>
            <numerusform>；略去 %n 次不在工作核心与 DRAM 存储体之间的调用</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The transfer view needs a TTNN or metal layout.</source>
        <translation>传输视图需要 TTNN 或 metal 布局。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Planning the transfer…</source>
        <translation>正在规划传输…</translation>
    </message>
    <message numerus="yes">
        <location line="-25"/>
        <source>Recorded trace %1: %n call(s), %2, span %3 µs</source>
        <translation>
            <numerusform>记录的跟踪 %1：%n 次调用，%2，时长 %3 µs</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>; the model&apos;s estimate is %1 times the span</source>
        <translation>；模型估计为时长的 %1 倍</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (drawn)</source>
        <translation>（已绘制）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot plan this change: %1</source>
        <translation>无法规划此变更：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose or type the layout to change to.</source>
        <translation>选择或输入要改为的布局。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>, %1 of padding moved along</source>
        <translation>，随之移动填充 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Estimated %1 µs, bound by %2; no plan beats %3 µs (the busiest link or endpoint at its peak).</source>
        <translation>估计 %1 µs，受限于%2；任何方案都无法低于 %3 µs（最繁忙的链路或端点的峰值）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Busiest link (%1, %2) → (%3, %4) on NoC %5 with %6.</source>
        <translation>最繁忙的链路 (%1, %2) → (%3, %4)，NoC %5，%6。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Transaction size</source>
        <translation>传输大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transactions</source>
        <translation>传输次数</translation>
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
        <translation>逻辑形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data type</source>
        <translation>数据类型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Page layout</source>
        <translation>页布局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buffer</source>
        <translation>缓冲区</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory layout</source>
        <translation>内存布局</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shard shape</source>
        <translation>分片形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Core grid (YxX)</source>
        <translation>核心网格（YxX）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Orientation</source>
        <translation>方向</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>N-D shard shape</source>
        <translation>N 维分片形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N-D distribution</source>
        <translation>N 维分布</translation>
    </message>
</context>
<context>
    <name>tle::UnitNames</name>
    <message>
        <location filename="../widgets/layout/unitnames.cpp" line="+23"/>
        <source>core %1</source>
        <translation>核心 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 bank %2</source>
        <translation>%1 存储体 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>buffer</source>
        <translation>缓冲区</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>[%1] at linear index %2</source>
        <translation>[%1] 位于线性索引 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>[%1] on %2</source>
        <translation>[%1] 位于 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, tile (%1)</source>
        <translation>，瓦片 (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, page %1</source>
        <translation>，页 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, face %1</source>
        <translation>，面 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, byte %1</source>
        <translation>，字节 %1</translation>
    </message>
</context>
<context>
    <name>tle::Verdicts</name>
    <message>
        <location filename="../core/report/decisionreport.cpp" line="-64"/>
        <location filename="../core/report/policyreport.cpp" line="+172"/>
        <source>chosen</source>
        <translation>选定</translation>
    </message>
    <message>
        <location line="-9"/>
        <location filename="../core/report/policyreport.cpp" line="+2"/>
        <source>rejected</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <location filename="../core/report/policyreport.cpp" line="+2"/>
        <source>fallback</source>
        <translation>回退</translation>
    </message>
    <message>
        <location filename="../core/report/decisionreport.cpp" line="+10"/>
        <location filename="../core/report/policyreport.cpp" line="+4"/>
        <source>ranked lower</source>
        <translation>排名较低</translation>
    </message>
</context>
<context>
    <name>tle::ViewExporter</name>
    <message>
        <location filename="../app/gui/viewexporter.cpp" line="+55"/>
        <source>&amp;Export View…</source>
        <translation>导出视图(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export &amp;Timeline…</source>
        <translation>导出时间线(&amp;T)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export Mapping T&amp;able…</source>
        <translation>导出映射表(&amp;A)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write every element&apos;s place in the layout to a NumPy file, as map --all does</source>
        <translation>将布局中每个元素的位置写入 NumPy 文件，与 map --all 相同</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+69"/>
        <location line="+30"/>
        <source>There is no layout to export yet.</source>
        <translation>尚无可导出的布局。</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>This view cannot be exported.</source>
        <translation>无法导出此视图。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+26"/>
        <location line="+16"/>
        <location line="+12"/>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>There is no plan to export yet.</source>
        <translation>尚无可导出的计划。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Laying out the chain graph</source>
        <translation>正在布置链图</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>There is no run to export yet.</source>
        <translation>尚无可导出的运行。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is not a .npy file.</source>
        <translation>%1 不是 .npy 文件。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exporting the mapping table</source>
        <translation>正在导出映射表</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Exported %1: int32 array %2 (planes %3)</source>
        <translation>已导出 %1：int32 数组 %2（平面 %3）</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+4"/>
        <location line="+7"/>
        <source>Export Mapping Table</source>
        <translation>导出映射表</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>NumPy array (*.npy)</source>
        <translation>NumPy 数组 (*.npy)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>SVG (*.svg);;PNG image (*.png);;PDF (*.pdf)</source>
        <translation>SVG (*.svg);;PNG 图像 (*.png);;PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+5"/>
        <source>Export View</source>
        <translation>导出视图</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+5"/>
        <source>Export Timeline</source>
        <translation>导出时间线</translation>
    </message>
</context>
<context>
    <name>tle::Views</name>
    <message>
        <location filename="../core/view/viewinfo.cpp" line="-131"/>
        <source>&amp;Mapping</source>
        <translation>映射(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;hards</source>
        <translation>分片(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tiles</source>
        <translation>瓦片(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Padding</source>
        <translation>填充</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>XLA</source>
        <translation>XLA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>M&amp;esh</source>
        <translation>网格阵列(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T&amp;ransfer</source>
        <translation>传输(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chain graph</source>
        <translation>链图</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L1 timeline</source>
        <translation>L1 时间线</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device timeline</source>
        <translation>设备时间线</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Breakdown</source>
        <translation>分解</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calibration</source>
        <translation>校准</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roofline</source>
        <translation>屋顶线</translation>
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
        <translation>选定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chain ended</source>
        <translation>链结束</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spill</source>
        <translation>溢出</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Moves</source>
        <translation>传输</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Candidates</source>
        <translation>候选</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Facts</source>
        <translation>详情</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Select an op to see why the policy laid it out as it did.</source>
        <translation>选择一个算子，查看策略为何为它选择这样的布局。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Layout</source>
        <translation>布局</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Estimated</source>
        <translation>预计</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Rules: %1</source>
        <translation>规则：%1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Candidates (%1)</source>
        <translation>候选 (%1)</translation>
    </message>
    <message numerus="yes">
        <location line="+54"/>
        <source>%Ln layouts</source>
        <translation>
            <numerusform>%Ln 个布局</numerusform>
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
        <translation>无法将工作区保存到 %1：%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot open the workspace %1: %2</source>
        <translation>无法打开工作区 %1：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not a workspace: it is %2 MB long</source>
        <translation>%1 不是工作区：其大小为 %2 MB</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>line %1, column %2: </source>
        <translation>第 %1 行，第 %2 列：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open the workspace %1: %2%3</source>
        <translation>无法打开工作区 %1：%2%3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Workspaces (*.tleworkspace)</source>
        <translation>工作区 (*.tleworkspace)</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+7"/>
        <source>Save Workspace</source>
        <translation>保存工作区</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved the workspace to %1</source>
        <translation>已将工作区保存到 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+5"/>
        <source>Open Workspace</source>
        <translation>打开工作区</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Opened the workspace %1</source>
        <translation>已打开工作区 %1</translation>
    </message>
</context>
<context>
    <name>tle::WorkspaceTabs</name>
    <message>
        <location filename="../app/gui/workspacetabs.cpp" line="+39"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
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
        <translation>元素类型</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dims (major to minor)</source>
        <translation>维度（由主到次）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>minor_to_major</source>
        <translation>minor_to_major</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tiles</source>
        <translation>瓦片</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Element size in bits (E)</source>
        <translation>元素位宽（E）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory space (S)</source>
        <translation>内存空间（S）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The element type of the XLA shape, e.g. f32 or bf16</source>
        <translation>XLA 形状的元素类型，例如 f32 或 bf16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The logical dims, major to minor as the shape prints them, e.g. 3,5</source>
        <translation>逻辑维度，按形状打印的由主到次顺序，例如 3,5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The layout&apos;s minor_to_major list: dim numbers from the fastest-varying to the slowest</source>
        <translation>布局的 minor_to_major 列表：从变化最快到最慢的维度编号</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tiling, outermost tile first: (2,2), (8,128)(2,1); * combines a dim with the next</source>
        <translation>瓦片划分，最外层瓦片在前：(2,2)、(8,128)(2,1)；* 将一个维度与下一个维度合并</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E(n): the element size in bits when it differs from the type&apos;s</source>
        <translation>E(n)：与类型不同时的元素大小（位）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S(n): the memory space the buffer lives in</source>
        <translation>S(n)：缓冲区所在的内存空间</translation>
    </message>
</context>
</TS>
