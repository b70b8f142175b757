<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
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
        <translation>연산 코드</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>Class</source>
        <translation>클래스</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Shape</source>
        <translation>형태</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data type</source>
        <translation>데이터 유형</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>From</source>
        <translation>변환 전</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To</source>
        <translation>변환 후</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Bytes</source>
        <translation>바이트</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Bytes per transfer</source>
        <translation>전송당 바이트</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Note</source>
        <translation>참고</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>transfers under 64 B</source>
        <translation>64 B 미만 전송</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>grid not stated</source>
        <translation>그리드 명시 안 됨</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+107"/>
        <source>Kernel time</source>
        <translation>커널 시간</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>The contiguous bytes of each transfer: the smaller page (tile or row) of the two sides</source>
        <translation>각 전송의 연속 바이트: 양쪽 중 더 작은 페이지(타일 또는 행)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No layout change in this run: no device op converted a tensor between memory layouts, buffers, or tiles and rows, so there is nothing to list</source>
        <translation>이 실행에는 레이아웃 변경이 없습니다: 메모리 레이아웃, 버퍼, 타일과 행 사이에서 텐서를 변환한 장치 연산이 없어 나열할 것이 없습니다</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%Ln layout changes; none moves fewer than 64 contiguous bytes a transfer. Double-click a row to see it in the Transfer view.</source>
        <translation>
            <numerusform>레이아웃 변경 %Ln개. 전송당 연속 64바이트 미만을 옮기는 것은 없습니다. 행을 두 번 클릭하면 전송 보기에서 봅니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln layout changes; the %1 tinted move fewer than 64 contiguous bytes a transfer. Double-click a row to see it in the Transfer view.</source>
        <translation>
            <numerusform>레이아웃 변경 %Ln개. 색칠된 %1개는 전송당 연속 64바이트 미만을 옮깁니다. 행을 두 번 클릭하면 전송 보기에서 봅니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+23"/>
        <source>reshard before %1</source>
        <translation>%1 이전 리샤드</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>spill after %1</source>
        <translation>%1 이후 스필</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>(not run)</source>
        <translation>(실행 안 됨)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Planned step</source>
        <translation>계획 단계</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Planned layout</source>
        <translation>계획된 레이아웃</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ran as</source>
        <translation>실제 실행</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drift</source>
        <translation>어긋남</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>drift</source>
        <translation>어긋남</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measured</source>
        <translation>측정</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Planned</source>
        <translation>계획</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Other kernel time</source>
        <translation>다른 실행의 커널 시간</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change</source>
        <translation>변화</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Measured L1 per bank</source>
        <translation>뱅크당 측정 L1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Planned L1 per core</source>
        <translation>코어당 계획 L1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The planned output&apos;s buffer type or memory layout differs from what ran</source>
        <translation>계획된 출력의 버퍼 유형 또는 메모리 레이아웃이 실제 실행과 다릅니다</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Other #</source>
        <translation>비교 대상 #</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other op code</source>
        <translation>비교 대상 연산 코드</translation>
    </message>
</context>
<context>
    <name>SampleCatalog</name>
    <message>
        <location filename="../app/gui/samplecatalog.cpp" line="+20"/>
        <source>128x384 in 32x32 tiles on one core</source>
        <translation>코어 1개에 32x32 타일로 놓인 128x384</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2x33x128 aligned to 128x128</source>
        <translation>128x128로 정렬된 2x33x128</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>576x4096 with grid padding on 8 rows of cores</source>
        <translation>코어 8행에 그리드 패딩과 함께 놓인 576x4096</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2x3x64x128 collapsed to 384x128 on one core</source>
        <translation>384x128로 축약되어 코어 1개에 놓인 2x3x64x128</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2x3x64x128 on a 2x4 grid of cores</source>
        <translation>2x4 코어 그리드 위의 2x3x64x128</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2x3x64x128 with its batch on separate devices (2x2x4 grid)</source>
        <translation>배치를 서로 다른 장치에 둔 2x3x64x128 (2x2x4 그리드)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Padding: each batch on its own tile</source>
        <translation>패딩: 배치마다 별도의 타일</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Padding: two batches packed into one tile row</source>
        <translation>패딩: 두 배치를 한 타일 행에 채워 넣음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3x64x128 in bfp_bf8 tiles on 3x2 cores</source>
        <translation>3x2 코어에 bfp_bf8 타일로 놓인 3x64x128</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3x64x128 on 3x2 cores, before tilizing</source>
        <translation>3x2 코어 위의 3x64x128 (타일화 전)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Padding: 53x63 in tiles on 3x2 cores</source>
        <translation>패딩: 3x2 코어에 타일로 놓인 53x63</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Padding: 53x63 on a 3x2 grid that does not divide it</source>
        <translation>패딩: 나누어떨어지지 않는 3x2 그리드 위의 53x63</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A 7-D tensor on a 4-D grid</source>
        <translation>4차원 그리드 위의 7차원 텐서</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8x300 on two cores</source>
        <translation>코어 2개 위의 8x300</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8x96x32 collapsed to 768x32 on two cores</source>
        <translation>768x32로 축약되어 코어 2개에 놓인 8x96x32</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A sparse image: one dim used twice</source>
        <translation>희소한 상: 한 차원을 두 번 사용</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combined dims: F32[2,7,8,11,10] in (2,3) tiles</source>
        <translation>결합된 차원: (2,3) 타일의 F32[2,7,8,11,10]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F32[3,5] in 2x2 tiles</source>
        <translation>2x2 타일의 F32[3,5]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tile and face order of a 2x64x64 tensor</source>
        <translation>2x64x64 텐서의 타일 및 페이스 순서</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>T3K: split over 4 columns, copied over 2 rows</source>
        <translation>T3K: 4열로 분할, 2행에 복제</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>T3K: split over 2 rows, copied over 4 columns</source>
        <translation>T3K: 2행으로 분할, 4열에 복제</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T3K: split over rows and columns</source>
        <translation>T3K: 행과 열로 분할</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1024x1024 block-sharded on 64 cores (start here)</source>
        <translation>코어 64개에 블록 샤딩된 1024x1024 (여기서 시작)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1024x1024 interleaved over DRAM banks</source>
        <translation>DRAM 뱅크에 인터리브된 1024x1024</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1024x1024 height-sharded on 32 cores</source>
        <translation>코어 32개에 높이 샤딩된 1024x1024</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MNIST MLP, three matmuls (start here)</source>
        <translation>MNIST MLP, matmul 3개 (여기서 시작)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BERT encoder layer</source>
        <translation>BERT 인코더 레이어</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A fork and a join</source>
        <translation>분기와 합류</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Llama decoder layer</source>
        <translation>Llama 디코더 레이어</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ResNet-50 bottleneck block</source>
        <translation>ResNet-50 병목 블록</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>U-Net concat block</source>
        <translation>U-Net concat 블록</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compiler output: Llama 3.1 8B decode layer (TTIR)</source>
        <translation>컴파일러 출력: Llama 3.1 8B 디코드 레이어 (TTIR)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compiler output: MNIST (TTIR)</source>
        <translation>컴파일러 출력: MNIST (TTIR)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compiler output: YOLOv8 (TTIR)</source>
        <translation>컴파일러 출력: YOLOv8 (TTIR)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compiler output: MNIST, sharded (TTNN)</source>
        <translation>컴파일러 출력: MNIST, 샤딩 (TTNN)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compiler output: concat heads in decode (TTNN)</source>
        <translation>컴파일러 출력: 디코드 단계의 헤드 concat (TTNN)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CLIP encoder on Blackhole, 64 cores</source>
        <translation>Blackhole의 CLIP 인코더, 코어 64개</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DeepLabV3 on Blackhole p100</source>
        <translation>Blackhole p100의 DeepLabV3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DeepSeek V3 on 8 Blackhole p150 devices</source>
        <translation>Blackhole p150 장치 8대의 DeepSeek V3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OFT integral image on Blackhole, 20 cores</source>
        <translation>Blackhole의 OFT 적분 이미지, 코어 20개</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OFT network, 20 cores</source>
        <translation>OFT 네트워크, 코어 20개</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SegFormer encoder on Wormhole (start here)</source>
        <translation>Wormhole의 SegFormer 인코더 (여기서 시작)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ttrt profile of a compiled module, with locations</source>
        <translation>컴파일된 모듈의 ttrt 프로파일 (위치 포함)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/windowoptions.cpp" line="+84"/>
        <source>Shows where every element of a tensor lives.</source>
        <translation>텐서의 모든 요소가 어디에 있는지 보여 줍니다.</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>User interface language.</source>
        <translation>사용자 인터페이스 언어입니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Colour theme for this run: system, light or dark (not kept).</source>
        <translation>이번 실행의 색 테마: system, light, dark (저장하지 않음).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save a picture of the window to a PNG file and quit.</source>
        <translation>창의 그림을 PNG 파일로 저장하고 종료합니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the window at this size, e.g. 1920x1080.</source>
        <translation>창을 이 크기로 엽니다(예: 1920x1080).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show this view first: mapping, shards, tiles, mesh, transfer, model, run, or a pane of the run: ops, breakdown, ledger, calibration, plan, compare.</source>
        <translation>처음 표시할 보기: mapping, shards, tiles, mesh, transfer, model, run 또는 실행의 패널: ops, breakdown, ledger, calibration, plan, compare.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Select an element (&quot;3, 5&quot;), a core (&quot;core (1, 2)&quot;) or, in a model, an op (index, %name or location).</source>
        <translation>요소(&quot;3, 5&quot;), 코어(&quot;core (1, 2)&quot;) 또는 모델에서는 연산(인덱스, %name 또는 위치)을 선택합니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Plan a model with this policy (default dfsharding).</source>
        <translation>이 정책으로 모델을 계획합니다(기본값 dfsharding).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compare the plan with this policy&apos;s (all: every policy; unpinned: without pins).</source>
        <translation>계획을 이 정책의 계획과 비교합니다(all: 모든 정책, unpinned: 고정 없이).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Plan models for the device this JSON file describes.</source>
        <translation>이 JSON 파일이 기술하는 장치에 맞춰 모델을 계획합니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Price measured runs with the calibration this device file holds.</source>
        <translation>이 장치 파일에 담긴 보정으로 측정된 실행의 비용을 산정합니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Also open this measured run (a profiler CSV, a report database or a folder).</source>
        <translation>이 측정된 실행 기록도 엽니다(프로파일러 CSV, 보고서 데이터베이스 또는 폴더).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Compare the run with this other run.</source>
        <translation>실행을 이 다른 실행과 비교합니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Join the run to the plan of the model once both are read.</source>
        <translation>둘 다 읽고 나면 실행을 모델의 계획과 대조합니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pin an op&apos;s output layout, e.g. %1=l1:interleaved (repeatable).</source>
        <translation>연산의 출력 레이아웃을 고정합니다(예: %1=l1:interleaved, 반복 가능).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show tt-mlir&apos;s own plan from its optimizer decision trace (a file or a folder).</source>
        <translation>옵티마이저의 결정 트레이스(파일 또는 폴더)에서 tt-mlir 자체의 계획을 표시합니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the Nth layout of a file or text that holds several.</source>
        <translation>레이아웃이 여러 개 있는 파일이나 텍스트에서 N번째 레이아웃을 표시합니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the Transfer view onto this layout (a layout string or a file).</source>
        <translation>이 레이아웃(레이아웃 문자열 또는 파일)의 전송 보기를 표시합니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show this recorded NoC trace in the Transfer view beside the model.</source>
        <translation>기록된 이 NoC 트레이스를 전송 보기에서 모델 옆에 표시합니다.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A layout string, or a file holding a layout, a model or a run.</source>
        <translation>레이아웃 문자열, 또는 레이아웃, 모델이나 실행 기록이 담긴 파일입니다.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="+108"/>
        <source>Unknown theme: %1</source>
        <translation>알 수 없는 테마: %1</translation>
    </message>
</context>
<context>
    <name>tle</name>
    <message>
        <location filename="../widgets/common/pictureexport.cpp" line="+38"/>
        <source>%1: unknown picture format; use .svg, .png or .pdf</source>
        <translation>%1: 알 수 없는 그림 형식입니다. .svg, .png 또는 .pdf를 사용하세요</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a picture of %1x%2 pixels is larger than an export writes (%3 a side, %4 pixels in all)</source>
        <translation>%1x%2 픽셀 그림은 내보내기 한도보다 큽니다(한 변 %3, 전체 %4 픽셀)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+27"/>
        <source>cannot write %1: %2</source>
        <translation>%1을(를) 쓸 수 없음: %2</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>cannot paint the %1 picture for %2</source>
        <translation>%2의 %1 그림을 그릴 수 없음</translation>
    </message>
</context>
<context>
    <name>tle::AppTheme</name>
    <message>
        <location filename="../app/gui/apptheme.cpp" line="+31"/>
        <source>&amp;Theme</source>
        <translation>테마(&amp;T)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;System</source>
        <translation>시스템(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Light</source>
        <translation>밝게(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dark</source>
        <translation>어둡게(&amp;D)</translation>
    </message>
</context>
<context>
    <name>tle::ChainGraphLegend</name>
    <message>
        <location filename="../widgets/model/chaingraphlegend.cpp" line="+37"/>
        <source>L1 chain (a colour each)</source>
        <translation>L1 체인(체인마다 다른 색)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in no L1 chain</source>
        <translation>L1 체인에 속하지 않음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>collapsed group (dashed)</source>
        <translation>접힌 그룹(점선)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S: spill</source>
        <translation>S: 스필</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>R: reshard</source>
        <translation>R: 리샤드</translation>
    </message>
</context>
<context>
    <name>tle::ChainGraphView</name>
    <message>
        <location filename="../widgets/model/chaingraphview.cpp" line="+97"/>
        <source>chain %1</source>
        <translation>체인 %1</translation>
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
        <translation>연산 %1–%2</translation>
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
            <numerusform>연산 %Ln개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-7"/>
        <source>%Ln chains</source>
        <translation>
            <numerusform>체인 %Ln개</numerusform>
        </translation>
    </message>
    <message>
        <location line="+199"/>
        <source>Open a model to see its plan&apos;s L1 chains: File &gt; Open or a file dropped on the window (MLIR or JSON), or Samples &gt; Models</source>
        <translation>모델을 열면 계획의 L1 체인이 보입니다: 파일 &gt; 열기, 창에 끌어 놓은 파일(MLIR 또는 JSON) 또는 샘플 &gt; 모델</translation>
    </message>
    <message>
        <location line="+273"/>
        <source>Reshard of %1</source>
        <translation>%1의 리샤드</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Spill of %1</source>
        <translation>%1의 스필</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click to see what it moves over the NoC</source>
        <translation>두 번 클릭하면 NoC에서 무엇이 이동하는지 보여 줍니다</translation>
    </message>
</context>
<context>
    <name>tle::CompilerActions</name>
    <message>
        <location filename="../app/gui/compileractions.cpp" line="+23"/>
        <source>Open &amp;Decision Trace…</source>
        <translation>결정 트레이스 열기(&amp;D)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show tt-mlir&apos;s own plan for the open model from its optimizer&apos;s decision trace</source>
        <translation>열린 모델에 대한 tt-mlir 자체의 계획을 옵티마이저의 결정 트레이스에서 표시합니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy Plan as &amp;Compiler Overrides</source>
        <translation>계획을 컴파일러 재정의로 복사(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the plan on show as tt-mlir&apos;s override-output-layout option</source>
        <translation>표시된 계획을 tt-mlir의 override-output-layout 옵션으로 복사합니다</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open Decision Trace</source>
        <translation>결정 트레이스 열기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decision traces (*_decision_trace.json *.json);;All files (*)</source>
        <translation>결정 트레이스 (*_decision_trace.json *.json);;모든 파일 (*)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>There is no plan to copy yet.</source>
        <translation>아직 복사할 계획이 없습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No op of the plan can be keyed by a name loc: nothing to copy.</source>
        <translation>계획의 어떤 연산도 이름 loc으로 식별할 수 없습니다: 복사할 것이 없습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copied the %1 plan as compiler overrides.</source>
        <translation>%1 계획을 컴파일러 재정의로 복사했습니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n op(s) without a name loc of their own cannot be expressed.</source>
        <translation>
            <numerusform>자체 이름 loc이 없는 연산 %n개는 표현할 수 없습니다.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tle::DecisionTraceStore</name>
    <message>
        <location filename="../document/decisiontracestore.cpp" line="+22"/>
        <source>Reading the decision trace %1</source>
        <translation>결정 트레이스 %1을(를) 읽는 중</translation>
    </message>
</context>
<context>
    <name>tle::Decisions</name>
    <message>
        <location filename="../core/report/decisionreport.cpp" line="+37"/>
        <source>L1 over DRAM</source>
        <translation>DRAM보다 L1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sharded over interleaved</source>
        <translation>인터리브보다 샤드</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fewer bytes read from DRAM</source>
        <translation>DRAM에서 읽는 바이트 수가 적음</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+136"/>
        <source>no reshard</source>
        <translation>리샤드 없음</translation>
    </message>
    <message>
        <location line="-134"/>
        <source>more cores</source>
        <translation>코어 수가 많음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>less L1</source>
        <translation>L1 사용량이 적음</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>nothing: the scores are equal</source>
        <translation>없음: 점수가 같음</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>%1, %2, %3 bytes read from DRAM, %4, cores: %5, L1: %6 bytes</source>
        <translation>%1, %2, DRAM에서 %3바이트 읽음, %4, 코어: %5, L1: %6바이트</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sharded</source>
        <translation>샤드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>interleaved</source>
        <translation>인터리브</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a reshard</source>
        <translation>리샤드 있음</translation>
    </message>
    <message>
        <location line="+46"/>
        <location line="+10"/>
        <source>%1 (inputs %2)</source>
        <translation>%1(입력 %2)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The compiler&apos;s trace holds no final choice for this op: it is in DRAM interleaved in this plan.</source>
        <translation>컴파일러 트레이스에 이 연산의 최종 선택이 없습니다: 이 계획에서는 DRAM 인터리브에 있습니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chosen: %1, in place (the op writes its input).</source>
        <translation>선택: %1, 인플레이스(연산이 입력에 씀).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chosen: %1, the only valid layout the compiler found.</source>
        <translation>선택: %1. 컴파일러가 찾은 유일한 유효 레이아웃입니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Chosen: %1; %2 scores exactly the same, and the search kept the first.</source>
        <translation>선택: %1. %2도 점수가 완전히 같아 탐색이 첫 번째 후보를 유지했습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chosen: %1. It beat %2 on %3 (%4).</source>
        <translation>선택: %1. %3에서 %2보다 앞섰습니다(%4).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chosen: %1, though %2 scores higher on %3: the backward pass chose it for the op&apos;s consumers.</source>
        <translation>선택: %1. %3에서는 %2의 점수가 더 높지만, 역방향 패스가 연산의 소비자를 위해 이것을 선택했습니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No candidate was valid, so the compiler fell back to DRAM.</source>
        <translation>유효한 후보가 없어 컴파일러가 DRAM으로 폴백했습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Second opinion: %1 would take %2 us against %3 us, reshards included.</source>
        <translation>세컨드 오피니언: 리샤드를 포함해 %1(이)면 %3 us 대신 %2 us가 걸립니다.</translation>
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
        <translation>모델 자체의 재정의를 적용한 기본 장치</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Load device file…</source>
        <translation>장치 파일 불러오기…</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>The device the policies plan for (a JSON device file, as the CLI&apos;s --device)</source>
        <translation>정책이 계획 대상으로 삼는 장치(CLI의 --device와 같은 JSON 장치 파일)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The device the plans are made for: its grid, L1 and DRAM sizes and bandwidths. Load a JSON device file (the same the CLI&apos;s --device reads) to plan for another device.</source>
        <translation>계획 대상 장치: 그리드, L1 및 DRAM 크기와 대역폭입니다. 다른 장치로 계획하려면 JSON 장치 파일(CLI의 --device가 읽는 것과 같은 파일)을 불러오세요.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Load Device File</source>
        <translation>장치 파일 불러오기</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Device files (*.json);;All files (*)</source>
        <translation>장치 파일 (*.json);;모든 파일 (*)</translation>
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
명령줄: %2 %3</translation>
    </message>
</context>
<context>
    <name>tle::ErrorText</name>
    <message>
        <location filename="../document/errortext.cpp" line="+17"/>
        <source>line %1, column %2: %3</source>
        <translation>%1행 %2열: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>line %1: %2</source>
        <translation>%1행: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>column %1: %2</source>
        <translation>%1열: %2</translation>
    </message>
</context>
<context>
    <name>tle::Export</name>
    <message>
        <location filename="../widgets/layoutexport.cpp" line="+29"/>
        <source>the &apos;%1&apos; view cannot be exported in this version (available: %2)</source>
        <translation>&apos;%1&apos; 보기는 이 버전에서 내보낼 수 없습니다(가능: %2)</translation>
    </message>
    <message>
        <location filename="../core/view/viewinfo.cpp" line="+151"/>
        <source>the &apos;xla&apos; view shows XLA layouts only</source>
        <translation>&apos;xla&apos; 보기는 XLA 레이아웃만 표시합니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the &apos;transfer&apos; view needs a TTNN or metal layout: an XLA layout names no cores or banks</source>
        <translation>&apos;transfer&apos; 보기에는 TTNN 또는 메탈 레이아웃이 필요합니다: XLA 레이아웃에는 코어나 뱅크가 없습니다</translation>
    </message>
    <message>
        <location filename="../widgets/modelexport.cpp" line="+37"/>
        <source>unknown model view &apos;%1&apos;</source>
        <translation>알 수 없는 모델 보기 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../widgets/runexport.cpp" line="+37"/>
        <source>cost model not calibrated</source>
        <translation>비용 모델 미보정</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cost model calibrated</source>
        <translation>비용 모델 보정됨</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · %2 × %3 · %4 device ops · kernel %5 · %6</source>
        <translation>%1 · %2 × %3 · 장치 연산 %4개 · 커널 %5 · %6</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>unknown run view &apos;%1&apos;</source>
        <translation>알 수 없는 실행 보기 &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>tle::FactLabels</name>
    <message>
        <location filename="../core/report/factlabels.cpp" line="+24"/>
        <source>Notation</source>
        <translation>표기법</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Form</source>
        <translation>형식</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Printed</source>
        <translation>출력 표기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logical shape</source>
        <translation>논리 형태</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shape inferred</source>
        <translation>형태 추론됨</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Element type</source>
        <translation>요소 유형</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Elements</source>
        <translation>요소</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>logical</source>
        <translation>논리</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>allocated</source>
        <translation>할당</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>padding</source>
        <translation>패딩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Padding by cause</source>
        <translation>원인별 패딩</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>alignment</source>
        <translation>정렬</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>page</source>
        <translation>페이지</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Linear map</source>
        <translation>선형 맵</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grid</source>
        <translation>그리드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cores</source>
        <translation>코어</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collapsed shape</source>
        <translation>축약된 형태</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collapsed dims</source>
        <translation>축약된 차원</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intervals written</source>
        <translation>기술된 구간</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shard shape</source>
        <translation>샤드 형태</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allocated shard</source>
        <translation>할당된 샤드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logical shard</source>
        <translation>논리 샤드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tile shape</source>
        <translation>타일 형태</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tile type</source>
        <translation>타일 유형</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In-tile order</source>
        <translation>타일 내 순서</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face shape</source>
        <translation>페이스 형태</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memref shape</source>
        <translation>Memref 형태</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device shape</source>
        <translation>장치 형태</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory space</source>
        <translation>메모리 공간</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Storage type</source>
        <translation>저장 유형</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes per shard</source>
        <translation>샤드당 바이트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L1 per core</source>
        <translation>코어당 L1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OOB value</source>
        <translation>범위 밖 값</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dim alignments</source>
        <translation>차원 정렬</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory layout</source>
        <translation>메모리 레이아웃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page layout</source>
        <translation>페이지 레이아웃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buffer type</source>
        <translation>버퍼 유형</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alignment</source>
        <translation>정렬</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Physical shape</source>
        <translation>물리 형태</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strides</source>
        <translation>스트라이드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Padded shape</source>
        <translation>패딩된 형태</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page shape</source>
        <translation>페이지 형태</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page bytes</source>
        <translation>페이지 바이트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages</source>
        <translation>페이지</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buffer bytes</source>
        <translation>버퍼 바이트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Distribution</source>
        <translation>분배</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shard orientation</source>
        <translation>샤드 방향</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shard mode</source>
        <translation>샤드 모드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max shards/core</source>
        <translation>코어당 최대 샤드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages per core</source>
        <translation>코어당 페이지</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Core ranges</source>
        <translation>코어 범위</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cores used</source>
        <translation>사용 코어</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banks</source>
        <translation>뱅크</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages per bank</source>
        <translation>뱅크당 페이지</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Affine map terms</source>
        <translation>아핀 맵 항</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+87"/>
        <location line="+19"/>
        <location filename="../core/report/runfactlabels.cpp" line="+107"/>
        <source>shape</source>
        <translation>형태</translation>
    </message>
    <message>
        <location line="-151"/>
        <location line="+46"/>
        <source>stride</source>
        <translation>스트라이드</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+94"/>
        <location line="+18"/>
        <location line="+6"/>
        <source>shard shape</source>
        <translation>샤드 형태</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>physical shard shape</source>
        <translation>물리 샤드 형태</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tile shape</source>
        <translation>타일 형태</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>grid shape</source>
        <translation>그리드 형태</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/report/runfactlabels.cpp" line="-90"/>
        <source>Device</source>
        <translation>장치</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+24"/>
        <location line="+234"/>
        <source>name</source>
        <translation>이름</translation>
    </message>
    <message>
        <location line="-312"/>
        <location line="+55"/>
        <location line="+28"/>
        <source>grid</source>
        <translation>그리드</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>DRAM banks</source>
        <translation>DRAM 뱅크</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L1 bytes per core</source>
        <translation>코어당 L1 바이트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warnings</source>
        <translation>경고</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minor to major</source>
        <translation>하위→상위 순서</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiles</source>
        <translation>타일</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiled shape</source>
        <translation>타일화된 형태</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combined shape</source>
        <translation>결합된 형태</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Byte size</source>
        <translation>바이트 크기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layout</source>
        <translation>레이아웃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Element bits</source>
        <translation>요소 비트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Element size (E)</source>
        <translation>요소 크기(E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiling levels</source>
        <translation>타일링 단계</translation>
    </message>
    <message>
        <location line="-66"/>
        <location line="+67"/>
        <source>tile</source>
        <translation>타일</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>input shape</source>
        <translation>입력 형태</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>combined shape</source>
        <translation>결합된 형태</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>padded shape</source>
        <translation>패딩된 형태</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tiled shape</source>
        <translation>타일화된 형태</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Equivalents</source>
        <translation>등가 표현</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not expressible</source>
        <translation>표현 불가</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Equivalent notes</source>
        <translation>등가 표현 참고</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ops</source>
        <translation>연산</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>buffer type</source>
        <translation>버퍼 유형</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory layout</source>
        <translation>메모리 레이아웃</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>page layout</source>
        <translation>페이지 레이아웃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chain</source>
        <translation>체인</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>candidates</source>
        <translation>후보</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Schedule</source>
        <translation>스케줄</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chains</source>
        <translation>체인</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>failure</source>
        <translation>실패</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/report/runfactlabels.cpp" line="+92"/>
        <source>from</source>
        <translation>생산자</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>into</source>
        <translation>소비자</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L1 reservations</source>
        <translation>L1 예약</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from op</source>
        <translation>시작 연산</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to op</source>
        <translation>끝 연산</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bytes per core</source>
        <translation>코어당 바이트</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chains</source>
        <translation>원본 체인</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>into chain</source>
        <translation>대상 체인</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at</source>
        <translation>합류 지점</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Metrics</source>
        <translation>지표</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DRAM traffic (bytes)</source>
        <translation>DRAM 트래픽(바이트)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L1 peak per core (bytes)</source>
        <translation>코어당 L1 최대(바이트)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reshards</source>
        <translation>리샤드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spills</source>
        <translation>스필</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean cores</source>
        <translation>평균 코어 수</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+96"/>
        <source>estimated time (us)</source>
        <translation>예상 시간(us)</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>lower bound (us)</source>
        <translation>하한 (µs)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gap to the bound</source>
        <translation>하한과의 차이</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mesh</source>
        <translation>메시</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mesh assumed</source>
        <translation>가정한 메시</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Devices</source>
        <translation>장치 수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor shape</source>
        <translation>텐서 형태</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes per element</source>
        <translation>요소당 바이트</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/report/runfactlabels.cpp" line="-97"/>
        <source>Source</source>
        <translation>출처</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>text</source>
        <translation>텍스트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mode</source>
        <translation>모드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Placements</source>
        <translation>배치</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Placements unavailable</source>
        <translation>배치를 구할 수 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chunks per dim</source>
        <translation>차원별 청크 수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device shards</source>
        <translation>장치 샤드</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/report/runfactlabels.cpp" line="+49"/>
        <location line="+18"/>
        <source>device</source>
        <translation>장치</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>coordinate</source>
        <translation>좌표</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>slices</source>
        <translation>슬라이스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>replica group</source>
        <translation>복제 그룹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>holds data</source>
        <translation>데이터 보유</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/report/runfactlabels.cpp" line="+32"/>
        <source>bytes</source>
        <translation>바이트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>note</source>
        <translation>참고</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replica groups</source>
        <translation>복제 그룹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buffer config</source>
        <translation>버퍼 구성</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+24"/>
        <source>global buffer shape</source>
        <translation>전역 버퍼 형태</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+25"/>
        <source>shard orientation</source>
        <translation>샤드 방향</translation>
    </message>
    <message>
        <location line="-24"/>
        <location line="+26"/>
        <source>global buffer size</source>
        <translation>전역 버퍼 크기</translation>
    </message>
    <message>
        <location line="-25"/>
        <location line="+26"/>
        <source>pair order</source>
        <translation>쌍 순서</translation>
    </message>
    <message>
        <location line="-25"/>
        <location line="+27"/>
        <source>device shard shape</source>
        <translation>장치 샤드 형태</translation>
    </message>
    <message>
        <location line="-26"/>
        <location line="+28"/>
        <source>replicated mesh dims</source>
        <translation>복제되는 메시 차원</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+28"/>
        <source>replication</source>
        <translation>복제</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Buffer config unsupported</source>
        <translation>버퍼 구성 미지원</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transpose advice</source>
        <translation>전치 권장</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>permutation</source>
        <translation>순열</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>placements</source>
        <translation>배치</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buffer config</source>
        <translation>버퍼 구성</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>still unsupported</source>
        <translation>여전히 미지원</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>advice</source>
        <translation>권장 사항</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mesh_shard</source>
        <translation>mesh_shard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shard type</source>
        <translation>샤드 유형</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shard dims</source>
        <translation>샤드 차원</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MLIR</source>
        <translation>MLIR</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mesh_shard unsupported</source>
        <translation>mesh_shard 미지원</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes</source>
        <translation>참고 사항</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Index</source>
        <translation>인덱스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logical index</source>
        <translation>논리 인덱스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Padding</source>
        <translation>패딩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cause</source>
        <translation>원인</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why</source>
        <translation>이유</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Physical</source>
        <translation>물리</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Core</source>
        <translation>코어</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bank</source>
        <translation>뱅크</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shard</source>
        <translation>샤드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shard offset</source>
        <translation>샤드 내 오프셋</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page</source>
        <translation>페이지</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page slot</source>
        <translation>페이지 슬롯</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tile</source>
        <translation>타일</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In tile</source>
        <translation>타일 내</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In page</source>
        <translation>페이지 내</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face</source>
        <translation>페이스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Element offset</source>
        <translation>요소 오프셋</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Byte offset</source>
        <translation>바이트 오프셋</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Linear index</source>
        <translation>선형 인덱스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tile index</source>
        <translation>타일 인덱스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Within tile</source>
        <translation>타일 내 위치</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Physical index</source>
        <translation>물리 인덱스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiled index</source>
        <translation>타일화 인덱스</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Verdict</source>
        <translation>판정</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Op</source>
        <translation>연산</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>종류</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Policy</source>
        <translation>정책</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chosen</source>
        <translation>선택됨</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Considered</source>
        <translation>검토한 후보</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Compiler&apos;s decision</source>
        <translation>컴파일러의 결정</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+39"/>
        <location line="+40"/>
        <location line="+11"/>
        <source>chosen</source>
        <translation>선택됨</translation>
    </message>
    <message>
        <location line="-89"/>
        <source>chosen score</source>
        <translation>선택 점수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runner-up</source>
        <translation>차점 후보</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runner-up score</source>
        <translation>차점 후보 점수</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+42"/>
        <location line="+40"/>
        <source>deciding field</source>
        <translation>결정 필드</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>beam</source>
        <translation>빔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rank</source>
        <translation>순위</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>score</source>
        <translation>점수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>evaluations</source>
        <translation>평가 횟수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>valid</source>
        <translation>유효</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failure reasons</source>
        <translation>실패 이유</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>count</source>
        <translation>개수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>example</source>
        <translation>예</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>input candidates</source>
        <translation>입력 후보</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from the producer&apos;s beam</source>
        <translation>생산자의 빔에서</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>from a reshard</source>
        <translation>리샤드에서</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>output hints</source>
        <translation>출력 힌트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>primary</source>
        <translation>기본</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fallback</source>
        <translation>폴백</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DRAM fallback</source>
        <translation>DRAM 폴백</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in place</source>
        <translation>인플레이스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fork resolutions</source>
        <translation>분기 해결</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chosen candidate</source>
        <translation>선택된 후보</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>consumers</source>
        <translation>소비자</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+63"/>
        <source>tied with</source>
        <translation>동점 후보</translation>
    </message>
    <message>
        <location line="-62"/>
        <location line="+63"/>
        <source>cost model prefers</source>
        <translation>비용 모델 선호</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>spill pass</source>
        <translation>스필 패스</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+30"/>
        <location line="+8"/>
        <source>action</source>
        <translation>동작</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+30"/>
        <location line="+8"/>
        <source>position</source>
        <translation>위치</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+31"/>
        <source>L1 before</source>
        <translation>L1(전)</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+31"/>
        <source>L1 after</source>
        <translation>L1(후)</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+31"/>
        <location line="+5"/>
        <source>op&apos;s L1</source>
        <translation>연산의 L1</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>details</source>
        <translation>세부 정보</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second opinion</source>
        <translation>세컨드 오피니언</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+25"/>
        <location line="+5"/>
        <location line="+10"/>
        <location line="+11"/>
        <source>op</source>
        <translation>연산</translation>
    </message>
    <message>
        <location line="-49"/>
        <location line="+40"/>
        <source>better</source>
        <translation>더 나은 후보</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+40"/>
        <source>its inputs</source>
        <translation>해당 입력</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+40"/>
        <source>chosen (us)</source>
        <translation>선택(us)</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+40"/>
        <source>better (us)</source>
        <translation>더 나은 후보(us)</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+40"/>
        <source>reshards (us)</source>
        <translation>리샤드(us)</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+40"/>
        <source>saving (us)</source>
        <translation>절감(us)</translation>
    </message>
    <message>
        <location line="-38"/>
        <location line="+40"/>
        <source>tie</source>
        <translation>동점</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>trace record</source>
        <translation>트레이스 레코드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decision trace</source>
        <translation>결정 트레이스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>file</source>
        <translation>파일</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>beam width</source>
        <translation>빔 폭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>records</source>
        <translation>레코드 수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>final choices</source>
        <translation>최종 선택</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>joined by loc</source>
        <translation>loc으로 대조</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>joined by place</source>
        <translation>위치로 대조</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L1 budget (bytes)</source>
        <translation>L1 예산(바이트)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spills the pass counted</source>
        <translation>패스가 센 스필</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spill events</source>
        <translation>스필 이벤트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spill pass events</source>
        <translation>스필 패스 이벤트</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Demotions</source>
        <translation>강등</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Unjoined records</source>
        <translation>대조되지 않은 레코드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>section</source>
        <translation>섹션</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Second opinion</source>
        <translation>세컨드 오피니언</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Score ties</source>
        <translation>점수 동점</translation>
    </message>
    <message>
        <location line="-245"/>
        <location line="+7"/>
        <location line="+122"/>
        <location line="+35"/>
        <location line="+19"/>
        <source>layout</source>
        <translation>레이아웃</translation>
    </message>
    <message>
        <location line="-175"/>
        <location line="+122"/>
        <source>verdict</source>
        <translation>판정</translation>
    </message>
    <message>
        <location line="-121"/>
        <location line="+123"/>
        <location line="+21"/>
        <location line="+16"/>
        <location line="+64"/>
        <source>reason</source>
        <translation>이유</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Chain</source>
        <translation>체인</translation>
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
        <translation>인덱스</translation>
    </message>
    <message>
        <location line="-217"/>
        <location line="+121"/>
        <source>state</source>
        <translation>상태</translation>
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
        <translation>연산</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ended</source>
        <translation>종료</translation>
    </message>
    <message>
        <location line="-122"/>
        <location line="+123"/>
        <source>spill</source>
        <translation>스필</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scheduled after</source>
        <translation>선행 연산</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position in the rebuilt schedule</source>
        <translation>재구성된 스케줄 내 위치</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+31"/>
        <source>operand</source>
        <translation>피연산자</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+5"/>
        <location filename="../core/report/runfactlabels.cpp" line="-31"/>
        <source>to</source>
        <translation>대상</translation>
    </message>
    <message>
        <location line="-149"/>
        <location line="+46"/>
        <location line="+99"/>
        <source>kind</source>
        <translation>종류</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../core/report/plancompare.cpp" line="+23"/>
        <source>Spills</source>
        <translation>스필</translation>
    </message>
    <message>
        <location line="-124"/>
        <location line="+125"/>
        <source>tensor</source>
        <translation>텐서</translation>
    </message>
    <message>
        <location line="-136"/>
        <location line="+9"/>
        <location line="+128"/>
        <source>after</source>
        <translation>이후</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rule</source>
        <translation>규칙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chain merges</source>
        <translation>체인 병합</translation>
    </message>
    <message>
        <location line="-125"/>
        <location line="+126"/>
        <source>step</source>
        <translation>단계</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>applied</source>
        <translation>적용됨</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Policy notes</source>
        <translation>정책 참고 사항</translation>
    </message>
    <message>
        <location filename="../core/report/plancompare.cpp" line="-4"/>
        <source>Estimated time (µs)</source>
        <translation>예상 시간(µs)</translation>
    </message>
    <message>
        <location filename="../core/report/factlabels.cpp" line="-13"/>
        <location filename="../core/report/plancompare.cpp" line="+2"/>
        <source>Reshards</source>
        <translation>리샤드</translation>
    </message>
    <message>
        <location filename="../core/report/plancompare.cpp" line="+3"/>
        <source>DRAM traffic</source>
        <translation>DRAM 트래픽</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L1 peak per core</source>
        <translation>코어당 L1 최대</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mean cores</source>
        <translation>평균 코어 수</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lower bound (µs)</source>
        <translation>하한 (µs)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Above the bound (%)</source>
        <translation>하한 대비 초과 (%)</translation>
    </message>
    <message>
        <location filename="../core/report/runfactlabels.cpp" line="-97"/>
        <source>Format</source>
        <translation>형식</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Architecture</source>
        <translation>아키텍처</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Calibrated</source>
        <translation>보정됨</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost model against measurement</source>
        <translation>비용 모델 대 측정</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+8"/>
        <location line="+5"/>
        <source>within 2x</source>
        <translation>2x 이내</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+8"/>
        <source>median |log2 error|</source>
        <translation>|log2 오차| 중앙값</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>rank correlation (Spearman)</source>
        <translation>순위 상관(Spearman)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+11"/>
        <source>PM IDEAL within 2x</source>
        <translation>PM IDEAL 2x 이내</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Transfer model against measured layout changes</source>
        <translation>전송 모델과 측정된 레이아웃 변경 비교</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>skipped (layouts not stated)</source>
        <translation>건너뜀(레이아웃 미기재)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>median estimate / measured</source>
        <translation>추정 / 측정 중앙값</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Summary</source>
        <translation>요약</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+24"/>
        <location line="+67"/>
        <source>device ops</source>
        <translation>장치 연산</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>host ops</source>
        <translation>호스트 연산</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>devices</source>
        <translation>장치</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>signposts</source>
        <translation>사인포스트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>traced ops</source>
        <translation>트레이스된 연산</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+87"/>
        <source>device kernel time (ns)</source>
        <translation>장치 커널 시간(ns)</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>op-to-op gaps (ns)</source>
        <translation>연산 간 간격(ns)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host op time (ns)</source>
        <translation>호스트 연산 시간(ns)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+86"/>
        <source>kernel time by class (ns)</source>
        <translation>분류별 커널 시간(ns)</translation>
    </message>
    <message>
        <location line="-85"/>
        <location line="+84"/>
        <source>layout changes (ns)</source>
        <translation>레이아웃 변경(ns)</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>layout changes with tilize/untilize (ns)</source>
        <translation>타일화/타일 해제 포함 레이아웃 변경(ns)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>layout changes with moves and DRAM slicing (ns)</source>
        <translation>이동 및 DRAM 슬라이싱 포함 레이아웃 변경(ns)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>layout tax (share of kernel time)</source>
        <translation>레이아웃 오버헤드(커널 시간 대비 비중)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>strict</source>
        <translation>엄격</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with tile</source>
        <translation>타일 포함</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>broad</source>
        <translation>광의</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Grouped by</source>
        <translation>그룹 기준</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Groups</source>
        <translation>그룹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>group</source>
        <translation>그룹</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+10"/>
        <location line="+42"/>
        <location line="+27"/>
        <source>kernel ns</source>
        <translation>커널 ns</translation>
    </message>
    <message>
        <location line="-128"/>
        <source>Cut short</source>
        <translation>중간에 잘림</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cut short at line</source>
        <translation>잘린 줄</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>estimates outside the calibrated range</source>
        <translation>보정 범위 밖의 추정</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by op family</source>
        <translation>연산 계열별</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+56"/>
        <location line="+51"/>
        <source>family</source>
        <translation>계열</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>kernel time by op family (ns)</source>
        <translation>연산 계열별 커널 시간 (ns)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>layout changes and data movement (ns)</source>
        <translation>레이아웃 변경 및 데이터 이동 (ns)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>op codes of no known family</source>
        <translation>알려진 계열이 없는 연산 코드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per device</source>
        <translation>디바이스별</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>busy ns</source>
        <translation>사용 ns</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kernel time of the slowest device (ns)</source>
        <translation>가장 느린 디바이스의 커널 시간 (ns)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>busy time, overlaps counted once (ns)</source>
        <translation>사용 시간, 겹침은 한 번만 계산 (ns)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>kernel time by what bounds the op (ns)</source>
        <translation>제한 요인별 커널 시간 (ns)</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+22"/>
        <source>gap ns</source>
        <translation>간격 ns</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>share</source>
        <translation>비중</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top ops by kernel time</source>
        <translation>커널 시간 상위 연산</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line</source>
        <translation>줄</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+25"/>
        <location line="+34"/>
        <location line="+7"/>
        <location line="+22"/>
        <source>op code</source>
        <translation>연산 코드</translation>
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
        <translation>분류</translation>
    </message>
    <message>
        <location line="-85"/>
        <location line="+65"/>
        <location line="+26"/>
        <source>measured ns</source>
        <translation>측정 ns</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>predicted ns</source>
        <translation>예측 ns</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PM ideal ns</source>
        <translation>PM ideal ns</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>extrapolated</source>
        <translation>외삽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>roofline</source>
        <translation>루프라인</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DRAM bytes</source>
        <translation>DRAM 바이트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L1 bytes</source>
        <translation>L1 바이트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ideal compute ns</source>
        <translation>이상적 연산 시간 ns</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ideal bandwidth ns</source>
        <translation>이상적 대역폭 시간 ns</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bound</source>
        <translation>제한 요인</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>utilization</source>
        <translation>활용률</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cores</source>
        <translation>코어 수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host ns</source>
        <translation>호스트 ns</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>signpost</source>
        <translation>사인포스트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>traced</source>
        <translation>트레이스됨</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inputs</source>
        <translation>입력</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>output</source>
        <translation>출력</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layout-change ledger</source>
        <translation>레이아웃 변경 내역</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>data type</source>
        <translation>데이터 유형</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>burst B</source>
        <translation>버스트 B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>small transfers</source>
        <translation>소량 전송</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>grid stated</source>
        <translation>그리드 명시</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measured memory after each op</source>
        <translation>각 연산 후 측정된 메모리</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>after op</source>
        <translation>연산 이후</translation>
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
        <translation>다른 실행과 비교</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>run</source>
        <translation>실행</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>other run</source>
        <translation>비교 대상 실행</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+33"/>
        <source>ops paired</source>
        <translation>짝지어진 연산</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>only in this run</source>
        <translation>이 실행에만 있음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>only in the other run</source>
        <translation>비교 대상 실행에만 있음</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+35"/>
        <source>not aligned</source>
        <translation>정렬되지 않음</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>kernel time by op family, largest change first</source>
        <translation>op 계열별 커널 시간(변화가 큰 순)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>run ns</source>
        <translation>실행 ns</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ops only one run did, by op code</source>
        <translation>한쪽 실행에만 있는 연산(op 코드별)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in</source>
        <translation>실행</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Largest changes</source>
        <translation>가장 큰 변화</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>other</source>
        <translation>비교 대상</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>other op code</source>
        <translation>비교 대상 연산 코드</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+23"/>
        <source>same kind</source>
        <translation>같은 종류</translation>
    </message>
    <message>
        <location line="-35"/>
        <location line="+14"/>
        <source>other ns</source>
        <translation>비교 대상 ns</translation>
    </message>
    <message>
        <location line="-13"/>
        <location line="+14"/>
        <source>delta ns</source>
        <translation>차이 ns</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Joined to a plan</source>
        <translation>계획과 대조</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model</source>
        <translation>모델</translation>
    </message>
    <message>
        <location filename="../core/report/factlabels.cpp" line="+67"/>
        <location filename="../core/report/runfactlabels.cpp" line="+1"/>
        <source>function</source>
        <translation>함수</translation>
    </message>
    <message>
        <location filename="../core/report/runfactlabels.cpp" line="+1"/>
        <source>policy</source>
        <translation>정책</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>joined by</source>
        <translation>대조 방법</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>planned steps</source>
        <translation>계획된 단계</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>output layout drifted</source>
        <translation>출력 레이아웃 어긋남</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>conversions the plan did not predict</source>
        <translation>계획이 예측하지 못한 변환</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>planned steps not run</source>
        <translation>실행되지 않은 계획 단계</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>other ops not in the plan</source>
        <translation>계획에 없는 기타 연산</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>measured time of paired ops (ns)</source>
        <translation>짝지어진 연산의 측정 시간(ns)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>planned time of paired ops (ns)</source>
        <translation>짝지어진 연산의 계획 시간(ns)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the plan did not foresee</source>
        <translation>계획이 예상하지 못한 것</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>planned step</source>
        <translation>계획 단계</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>planned layout</source>
        <translation>계획된 레이아웃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ran as</source>
        <translation>실제 실행</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drift</source>
        <translation>어긋남</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>planned ns</source>
        <translation>계획 ns</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>measured L1 per bank</source>
        <translation>뱅크당 측정 L1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>planned L1 per core</source>
        <translation>코어당 계획 L1</translation>
    </message>
</context>
<context>
    <name>tle::FactsView</name>
    <message>
        <location filename="../widgets/common/factsview.cpp" line="+52"/>
        <source>&amp;Copy</source>
        <translation>복사(&amp;C)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The layout&apos;s facts as the CLI&apos;s describe gives them; select rows and Copy (Ctrl+C)</source>
        <translation>CLI의 describe가 제공하는 레이아웃 정보입니다. 행을 선택하고 복사(Ctrl+C)하세요</translation>
    </message>
</context>
<context>
    <name>tle::FormNames</name>
    <message>
        <location filename="../core/report/metaldescribe.cpp" line="+22"/>
        <source>seed form (v1: affine linear map, shards ceilDiv by the grid then by the tile; 2024-07 to 2025-06)</source>
        <translation>시드 형식(v1: 아핀 선형 매핑, 샤드는 그리드로, 이어서 타일로 ceilDiv; 2024-07부터 2025-06까지)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>current form (logical_shape, dim_alignments, collapsed_intervals; grid and shard from the tensor type; 2025-06 on)</source>
        <translation>현재 형식(logical_shape, dim_alignments, collapsed_intervals; 그리드와 샤드는 텐서 타입에서; 2025-06부터)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>current form (logical_shape, dim_alignments, collapsed_intervals; grid and shard from the tensor type; 2025-06 on); text follows %1</source>
        <translation>현재 형식(logical_shape, dim_alignments, collapsed_intervals; 그리드와 샤드는 텐서 타입에서; 2025-06부터); 텍스트는 %1을(를) 따름</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>seed form (v1: affine linear map, shards ceilDiv by the grid then by the tile; 2024-07 to 2025-06); text follows %1</source>
        <translation>시드 형식(v1: 아핀 선형 매핑, 샤드는 그리드로, 이어서 타일로 ceilDiv; 2024-07부터 2025-06까지); 텍스트는 %1을(를) 따름</translation>
    </message>
    <message>
        <location filename="../core/report/ttnndescribe.cpp" line="+20"/>
        <source>tt-metal TensorLayout semantics</source>
        <translation>tt-metal TensorLayout 의미론</translation>
    </message>
    <message>
        <location filename="../core/report/xladescribe.cpp" line="+18"/>
        <source>XLA shape with tiled layout</source>
        <translation>타일 레이아웃의 XLA 형상</translation>
    </message>
</context>
<context>
    <name>tle::HelpMenu</name>
    <message>
        <location filename="../app/gui/helpmenu.cpp" line="+51"/>
        <source>&amp;User Guide</source>
        <translation>사용자 가이드(&amp;U)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Read how to use the views, the editor, the command line and the optimizer</source>
        <translation>보기, 편집기, 명령줄, 옵티마이저 사용법을 읽습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>바로 가기 키(&amp;K)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>List every key of the menus and the planes</source>
        <translation>메뉴와 평면의 모든 키를 나열합니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;About</source>
        <translation>정보(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About Tensor Layout Explorer</source>
        <translation>Tensor Layout Explorer 정보</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor Layout Explorer %1
Shows where every element of a tensor lives.</source>
        <translation>Tensor Layout Explorer %1
텐서의 모든 요소가 어디에 있는지 보여 줍니다.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>User Guide</source>
        <translation>사용자 가이드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The user guide is not installed. It is the README and the docs folder of the source tree.</source>
        <translation>사용자 가이드가 설치되어 있지 않습니다. 가이드는 소스 트리의 README와 docs 폴더입니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tensor Layout Explorer User Guide</source>
        <translation>Tensor Layout Explorer 사용자 가이드</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Back</source>
        <translation>뒤로</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward</source>
        <translation>앞으로</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Using the window</source>
        <translation>창 사용법</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overview</source>
        <translation>개요</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The views</source>
        <translation>보기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workspace files</source>
        <translation>작업 공간 파일</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Metal layouts</source>
        <translation>Metal 레이아웃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TTNN layouts</source>
        <translation>TTNN 레이아웃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The optimizer</source>
        <translation>옵티마이저</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model JSON</source>
        <translation>모델 JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The command line</source>
        <translation>명령줄</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Benchmarks</source>
        <translation>벤치마크</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Keyboard Shortcuts</source>
        <translation>바로 가기 키</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Command</source>
        <translation>명령</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>키</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Plane: zoom in / out</source>
        <translation>평면: 확대 / 축소</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>+ / −, or the wheel</source>
        <translation>+ / − 또는 휠</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plane: fit the whole plane</source>
        <translation>평면: 전체 평면 맞추기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plane: move the cell cursor</source>
        <translation>평면: 셀 커서 이동</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Arrow keys</source>
        <translation>화살표 키</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plane: pan</source>
        <translation>평면: 화면 이동</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shift+arrow keys, or drag</source>
        <translation>Shift+화살표 키 또는 끌기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layout field: show the error&apos;s place</source>
        <translation>레이아웃 필드: 오류 위치 표시</translation>
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
        <translation>이동: 두 평면을 그 위치에 가운데 맞춤</translation>
    </message>
</context>
<context>
    <name>tle::L1Fit</name>
    <message>
        <location filename="../core/report/l1fit.cpp" line="+33"/>
        <source>%1 of %2 usable bytes (%3): fits, %4 % of the usable L1</source>
        <translation>사용 가능한 %2바이트 중 %1(%3): 들어감, 사용 가능한 L1의 %4 %</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 of %2 usable bytes (%3): does not fit, %4 times the usable L1</source>
        <translation>사용 가능한 %2바이트 중 %1(%3): 들어가지 않음, 사용 가능한 L1의 %4배</translation>
    </message>
</context>
<context>
    <name>tle::L1TimelineView</name>
    <message>
        <location filename="../widgets/model/l1timelineview.cpp" line="+114"/>
        <source>The plan&apos;s L1 reservations over the schedule show here once a model is planned</source>
        <translation>모델이 계획되면 일정에 따른 계획의 L1 예약이 여기에 표시됩니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Schedule position</source>
        <translation>스케줄 위치</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L1 per core (KiB)</source>
        <translation>코어당 L1(KiB)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Spills</source>
        <translation>스필</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reloads into L1</source>
        <translation>L1로 다시 로드</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Compiler&apos;s spill pass</source>
        <translation>컴파일러의 스필 패스</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>usable L1 %1</source>
        <translation>사용 가능 L1 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>usable L1 %1 (above)</source>
        <translation>사용 가능 L1 %1(위쪽)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>peak %1 at %2</source>
        <translation>%2에서 최대 %1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>L1 reservation of a tensor (colour: its chain)</source>
        <translation>텐서의 L1 예약(색: 소속 체인)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1: L1 per core</source>
        <translation>%1: 코어당 L1</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>%1 bytes per core, positions %2 to %3
produced by %4
read by %5</source>
        <translation>코어당 %1바이트, 위치 %2~%3
생성: %4
읽기: %5</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a function argument</source>
        <translation>함수 인수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing</source>
        <translation>없음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
chain %1</source>
        <translation>
체인 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
spilled after %1</source>
        <translation>
%1 이후 스필됨</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>
reloaded into L1 for %1</source>
        <translation>
%1을(를) 위해 L1로 다시 로드됨</translation>
    </message>
</context>
<context>
    <name>tle::LayoutDocks</name>
    <message>
        <location filename="../app/gui/layoutdocks.cpp" line="+19"/>
        <source>Details</source>
        <translation>세부 정보</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Editor</source>
        <translation>편집기</translation>
    </message>
</context>
<context>
    <name>tle::LayoutEditor</name>
    <message>
        <location filename="../widgets/layout/layouteditor.cpp" line="+22"/>
        <source>The notation the editor builds: a metal, TTNN or XLA layout</source>
        <translation>편집기가 만드는 표기법: metal, TTNN 또는 XLA 레이아웃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chooses the notation of the layout the editor&apos;s fields build. The fields below are that notation&apos;s; every edit rewrites the layout field and is one undoable step.</source>
        <translation>편집기 필드가 만드는 레이아웃의 표기법을 선택합니다. 아래 필드는 해당 표기법의 필드이며, 각 편집은 레이아웃 필드를 다시 쓰고 한 번에 실행 취소할 수 있는 단계가 됩니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Metal layout</source>
        <translation>Metal 레이아웃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TTNN layout</source>
        <translation>TTNN 레이아웃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>XLA layout</source>
        <translation>XLA 레이아웃</translation>
    </message>
</context>
<context>
    <name>tle::LayoutFactsModel</name>
    <message>
        <location filename="../widgets/common/layoutfactsmodel.cpp" line="+87"/>
        <source>none: the linear map collapses no dim intervals</source>
        <translation>없음: 선형 사상이 어떤 차원 구간도 축약하지 않음</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+32"/>
        <location line="+7"/>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>yes</source>
        <translation>예</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>아니요</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not given: the element type&apos;s size</source>
        <translation>지정 안 됨: 요소 유형의 크기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>0 (the default memory)</source>
        <translation>0(기본 메모리)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>scalar</source>
        <translation>스칼라</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Fact</source>
        <translation>항목</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>값</translation>
    </message>
</context>
<context>
    <name>tle::LayoutField</name>
    <message>
        <location filename="../app/gui/layoutfield.cpp" line="+49"/>
        <source>&amp;Layout (any notation the CLI accepts):</source>
        <translation>레이아웃(&amp;L) (CLI가 허용하는 모든 표기법):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>tensor&lt;…, #ttcore.metal_layout&lt;…&gt;&gt;</source>
        <translation>tensor&lt;…, #ttcore.metal_layout&lt;…&gt;&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A layout in any notation: metal, TTNN, XLA, or compiler output holding several</source>
        <translation>모든 표기법의 레이아웃: metal, TTNN, XLA 또는 레이아웃이 여러 개 담긴 컴파일러 출력</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paste or type a layout here: a tensor type with a #ttcore.metal_layout or #ttnn.ttnn_layout, an XLA shape such as f32[3,5]{1,0:T(2,2)}, or a snippet of compiler output (its layouts are listed to pick from). It is read after a pause in typing; an error is shown below the field and Enter moves the cursor to it.</source>
        <translation>여기에 레이아웃을 붙여 넣거나 입력하세요: #ttcore.metal_layout 또는 #ttnn.ttnn_layout이 있는 텐서 유형, f32[3,5]{1,0:T(2,2)} 같은 XLA 형태, 또는 컴파일러 출력의 일부(그 안의 레이아웃이 목록으로 표시되어 고를 수 있음). 입력을 잠시 멈추면 읽으며, 오류는 필드 아래에 표시되고 Enter를 누르면 커서가 오류 위치로 이동합니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The layout field with room for a long layout: it wraps, and reads like the one-line field after a pause in typing. Line breaks are read as spaces.</source>
        <translation>긴 레이아웃을 위한 넓은 레이아웃 필드입니다. 자동으로 줄 바꿈되며, 한 줄 필드처럼 입력을 잠시 멈추면 읽습니다. 줄 바꿈은 공백으로 읽습니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>More lines</source>
        <translation>여러 줄</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the layout on several lines, so that a long layout can be read and edited whole</source>
        <translation>긴 레이아웃 전체를 읽고 편집할 수 있도록 레이아웃을 여러 줄로 표시합니다</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Line %1, column %2: </source>
        <translation>%1행 %2열: </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Column %1: </source>
        <translation>%1열: </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Warning: %1</source>
        <translation>경고: %1</translation>
    </message>
</context>
<context>
    <name>tle::LayoutFlags</name>
    <message>
        <location filename="../core/io/layouttext/layoutflags.cpp" line="+17"/>
        <source>logical shape (dims 1 .. 2^40)</source>
        <translation>논리 형태(차원 1 .. 2^40)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>element type (f32 f16 bf16 bfp_bf8 bfp_bf4 ... i32 si32 u32 u16 u8 i1)</source>
        <translation>요소 유형(f32 f16 bf16 bfp_bf8 bfp_bf4 ... i32 si32 u32 u16 u8 i1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>grid of any rank (default 1x1); a TTNN layout&apos;s core grid is YxX</source>
        <translation>임의 랭크의 그리드(기본값 1x1). TTNN 레이아웃의 코어 그리드는 YxX</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>collapse intervals, half-open; negative endpoints count from the rank</source>
        <translation>축약 구간(반열린 구간). 음수 끝점은 랭크에서부터 셈</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>explicit seed-form map, e.g. with bumped strides (unmap of an XLA layout: the linear index)</source>
        <translation>명시적 시드 형식 맵, 예: 늘린 스트라이드 포함(XLA 레이아웃의 unmap: 선형 인덱스)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>tilize with tiles of the element type</source>
        <translation>요소 유형의 타일로 타일화</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>16x16 faces (default), or tiles stored row-major</source>
        <translation>16x16 페이스(기본값) 또는 행 우선으로 저장된 타일</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memory space (default l1)</source>
        <translation>메모리 공간(기본값 l1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>out-of-bounds value</source>
        <translation>범위 밖 값</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>selects the current form; intervals from --collapse</source>
        <translation>현재 형식 선택. 구간은 --collapse에서 지정</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a text with several layouts (an .mlir file, a snippet): the Nth (see --list)</source>
        <translation>레이아웃이 여러 개 있는 텍스트(.mlir 파일, 발췌)에서 N번째(--list 참조)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>page layout</source>
        <translation>페이지 레이아웃</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>buffer type</source>
        <translation>버퍼 유형</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memory layout</source>
        <translation>메모리 레이아웃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2-D shard shape</source>
        <translation>2-D 샤드 형태</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>shard orientation</source>
        <translation>샤드 방향</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>shard mode</source>
        <translation>샤드 모드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the user&apos;s alignment</source>
        <translation>사용자 지정 정렬</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>N-D shard shape</source>
        <translation>N-D 샤드 형태</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>how N-D shards go to cores</source>
        <translation>N-D 샤드를 코어에 배치하는 방식</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cores as inclusive (x,y) rectangles, instead of --grid</source>
        <translation>--grid 대신 양 끝을 포함하는 (x,y) 직사각형으로 지정한 코어</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the device&apos;s worker grid</source>
        <translation>장치의 워커 그리드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the device&apos;s DRAM banks</source>
        <translation>장치의 DRAM 뱅크</translation>
    </message>
</context>
<context>
    <name>tle::LayoutPicker</name>
    <message>
        <location filename="../widgets/layout/layoutpicker.cpp" line="+26"/>
        <source>Choose a layout…</source>
        <translation>레이아웃 선택…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hide the list of layouts</source>
        <translation>레이아웃 목록 숨기기</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Layouts in %1 (%2):</source>
        <translation>%1의 레이아웃(&amp;L) (%2):</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1. line %2: %3</source>
        <translation>%1. %2행: %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (used %1 times)</source>
        <translation> (%1회 사용)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (no tensor type: shape not given)</source>
        <translation> (텐서 유형 없음: 형태 미지정)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (alias not defined in the text)</source>
        <translation> (텍스트에 정의되지 않은 별칭)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>layout %1 of %2, line %3, column %4</source>
        <translation>레이아웃 %1/%2, %3행 %4열</translation>
    </message>
</context>
<context>
    <name>tle::LayoutView</name>
    <message>
        <location filename="../widgets/layout/layoutview.cpp" line="+23"/>
        <source>The tensor %1 has no elements: there is nothing to draw.</source>
        <translation>텐서 %1에 요소가 없어 그릴 것이 없습니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No layout yet. Paste one into the Layout field above (any notation the CLI accepts), open a layout or model file with File &gt; Open (Ctrl+O) or by dropping it on the window, or pick one from the Samples menu.</source>
        <translation>아직 레이아웃이 없습니다. 위의 레이아웃 필드에 붙여 넣거나(CLI가 허용하는 모든 표기법), 파일 &gt; 열기(Ctrl+O)로 또는 창에 끌어 놓아 레이아웃이나 모델 파일을 열거나, 예제 메뉴에서 하나를 고르세요.</translation>
    </message>
</context>
<context>
    <name>tle::MainWindow</name>
    <message>
        <location filename="../document/layoutdocument.cpp" line="+51"/>
        <source>layout change</source>
        <translation>레이아웃 변경</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="+81"/>
        <source>Tensor Layout Explorer</source>
        <translation>Tensor Layout Explorer</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Showing %1</source>
        <translation>%1 표시 중</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>La&amp;yout</source>
        <translation>레이아웃(&amp;Y)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>M&amp;odel</source>
        <translation>모델(&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Run</source>
        <translation>실행(&amp;R)</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Opened %1</source>
        <translation>%1 열림</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opened %1; stored pins that no longer apply: %2</source>
        <translation>%1 열림. 더 이상 적용되지 않는 저장된 고정: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The pins could not be saved to %1</source>
        <translation>고정을 %1에 저장할 수 없습니다</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Paste a layout, open a file (Ctrl+O) or pick a sample to begin</source>
        <translation>시작하려면 레이아웃을 붙여 넣거나, 파일을 열거나(Ctrl+O), 예제를 고르세요</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open &amp;Recent</source>
        <translation>최근 파일(&amp;R)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Open &amp;Workspace…</source>
        <translation>작업 공간 열기(&amp;W)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show a saved workspace: its layout or model, view, zoom, slice and selection</source>
        <translation>저장된 작업 공간 표시: 레이아웃 또는 모델, 보기, 확대/축소, 슬라이스, 선택 항목</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save Workspace…</source>
        <translation>작업 공간 저장(&amp;S)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save the layout or model, view, zoom, slice and selection to a workspace file</source>
        <translation>레이아웃 또는 모델, 보기, 확대/축소, 슬라이스, 선택 항목을 작업 공간 파일에 저장합니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>끝내기(&amp;Q)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Samples</source>
        <translation>예제(&amp;S)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>There is no op %1 in this run</source>
        <translation>이 실행에 연산 %1이(가) 없습니다</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>There is no layout %1 to show (%2 listed)</source>
        <translation>표시할 레이아웃 %1이(가) 없습니다(%2개 나열됨)</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Cannot open %1: a NUL byte at line %2, column %3 (is this a binary file?)</source>
        <translation>%1을(를) 열 수 없습니다: %2행 %3열에 NUL 바이트가 있습니다(바이너리 파일입니까?)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>the dropped text</source>
        <translation>끌어 놓은 텍스트</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the pasted text</source>
        <translation>붙여 넣은 텍스트</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a core needs %1 of L1 for this layout, more than the %2 a tensor may use on %3: it cannot be allocated in L1</source>
        <translation>이 레이아웃에는 코어당 L1 %1이(가) 필요하며, 이는 %3에서 텐서가 쓸 수 있는 %2보다 많으므로 L1에 할당할 수 없습니다</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Open</source>
        <translation>열기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layouts, models and runs (*.mlir *.txt *.layout *.json *.csv *.sqlite *.db);;All files (*)</source>
        <translation>레이아웃, 모델 및 실행 기록 (*.mlir *.txt *.layout *.json *.csv *.sqlite *.db);;모든 파일 (*)</translation>
    </message>
    <message>
        <location line="-319"/>
        <source>&amp;Open…</source>
        <translation>열기(&amp;O)…</translation>
    </message>
    <message>
        <location line="+145"/>
        <location line="+34"/>
        <source>Cannot open %1: %2</source>
        <translation>%1을(를) 열 수 없음: %2</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Loaded %1</source>
        <translation>%1 불러옴</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>Layout parsed: %1</source>
        <translation>레이아웃 구문 분석됨: %1</translation>
    </message>
    <message>
        <location line="-179"/>
        <source>There is no model to select an op in.</source>
        <translation>연산을 선택할 모델이 없습니다.</translation>
    </message>
    <message>
        <location line="-176"/>
        <source>Opened the run %1</source>
        <translation>실행 기록 %1 열림</translation>
    </message>
    <message>
        <location line="+179"/>
        <source>There is no op %1 in this function</source>
        <translation>이 함수에 연산 %1이(가) 없습니다</translation>
    </message>
    <message>
        <location line="+186"/>
        <source>Preparing the views</source>
        <translation>보기 준비 중</translation>
    </message>
</context>
<context>
    <name>tle::MappingView</name>
    <message>
        <location filename="../widgets/layout/mappingview.cpp" line="+41"/>
        <source>Slice of the leading dims:</source>
        <translation>앞쪽 차원의 슬라이스:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Go to element or core…</source>
        <translation>요소 또는 코어로 이동…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An element index such as &quot;3, 5&quot;, or a unit such as &quot;core (1, 2)&quot; or &quot;bank 3&quot;; Enter centres both planes on it</source>
        <translation>&quot;3, 5&quot; 같은 요소 인덱스 또는 &quot;core (1, 2)&quot;나 &quot;bank 3&quot; 같은 단위. Enter를 누르면 두 평면이 그 위치를 가운데에 맞춥니다</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Lock zoom</source>
        <translation>배율 고정</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show both planes at the same scale, so that a cell has the same size in each</source>
        <translation>두 평면을 같은 배율로 표시하여 셀이 양쪽에서 같은 크기가 되게 합니다</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Numbers</source>
        <translation>번호</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Number the cells by storage order (their offset in their unit) once they are large enough to hold the number</source>
        <translation>셀이 번호를 담을 만큼 커지면 저장 순서(단위 안의 오프셋)로 셀에 번호를 매깁니다</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Summary</source>
        <translation>요약</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw the physical plane as its units, each filled as strongly as it holds data, instead of cell by cell: for planes far too large and sparse for their cells to show</source>
        <translation>물리 평면을 셀 단위가 아니라 유닛 단위로 그리고, 각 유닛을 데이터 비율만큼 진하게 채웁니다: 셀이 보이지 않을 만큼 크고 희소한 평면용</translation>
    </message>
    <message>
        <location line="+96"/>
        <source> — summary: each unit as strong as its share of data</source>
        <translation> — 요약: 각 유닛의 진하기는 데이터 비율</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Physical: %1 (%2 x %3)</source>
        <translation>물리: %1 (%2 x %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Physical: no 2-D physical space (N-D sharding)</source>
        <translation>물리: 2-D 물리 공간 없음(N-D 샤딩)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>There is no layout to go to a place in.</source>
        <translation>위치로 이동할 레이아웃이 없습니다.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Go to: %1</source>
        <translation>이동: %1</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 holds no part of the physical plane</source>
        <translation>%1은(는) 물리 평면의 어떤 부분도 갖고 있지 않습니다</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 banks: hue by bank, light and dark alternate</source>
        <translation>뱅크 %1개: 뱅크별 색상, 밝고 어두움이 번갈아 표시</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 x %2 cores of a %3-D grid, its leading dims folded into rows, written by grid position: hue by column, light and dark alternate</source>
        <translation>%3차원 그리드의 코어 %1 x %2개 (앞쪽 차원을 행으로 접음, 그리드 위치로 표기): 열별 색상, 밝고 어두움이 번갈아 표시</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 x %2 cores, written (y, x): hue by column x, light and dark alternate</source>
        <translation>코어 %1 x %2개, (y, x)로 표기: 열 x별 색상, 밝고 어두움이 번갈아 표시</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Index of dim %1</source>
        <translation>차원 %1의 인덱스</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Logical: %1</source>
        <translation>논리: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, slice [%1, :, :], in full colour in the physical plane</source>
        <translation>, 슬라이스 [%1, :, :] (물리 평면에서 진한 색으로 표시)</translation>
    </message>
    <message>
        <location line="+174"/>
        <source>Physical (%1, %2): %3 on %4</source>
        <translation>물리 (%1, %2): %4의 %3</translation>
    </message>
</context>
<context>
    <name>tle::MeshView</name>
    <message>
        <location filename="../widgets/layout/meshview.cpp" line="+52"/>
        <source>M&amp;esh:</source>
        <translation>메시(&amp;E):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Placements:</source>
        <translation>배치(&amp;P):</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Open a layout to distribute its tensor over a mesh.</source>
        <translation>레이아웃을 열어 텐서를 메시에 분배하세요.</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>device (%1): holds nothing (%2)</source>
        <translation>장치 (%1): 비어 있음(%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>device (%1): %2 elements, slice %3, replica group %4</source>
        <translation>장치 (%1): 요소 %2개, 슬라이스 %3, 복제 그룹 %4</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>device (%1)
%2
%3</source>
        <translation>장치 (%1)
%2
%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>device (%1)
holds nothing</source>
        <translation>장치 (%1)
비어 있음</translation>
    </message>
</context>
<context>
    <name>tle::MetalEditorPage</name>
    <message>
        <location filename="../widgets/layout/metaleditorpage.cpp" line="+28"/>
        <source>Logical shape</source>
        <translation>논리 형태</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Element type</source>
        <translation>요소 유형</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grid</source>
        <translation>그리드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collapse intervals</source>
        <translation>축약 구간</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Linear map (seed form)</source>
        <translation>선형 맵(시드 형식)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty: collapse by the intervals</source>
        <translation>비우면: 구간으로 축약</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tile</source>
        <translation>타일</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty: scalar layout; 32x32 for tiles</source>
        <translation>비우면: 스칼라 레이아웃, 타일은 32x32</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In-tile order</source>
        <translation>타일 내 순서</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dim alignments (current form)</source>
        <translation>차원 정렬(현재 형식)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty: seed form</source>
        <translation>비우면: 시드 형식</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory space</source>
        <translation>메모리 공간</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Add a grid dim</source>
        <translation>그리드 차원 추가</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adds a dim to the core grid: metal grids may have any rank.</source>
        <translation>코어 그리드에 차원을 추가합니다. metal 그리드는 랭크 제한이 없습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove the last grid dim</source>
        <translation>마지막 그리드 차원 제거</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removes the core grid&apos;s last dim.</source>
        <translation>코어 그리드의 마지막 차원을 제거합니다.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>From dim</source>
        <translation>시작 차원</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>To dim (exclusive)</source>
        <translation>끝 차원(미포함)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Add interval</source>
        <translation>구간 추가</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove interval</source>
        <translation>구간 제거</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a collapse interval [0, -1): edit its ends in the table</source>
        <translation>축약 구간 [0, -1)을 추가합니다. 양 끝은 표에서 편집하세요</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove the selected collapse interval (the last one when none is selected)</source>
        <translation>선택한 축약 구간을 제거합니다(선택이 없으면 마지막 구간)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Grid dim %1</source>
        <translation>그리드 차원 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cores along grid dim %1</source>
        <translation>그리드 차원 %1 방향의 코어 수</translation>
    </message>
</context>
<context>
    <name>tle::ModelDocument</name>
    <message>
        <location filename="../document/modeldocument.cpp" line="+50"/>
        <source>Cannot read the decision trace: %1</source>
        <translation>결정 트레이스를 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The decision trace %1 is of no function of this model</source>
        <translation>결정 트레이스 %1은(는) 이 모델의 어떤 함수에도 속하지 않습니다</translation>
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
        <translation>정책 %1 실패: %2</translation>
    </message>
    <message>
        <location line="-371"/>
        <source>Reading %1</source>
        <translation>%1 읽는 중</translation>
    </message>
    <message>
        <location line="+165"/>
        <source>Cannot read the device file %1: %2</source>
        <translation>장치 파일 %1을(를) 읽을 수 없음: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Device file %1: %2</source>
        <translation>장치 파일 %1: %2</translation>
    </message>
    <message>
        <location line="+63"/>
        <location line="+147"/>
        <source>Planning with %1</source>
        <translation>%1(으)로 계획 중</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>No plan is on show.</source>
        <translation>표시 중인 계획이 없습니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The change has no TTNN form: %1</source>
        <translation>이 변경에는 TTNN 형식이 없습니다: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The plan does not spill this tensor.</source>
        <translation>이 계획은 이 텐서를 스필하지 않습니다.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The plan does not reshard this tensor.</source>
        <translation>이 계획은 이 텐서를 리샤드하지 않습니다.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 unpinned</source>
        <translation>%1 (고정 없음)</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Pins not applied: %1</source>
        <translation>적용되지 않은 고정: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot pin %1 to %2: %3</source>
        <translation>%1을(를) %2(으)로 고정할 수 없음: %3</translation>
    </message>
</context>
<context>
    <name>tle::ModelPins</name>
    <message>
        <location filename="../document/modelpins.cpp" line="+78"/>
        <source>Unpin %1</source>
        <translation>%1 고정 해제</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pin %1 to %2</source>
        <translation>%1을(를) %2(으)로 고정</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>column %1: %2</source>
        <translation>%1열: %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>no such op</source>
        <translation>해당 연산 없음</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Remove All Pins</source>
        <translation>모든 고정 제거</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1: no such op any more</source>
        <translation>%1: 더 이상 없는 연산</translation>
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
        <translation>취소</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show &amp;Output Layout</source>
        <translation>출력 레이아웃 표시(&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the selected op&apos;s output tensor in the layout views (double-click a row)</source>
        <translation>선택한 연산의 출력 텐서를 레이아웃 보기에서 엽니다(행을 두 번 클릭)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows where every element of the selected op&apos;s output lives: its planned layout opens in the layout workspace. View &gt; Back returns to the op.</source>
        <translation>선택한 연산 출력의 모든 요소가 어디에 있는지 보여 줍니다. 계획된 레이아웃이 레이아웃 작업 공간에서 열립니다. 보기 &gt; 뒤로를 누르면 연산으로 돌아갑니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Pin</source>
        <translation>고정(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pin the selected op&apos;s output layout and replan around it (also the table&apos;s context menu)</source>
        <translation>선택한 연산의 출력 레이아웃을 고정하고 그에 맞춰 다시 계획합니다(표의 상황에 맞는 메뉴에도 있음)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Filter ops by name, kind or layout</source>
        <translation>이름, 종류, 레이아웃으로 연산 필터링</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show only the ops whose name, kind or planned layout contains this text</source>
        <translation>이름, 종류 또는 계획된 레이아웃에 이 텍스트가 포함된 연산만 표시합니다</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>&amp;Why</source>
        <translation>이유(&amp;W)</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>&amp;Maximise Pane</source>
        <translation>패널 최대화(&amp;M)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Give the pane with the keyboard focus the whole workspace, and back</source>
        <translation>키보드 포커스가 있는 패널이 작업 공간 전체를 차지하게 하거나 원래대로 되돌립니다</translation>
    </message>
    <message>
        <location line="+156"/>
        <source>Planning with %1 cancelled; choose a policy to plan again</source>
        <translation>%1(으)로 계획하기가 취소됨. 다시 계획하려면 정책을 선택하세요</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>The chain graph could not be laid out: %1</source>
        <translation>체인 그래프를 배치할 수 없음: %1</translation>
    </message>
    <message>
        <location line="-279"/>
        <source>compiler&apos;s spill pass: %1, L1 %2 -&gt; %3 bytes per core</source>
        <translation>컴파일러의 스필 패스: %1, 코어당 L1 %2 -&gt; %3바이트</translation>
    </message>
    <message>
        <location line="+293"/>
        <source>Planning with %1…</source>
        <translation>%1(으)로 계획 중…</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Second &amp;Opinion (%1)</source>
        <translation>세컨드 오피니언(&amp;O) (%1)</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Laying out the chain graph…</source>
        <translation>체인 그래프 배치 중…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Laying out the chain graph</source>
        <translation>체인 그래프 배치 중</translation>
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
        <translation>DRAM 뱅크 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>core (%1, %2)</source>
        <translation>코어 (%1, %2)</translation>
    </message>
    <message>
        <location line="+159"/>
        <source>D%1</source>
        <translation>D%1</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>link load, 0 to %1; cores by bytes sent and received</source>
        <translation>링크 부하 0 ~ %1, 코어는 송수신 바이트</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>link load</source>
        <translation>링크 부하</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>NoC 0: east, then south (right of and below the routers) · NoC 1: north, then west (left and above) · arrows: the busiest links · cores by logical (y, x) · Dn: DRAM bank n</source>
        <translation>NoC 0: 동쪽, 다음 남쪽(라우터 오른쪽과 아래) · NoC 1: 북쪽, 다음 서쪽(왼쪽과 위) · 화살표: 가장 붐비는 링크 · 코어는 논리 (y, x) · Dn: DRAM 뱅크 n</translation>
    </message>
    <message numerus="yes">
        <location line="+58"/>
        <source>%1 to %2 on NoC %3 (%n call(s))</source>
        <translation>
            <numerusform>%2(으)로 %1 (NoC %3, 호출 %n회)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 from %2 on NoC %3 (%n call(s))</source>
        <translation>
            <numerusform>%2에서 %1 (NoC %3, 호출 %n회)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Router (%1, %2) at NoC0 coordinates</source>
        <translation>라우터 (%1, %2) (NoC0 좌표)</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <location line="+36"/>
        <source>and %n more</source>
        <translation>
            <numerusform>외 %n개</numerusform>
        </translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Sends:</source>
        <translation>송신:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Receives:</source>
        <translation>수신:</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 from %2 to %3</source>
        <translation>%2에서 %3(으)로 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Link (%1, %2) -&gt; (%3, %4) on NoC %5: %6</source>
        <translation>링크 (%1, %2) -&gt; (%3, %4), NoC %5: %6</translation>
    </message>
</context>
<context>
    <name>tle::OpTableModel</name>
    <message>
        <location filename="../widgets/model/optablemodel.cpp" line="+127"/>
        <source>%1 (pinned)</source>
        <translation>%1 (고정됨)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1
pinned to %2</source>
        <translation>%1
%2(으)로 고정됨</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Op</source>
        <translation>연산</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation>종류</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shape</source>
        <translation>형태</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type</source>
        <translation>유형</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layout</source>
        <translation>레이아웃</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shard</source>
        <translation>샤드</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L1 per core</source>
        <translation>코어당 L1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time (µs)</source>
        <translation>시간(µs)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chain</source>
        <translation>체인</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reshards and spills</source>
        <translation>리샤드 및 스필</translation>
    </message>
</context>
<context>
    <name>tle::Padding</name>
    <message>
        <location filename="../widgets/common/unitpalette.cpp" line="+117"/>
        <source>grid padding</source>
        <translation>그리드 패딩</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tile padding</source>
        <translation>타일 패딩</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stride padding</source>
        <translation>스트라이드 패딩</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>alignment padding</source>
        <translation>정렬 패딩</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>page padding</source>
        <translation>페이지 패딩</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>data</source>
        <translation>데이터</translation>
    </message>
</context>
<context>
    <name>tle::PaddingReasons</name>
    <message>
        <location filename="../core/report/message.cpp" line="+27"/>
        <source>rows</source>
        <translation>행</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>row</source>
        <translation>행</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>columns</source>
        <translation>열</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>column</source>
        <translation>열</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>indices of dim %1</source>
        <translation>차원 %1의 인덱스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>index of dim %1</source>
        <translation>차원 %1의 인덱스</translation>
    </message>
    <message>
        <location filename="../core/report/paddingreason.cpp" line="+51"/>
        <source>%1: dim %2 spans %3 %4, aligned up to %5; %6 %7 is padding</source>
        <translation>%1: 차원 %2은(는) %3 %4에 걸치고 %5(으)로 올림된다. %6 %7은(는) 패딩</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: dim %2 spans %3 x %4 = %5 %6, aligned up to %7; %8 %9 is padding</source>
        <translation>%1: 차원 %2은(는) %3 x %4 = %5 %6에 걸치고 %7(으)로 올림된다. %8 %9은(는) 패딩</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: dim %2 spans %3 %4, but each index of dim %5 takes %6; %7 %8 is %7 %9 of its block, past %10</source>
        <translation>%1: 차원 %2은(는) %3 %4에 걸치지만 차원 %5의 각 인덱스는 %6을(를) 차지한다. %7 %8은(는) 블록의 %7 %9(으)로 %10을(를) 넘는다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: dim %2 spans %3 x %4 = %5 %6, but each index of dim %7 takes %8; %9 %10 is %9 %11 of its block, past %12</source>
        <translation>%1: 차원 %2은(는) %3 x %4 = %5 %6에 걸치지만 차원 %7의 각 인덱스는 %8을(를) 차지한다. %9 %10은(는) 블록의 %9 %11(으)로 %12을(를) 넘는다</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>grid padding: the %1 %2 fill %3 shard %4 of %5 %2 (%6 allocated); %7 %8 is padding</source>
        <translation>그리드 패딩: %1 %2이(가) %5 %2짜리 샤드 %4 %3개를 채운다(%6 할당). %7 %8은(는) 패딩</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: each %2x%3 shard holds %4x%5 of data; shard %6 %7 is padding</source>
        <translation>%1: 각 %2x%3 샤드는 %4x%5의 데이터를 담는다. 샤드의 %6 %7은(는) 패딩</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: no element of %2 maps to row %3, column %4 under %5</source>
        <translation>%1: %2의 어떤 요소도 %5에서 %3행 %4열로 매핑되지 않는다</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>tile padding: T%1 rounds dim %2 of %3 from %4 up to a multiple of %5 = %6; index %7 is padding</source>
        <translation>타일 패딩: T%1은(는) %3의 차원 %2을(를) %4에서 %5의 배수 %6(으)로 올림한다. 인덱스 %7은(는) 패딩</translation>
    </message>
    <message>
        <location filename="../core/report/metaldescribe.cpp" line="+110"/>
        <source>alignment padding: dim %1 of size %2 is aligned up to a multiple of %3 = %4; index %5 is padding (physical %6 %7)</source>
        <translation>정렬 패딩: 크기 %2인 차원 %1은(는) %3의 배수 %4(으)로 올림된다. 인덱스 %5은(는) 패딩(물리 %6 %7)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>grid padding: %1 %2 over %3 cores = %4 %2 each, %5 allocated; %6 %7 is padding</source>
        <translation>그리드 패딩: %1 %2을(를) 코어 %3개로 나누면 각 %4 %2, 할당 %5. %6 %7은(는) 패딩</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>tile padding: the %1 shard is stored in whole %2x%3 tiles, %4 allocated; shard %5 %6 is padding</source>
        <translation>타일 패딩: 샤드 %1은(는) 온전한 %2x%3 타일로 저장되며 할당은 %4. 샤드의 %5 %6은(는) 패딩</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>alignment padding: the logical dims %1 are aligned up to %2 before they collapse, which gives the %3 space</source>
        <translation>정렬 패딩: 논리 차원 %1은(는) 접기 전에 %2(으)로 올림되어 %3 공간이 된다</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>stride padding: the map %1 places the logical %2 in a %3 space with gaps; no element maps to this slot</source>
        <translation>스트라이드 패딩: 매핑 %1은(는) 논리 %2을(를) 틈이 있는 %3 공간에 놓는다. 이 슬롯에 매핑되는 요소는 없다</translation>
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
        <translation>텐서를 생성하는 연산을 선택하세요</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Pin to %1</source>
        <translation>%1(으)로 고정</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pin Layout…</source>
        <translation>레이아웃 고정…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pin Output Layout</source>
        <translation>출력 레이아웃 고정</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output layout of %1, any of: a shard grid (8x1), l1 or dram, interleaved, height_sharded, width_sharded or block_sharded, tile or row_major, separated by colons</source>
        <translation>%1의 출력 레이아웃. 샤드 그리드(8x1), l1 또는 dram, interleaved, height_sharded, width_sharded 또는 block_sharded, tile 또는 row_major 중 원하는 항목을 콜론으로 구분하여 입력</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Remove Pin</source>
        <translation>고정 제거</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove All Pins</source>
        <translation>모든 고정 제거</translation>
    </message>
</context>
<context>
    <name>tle::PlaceHistory</name>
    <message>
        <location filename="../app/gui/placehistory.cpp" line="+16"/>
        <source>&amp;Back</source>
        <translation>뒤로(&amp;B)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Forward</source>
        <translation>앞으로(&amp;F)</translation>
    </message>
</context>
<context>
    <name>tle::PlaceValues</name>
    <message>
        <location filename="../core/report/metaldescribe.cpp" line="+9"/>
        <source>outside the collapsed space (tile padding)</source>
        <translation>접힌 공간 밖(타일 패딩)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>none (the tile has no faces)</source>
        <translation>없음(타일에 페이스가 없음)</translation>
    </message>
    <message>
        <location filename="../core/report/reportformat.cpp" line="+31"/>
        <source>padding (cause: %1)</source>
        <translation>패딩(원인: %1)</translation>
    </message>
</context>
<context>
    <name>tle::PlanCaption</name>
    <message>
        <location filename="../widgets/model/plancaption.cpp" line="+22"/>
        <source>%1: %2 µs estimated, %3, %4, %5 DRAM traffic, L1 peak %6 per core</source>
        <translation>%1: 예상 %2 µs, %3, %4, DRAM 트래픽 %5, 코어당 L1 최대 %6</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln reshards</source>
        <translation>
            <numerusform>리샤드 %Ln회</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln spills</source>
        <translation>
            <numerusform>스필 %Ln회</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tle::PlanChoiceBar</name>
    <message>
        <location filename="../widgets/model/planchoicebar.cpp" line="+44"/>
        <source>No model</source>
        <translation>모델 없음</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The function of the model whose plan is shown</source>
        <translation>계획이 표시되는 모델의 함수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The memory-layout policy that plans the model (the CLI&apos;s optimize --policy)</source>
        <translation>모델을 계획하는 메모리 레이아웃 정책(CLI의 optimize --policy)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare the plan with another policy&apos;s, with the plan without pins, or with every policy</source>
        <translation>계획을 다른 정책의 계획, 고정 없는 계획 또는 모든 정책과 비교합니다</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>(none)</source>
        <translation>(없음)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(this policy, unpinned)</source>
        <translation>(이 정책, 고정 없음)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The plan of the same policy without your pins: what the pins changed</source>
        <translation>같은 정책에서 고정을 뺀 계획: 고정으로 바뀐 내용을 보여 줍니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(all policies)</source>
        <translation>(모든 정책)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every other policy&apos;s metrics in one table</source>
        <translation>다른 모든 정책의 지표를 한 표에 표시</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Function:</source>
        <translation>함수(&amp;F):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Policy:</source>
        <translation>정책(&amp;P):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Co&amp;mpare with:</source>
        <translation>비교 대상(&amp;M):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Device:</source>
        <translation>장치(&amp;D):</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The layouts the model states, with the same metrics</source>
        <translation>모델에 명시된 레이아웃(같은 지표로 표시)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The layouts the model states with only the farthest-last-use spill pass run over them</source>
        <translation>farthest-last-use 스필 패스만 실행한, 모델에 명시된 레이아웃</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tt-mlir&apos;s own choices, read from its optimizer&apos;s decision trace</source>
        <translation>옵티마이저의 결정 트레이스에서 읽은 tt-mlir 자체의 선택</translation>
    </message>
</context>
<context>
    <name>tle::PlanCompareTable</name>
    <message>
        <location filename="../widgets/model/plancomparetable.cpp" line="+50"/>
        <source>ops laid out differently</source>
        <translation>레이아웃이 다른 연산</translation>
    </message>
</context>
<context>
    <name>tle::PlaneNames</name>
    <message>
        <location filename="../core/view/layoutprobe.cpp" line="+106"/>
        <source>collapsed space, rounded up to the grid</source>
        <translation>축약 공간, 그리드에 맞춰 올림</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>collapsed space by the grid, each shard rounded up to whole tiles</source>
        <translation>그리드별 축약 공간, 각 샤드를 타일 단위로 올림</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>physical 2-D shape, rounded up to whole shards</source>
        <translation>물리 2-D 형태, 샤드 단위로 올림</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>physical 2-D shape</source>
        <translation>물리 2-D 형태</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>linear memory order, one row per row of the first tile as the later tiles interleave it</source>
        <translation>선형 메모리 순서, 뒤의 타일이 끼워 넣은 첫 타일의 행마다 한 행</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>linear memory order, one row per innermost tiled run</source>
        <translation>선형 메모리 순서, 가장 안쪽 타일 연속 구간마다 한 행</translation>
    </message>
</context>
<context>
    <name>tle::PlanePainter</name>
    <message>
        <location filename="../widgets/layout/planepainter.cpp" line="+74"/>
        <source> — wrapped: %1 rows shown as %2 bands of %3 rows, left to right</source>
        <translation> — 줄바꿈: %1행을 %3행씩 %2개 띠로 왼쪽에서 오른쪽으로 표시</translation>
    </message>
</context>
<context>
    <name>tle::PlaneSummary</name>
    <message>
        <location filename="../widgets/layout/planesummary.cpp" line="+223"/>
        <source>The units take turns every few rows: each drawn once, at its grid place</source>
        <translation>유닛이 몇 행마다 번갈아 나타납니다: 각 유닛을 그리드 위치에 한 번씩 그림</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1: %2 % data</source>
        <translation>%1: 데이터 %2 %</translation>
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
        <translation>메뉴 지우기(&amp;C)</translation>
    </message>
</context>
<context>
    <name>tle::Remarks</name>
    <message>
        <location filename="../core/report/explainreport.cpp" line="+56"/>
        <source>the chain ends here, so its last output goes to DRAM (seed 002, spillEndToDRAM)</source>
        <translation>체인이 여기서 끝나므로 마지막 출력은 DRAM으로 간다(seed 002, spillEndToDRAM)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a sharded concat writes its output to DRAM right after it (seed 002 §4.1.2)</source>
        <translation>샤딩된 concat은 실행 직후 출력을 DRAM에 쓴다(seed 002 §4.1.2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a forked output stays in L1, interleaved, until its last consumer (seed 002 §4.1.5)</source>
        <translation>분기되는 출력은 마지막 소비자까지 L1에 인터리브로 남는다(seed 002 §4.1.5)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>L1 was full: upstream&apos;s greedy pass evicts the tensor whose last use is farthest away; later readers get it back from DRAM in the layout they were planned to read</source>
        <translation>L1이 가득 참: 업스트림의 그리디 패스는 마지막 사용이 가장 먼 텐서를 축출한다. 이후 읽는 연산은 계획된 읽기 레이아웃으로 DRAM에서 다시 가져온다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>L1 was full: the minimum-cost spill plan evicts this tensor here</source>
        <translation>L1이 가득 참: 최소 비용 스필 계획이 여기서 이 텐서를 축출한다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>enough L1 was free but in no contiguous slot for the next output: upstream&apos;s pass evicts the tensor whose last use is farthest away</source>
        <translation>L1 여유 공간은 충분했지만 다음 출력을 위한 연속 슬롯이 없음: 업스트림 패스는 마지막 사용이 가장 먼 텐서를 축출한다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the op&apos;s circular buffers (plus a cushion of 10% of L1) grow up from address 0 into this tensor&apos;s slot, so upstream&apos;s pass evicts it</source>
        <translation>연산의 순환 버퍼(L1의 10% 여유분 포함)가 주소 0부터 위로 자라 이 텐서의 슬롯을 침범하므로 업스트림 패스가 이 텐서를 축출한다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the op did not fit its L1 with the tensors already held: upstream&apos;s pass evicts the one whose last use is farthest away until it does</source>
        <translation>이미 보유한 텐서와 함께는 연산이 L1에 들어가지 않음: 업스트림 패스는 들어갈 때까지 마지막 사용이 가장 먼 텐서를 축출한다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the next op has no op model, so upstream&apos;s pass cannot check its L1 and spills every tensor held in L1 before it</source>
        <translation>다음 연산에는 연산 모델이 없어 업스트림 패스가 그 L1을 검사할 수 없으므로, 그 앞에서 L1에 있는 모든 텐서를 내보낸다</translation>
    </message>
    <message>
        <location line="+51"/>
        <location line="+36"/>
        <source>at its last op: the next op could not join it</source>
        <translation>마지막 연산에서: 다음 연산이 체인에 합류하지 못했다</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>at %1: the next op, %2, is not a shardable op kind, so it stays in DRAM</source>
        <translation>%1에서: 다음 연산 %2은(는) 샤딩할 수 있는 연산 종류가 아니므로 출력은 DRAM에 남는다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>at %1: the next op, %2, has no legal sharded layout</source>
        <translation>%1에서: 다음 연산 %2에는 허용되는 샤딩 레이아웃이 없다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>at %1: its output has %2 uses, and a chain goes on only through an op with exactly one</source>
        <translation>%1에서: 출력이 %2회 사용되는데, 체인은 출력이 정확히 한 번 사용되는 연산을 통해서만 이어진다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>at %1: the next op, %2, does not take it as operand 0, and a chain runs through operand 0 only</source>
        <translation>%1에서: 다음 연산 %2은(는) 이 출력을 피연산자 0으로 받지 않는데, 체인은 피연산자 0을 통해서만 이어진다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>at %1: it is the last op of the schedule</source>
        <translation>%1에서: 스케줄의 마지막 연산이다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>at %1: a concat forms an L1 chain of its own (seed 002 §4.1.6)</source>
        <translation>%1에서: concat은 자체 L1 체인을 이룬다(seed 002 §4.1.6)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at %1: the next op, %2, is a concat, which forms an L1 chain of its own (seed 002 §4.1.6)</source>
        <translation>%1에서: 다음 연산 %2은(는) concat이며, concat은 자체 L1 체인을 이룬다(seed 002 §4.1.6)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 of %2: %3 transactions of %4 B, over no link: %5 us</source>
        <translation>%2의 %1: %4 B 트랜잭션 %3개, 링크 없음: %5 us</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2: %3 transactions of %4 B, busiest link %5 on NoC %6 with %7: %8 us</source>
        <translation>%2의 %1: %4 B 트랜잭션 %3개, 가장 붐비는 링크 %5 (NoC %6, %7): %8 us</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>reshard</source>
        <translation>리샤드</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>spill</source>
        <translation>스필</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No layout: the op has no tensor result.</source>
        <translation>레이아웃 없음: 이 연산에는 텐서 결과가 없다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chose %1: %2.</source>
        <translation>%1을(를) 선택했다: %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chose %1.</source>
        <translation>%1을(를) 선택했다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Its L1 chain %1 holds this op alone and ended %2.</source>
        <translation>이 연산의 L1 체인 %1은(는) 이 연산 하나뿐이며 다음 지점에서 끝났다. %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its L1 chain %1 (%2 ops, %3 to %4) ended %5.</source>
        <translation>이 연산의 L1 체인 %1(연산 %2개, %3부터 %4까지)은(는) 다음 지점에서 끝났다. %5.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is in no L1 chain: the policy considered no L1 layout for it.</source>
        <translation>L1 체인에 속하지 않는다: 정책이 이 연산에 대해 L1 레이아웃을 고려하지 않았다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 spills to %2 after %3: %4.</source>
        <translation>%1은(는) %3 이후 %2(으)로 스필된다: %4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The %1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../core/report/remarktext.cpp" line="+19"/>
        <source>%1: the op model cannot validate this op, so it stays in DRAM</source>
        <translation>%1: 연산 모델이 이 연산을 검증할 수 없어 DRAM에 남는다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 needs %2 bytes of L1 per core (%3 for circular buffers, %4 for tensors) but the budget is %5</source>
        <translation>%1에는 코어당 L1 %2바이트(순환 버퍼 %3, 텐서 %4)가 필요하지만 예산은 %5</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>eltwise: sharded inputs must be sharded alike</source>
        <translation>eltwise: 샤딩된 입력은 모두 같은 방식으로 샤딩되어야 한다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>eltwise: a sharded input (%1) produces its own sharding, not %2</source>
        <translation>eltwise: 샤딩된 입력(%1)은 %2이(가) 아닌 자체 샤딩의 출력을 만든다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>eltwise: a sharded input produces a sharded output</source>
        <translation>eltwise: 샤딩된 입력은 샤딩된 출력을 만든다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>matmul: inputs must be tiled</source>
        <translation>matmul: 입력은 타일화되어야 한다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>matmul: the weight operand must be interleaved</source>
        <translation>matmul: 가중치 피연산자는 인터리브여야 한다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>matmul: a %1 activation needs a %1 output</source>
        <translation>matmul: %1 활성화에는 %1 출력이 필요하다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>conv2d: width-sharded outputs are not supported</source>
        <translation>conv2d: width-sharded 출력은 지원되지 않는다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>conv2d: the weight operand must be interleaved</source>
        <translation>conv2d: 가중치 피연산자는 인터리브여야 한다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: rows must stay whole on a core; %2 splits them</source>
        <translation>%1: 행은 한 코어에 온전히 있어야 하지만 %2은(는) 행을 나눈다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the output keeps the input&apos;s sharding</source>
        <translation>%1: 출력은 입력의 샤딩을 유지한다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concat: only the last two dims concatenate sharded inputs</source>
        <translation>concat: 샤딩 입력은 마지막 두 차원에서만 연결할 수 있다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concat on dim %1 needs %2 inputs, got %3</source>
        <translation>차원 %1의 concat에는 %2 입력이 필요하지만 %3 입력을 받았다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concat: only the last two dims concatenate into a sharded output</source>
        <translation>concat: 마지막 두 차원만 샤딩 출력으로 연결할 수 있다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concat on dim %1 produces a %2 output</source>
        <translation>차원 %1의 concat은 %2 출력을 만든다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 needs DRAM-interleaved inputs, got %2 in %3</source>
        <translation>%1에는 DRAM 인터리브 입력이 필요하지만 %3의 %2 입력을 받았다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 writes interleaved outputs only</source>
        <translation>%1은(는) 인터리브 출력만 쓴다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no sharded implementation</source>
        <translation>%1에는 샤딩 구현이 없다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>does not match the pin %1</source>
        <translation>고정 %1과(와) 맞지 않음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pinned by the user: %1</source>
        <translation>사용자가 고정: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is pinned to %2</source>
        <translation>%1은(는) %2(으)로 고정되어 있다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is pinned to %2: the policy left it in %3, the pin puts it in %4</source>
        <translation>%1은(는) %2(으)로 고정되어 있다: 정책은 %3에 두었지만 고정에 따라 %4에 놓인다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is pinned to %2: the policy left it in %3, the pin puts it in %4 (its L1 use is added to the timeline as is)</source>
        <translation>%1은(는) %2(으)로 고정되어 있다: 정책은 %3에 두었지만 고정에 따라 %4에 놓인다(L1 사용량은 그대로 타임라인에 더해진다)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no layout</source>
        <translation>레이아웃 없음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DRAM interleaved until the policy reaches it</source>
        <translation>정책이 도달할 때까지 DRAM 인터리브</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>max-legal-layouts 0: DRAM only</source>
        <translation>max-legal-layouts 0: DRAM만</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no L1-interleaved layout</source>
        <translation>L1 인터리브 레이아웃 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pinned elsewhere</source>
        <translation>다른 곳에 고정됨</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the op model rejects L1 interleaved</source>
        <translation>연산 모델이 L1 인터리브를 거부한다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 uses: a fork&apos;s output stays in DRAM</source>
        <translation>사용 %1회: 분기되는 출력은 DRAM에 남는다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in L1: the mask of %1 keeps %2 bytes per core of outputs in L1 (budget %3), operand peak %4</source>
        <translation>L1에 있음: %1의 마스크가 코어당 출력 %2바이트를 L1에 유지한다(예산 %3), 피연산자 최대 %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in DRAM: a mask without it keeps more of its operands in L1 (%1 bytes per core)</source>
        <translation>DRAM에 있음: 이 텐서를 뺀 마스크가 피연산자를 L1에 더 많이 유지한다(코어당 %1바이트)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in DRAM: %1&apos;s mask had no room for it</source>
        <translation>DRAM에 있음: %1의 마스크에 이 텐서를 둘 공간이 없었다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in DRAM: no mask with it fits %1 bytes per core</source>
        <translation>DRAM에 있음: 이 텐서를 포함한 어떤 마스크도 코어당 %1바이트에 들어가지 않는다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in DRAM: no mask of %1 keeps it in L1</source>
        <translation>DRAM에 있음: %1의 어떤 마스크도 이 텐서를 L1에 유지하지 않는다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>budget %1 bytes per core (75% of the L1 budget); %2 outputs in L1 interleaved, the rest DRAM interleaved</source>
        <translation>예산 코어당 %1바이트(L1 예산의 75%). 출력 %2개는 L1 인터리브, 나머지는 DRAM 인터리브</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the rebuilt schedule is the model&apos;s order</source>
        <translation>재구성된 스케줄은 모델의 순서와 같다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the rebuilt schedule moves %1 op; the reservations and the L1 peak follow the model&apos;s order</source>
        <translation>재구성된 스케줄은 연산 %1개를 옮긴다. 예약과 L1 최대는 모델의 순서를 따른다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the rebuilt schedule moves %1 ops; the reservations and the L1 peak follow the model&apos;s order</source>
        <translation>재구성된 스케줄은 연산 %1개를 옮긴다. 예약과 L1 최대는 모델의 순서를 따른다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no layout validates; DRAM interleaved inputs and output</source>
        <translation>검증되는 레이아웃 없음. 입력과 출력은 DRAM 인터리브</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>beam rank %1: %2 us estimated</source>
        <translation>빔 순위 %1: 예상 %2 us</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>beam rank %1: %2 us estimated, after a reshard</source>
        <translation>빔 순위 %1: 리샤드 후 예상 %2 us</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>beyond the beam width %1</source>
        <translation>빔 폭 %1 초과</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, least reshard cost at the fork</source>
        <translation>%1, 분기점에서 리샤드 비용 최소</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>beam width %1, %2 op-model validations; address-space spilling (first fit top-down, circular buffers bottom-up, cushion %3 bytes): %4 spills (%5 no fit, %6 fragmentation, %7 circular buffers, %8 op out of memory), %9 outputs written to DRAM directly</source>
        <translation>빔 폭 %1, 연산 모델 검증 %2회. 주소 공간 스필(최초 적합은 위에서 아래로, 순환 버퍼는 아래에서 위로, 여유 %3바이트): 스필 %4회(공간 부족 %5, 단편화 %6, 순환 버퍼 %7, 연산 메모리 부족 %8), DRAM에 바로 기록한 출력 %9개</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cost-ranked beam of width %1, %2 op-model validations; minimum-cost spill plan (proven optimal): %3 spills, %4 outputs written to DRAM directly, %5 us of spill cost</source>
        <translation>비용 순위 빔 폭 %1, 연산 모델 검증 %2회. 최소 비용 스필 계획(최적 증명됨): 스필 %3회, DRAM에 바로 기록한 출력 %4개, 스필 비용 %5 us</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cost-ranked beam of width %1, %2 op-model validations; minimum-cost spill plan (search limit reached, best found): %3 spills, %4 outputs written to DRAM directly, %5 us of spill cost</source>
        <translation>비용 순위 빔 폭 %1, 연산 모델 검증 %2회. 최소 비용 스필 계획(탐색 한도 도달, 찾은 최선안): 스필 %3회, DRAM에 바로 기록한 출력 %4개, 스필 비용 %5 us</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>L1 full over the tensor&apos;s lifetime: written to DRAM directly</source>
        <translation>텐서 수명 내내 L1이 가득 참: DRAM에 바로 기록</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>demoted by the spill planner: no room in L1</source>
        <translation>스필 플래너가 강등: L1에 공간 없음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the model&apos;s own layouts, then farthest-last-use spilling within %1 bytes per core: %2 spills, %3 outputs written to DRAM directly</source>
        <translation>모델 자체의 레이아웃에 이어 코어당 %1바이트 안에서 farthest-last-use 스필: 스필 %2회, DRAM에 바로 기록한 출력 %3개</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>tt-mlir&apos;s own decisions from its decision trace (beam width %1): %2 final choices, %3 reshards, %4 spills and %5 outputs written to DRAM by its spill pass within %6 bytes of L1 per core</source>
        <translation>결정 트레이스에서 읽은 tt-mlir 자체의 결정(빔 폭 %1): 최종 선택 %2개, 리샤드 %3회, 스필 패스에 의한 스필 %4회와 DRAM에 기록된 출력 %5개(코어당 L1 %6바이트 이내)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no legal layout on this device matches the compiler&apos;s choice for %1: kept in DRAM interleaved</source>
        <translation>이 장치에는 %1에 대한 컴파일러의 선택과 일치하는 허용 레이아웃이 없음: DRAM 인터리브로 유지</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the op model cannot validate %1 (upstream: not implemented): kept in DRAM</source>
        <translation>연산 모델이 %1을(를) 검증할 수 없음(업스트림: 미구현): DRAM에 유지</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>L1 interleaved fallback: no room in L1</source>
        <translation>L1 인터리브 폴백: L1에 공간 없음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L1 interleaved fallback: the op or a consumer does not accept it</source>
        <translation>L1 인터리브 폴백: 연산 또는 소비자가 받아들이지 않음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L1 interleaved fallback</source>
        <translation>L1 인터리브 폴백</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the concat it feeds prefers %1</source>
        <translation>이 텐서를 입력으로 받는 concat은 %1을(를) 선호한다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>beyond max-legal-layouts</source>
        <translation>max-legal-layouts 초과</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no configuration satisfies every edge</source>
        <translation>모든 에지를 만족하는 구성 없음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>less accumulated core usage or eliminated by a neighbour</source>
        <translation>누적 코어 사용량이 더 적거나 이웃에 의해 제거됨</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>highest core usage</source>
        <translation>코어 사용량 최대</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: no config of op 0 accepts an interleaved input, and %2</source>
        <translation>%1: 연산 0의 어떤 구성도 인터리브 입력을 받지 않으며, %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: no producer config in %2 is compatible with any consumer config in %3, and %4</source>
        <translation>%1: %2의 어떤 생산자 구성도 %3의 소비자 구성과 호환되지 않으며, %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 removed every path; producer op %3 still allows configs %4 and consumer op %5 allows %6, but no compatible pair joins them</source>
        <translation>%1: %2이(가) 모든 경로를 제거했다. 생산자 연산 %3은(는) 아직 구성 %4을(를), 소비자 연산 %5은(는) %6을(를) 허용하지만 이들을 잇는 호환 쌍이 없다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>set(op %1, config %2): the config was already eliminated; op %1 allows %3</source>
        <translation>set(op %1, config %2): 이 구성은 이미 제거되었다. 연산 %1은(는) %3을(를) 허용한다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pickConfigs: no remaining config of op %1 can be pinned; last attempt: %2</source>
        <translation>pickConfigs: 연산 %1의 남은 구성 중 고정할 수 있는 것이 없다. 마지막 시도: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no reshard layout is available</source>
        <translation>사용할 수 있는 리샤드 레이아웃이 없다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no reshard layout is available on the edge</source>
        <translation>에지에서 사용할 수 있는 리샤드 레이아웃이 없다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none of the %1 reshard layouts is accepted by op 0</source>
        <translation>리샤드 레이아웃 %1개 중 연산 0이 받아들이는 것이 없다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none of the %1 reshard layouts is accepted by the consumer</source>
        <translation>리샤드 레이아웃 %1개 중 소비자가 받아들이는 것이 없다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>propagation</source>
        <translation>전파</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pinning op %1 to config %2</source>
        <translation>연산 %1을(를) 구성 %2(으)로 고정</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 inputs stay in L1 for the concat</source>
        <translation>입력 %1개가 concat을 위해 L1에 남는다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concat input %1 is not the output of a completed chain</source>
        <translation>concat 입력 %1은(는) 완료된 체인의 출력이 아니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concat input %1 has other consumers</source>
        <translation>concat 입력 %1에 다른 소비자가 있다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concat has no tensor inputs</source>
        <translation>concat에 텐서 입력이 없다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concat has no legal sharded output</source>
        <translation>concat에 허용되는 샤딩 출력이 없다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>concat of L1-sharded inputs</source>
        <translation>L1 샤딩 입력의 concat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stays sharded in L1 for %1 consumer(s)</source>
        <translation>소비자 %1개를 위해 L1에 샤딩된 채 남는다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>moved to L1 interleaved for its consumers</source>
        <translation>소비자를 위해 L1 인터리브로 옮김</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>output stays in L1 for operand %1 of %2</source>
        <translation>%2의 피연산자 %1을(를) 위해 출력이 L1에 남는다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>both inputs of %1 stay in L1</source>
        <translation>%1의 두 입력이 모두 L1에 남는다</translation>
    </message>
</context>
<context>
    <name>tle::RunBreakdownModel</name>
    <message numerus="yes">
        <location filename="../widgets/run/runbreakdownmodel.cpp" line="+102"/>
        <source>The %Ln longest ops</source>
        <translation>
            <numerusform>가장 긴 연산 %Ln개</numerusform>
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
        <translation>연산 %1 · %2 (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>op %1</source>
        <translation>연산 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>op %1 · %2</source>
        <translation>연산 %1 · %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Family, op code, op</source>
        <translation>계열, op 코드, 연산</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ops</source>
        <translation>연산</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kernel time</source>
        <translation>커널 시간</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Share</source>
        <translation>비율</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bound</source>
        <translation>병목</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Utilisation</source>
        <translation>활용률</translation>
    </message>
</context>
<context>
    <name>tle::RunBreakdownView</name>
    <message>
        <location filename="../widgets/run/runbreakdownview.cpp" line="+97"/>
        <source>By family</source>
        <translation>계열별</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By op code (the %1 largest)</source>
        <translation>연산 코드별(상위 %1개)</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Open a run to see where its device time went</source>
        <translation>실행 기록을 열면 장치 시간이 어디에 쓰였는지 표시됩니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Layout tax of %1 device kernel time: %2 layout changes, %3 with tilize, %4 broad</source>
        <translation>장치 커널 시간 %1 중 레이아웃 오버헤드: 레이아웃 변경 %2, 타일화 포함 %3, 광의 %4</translation>
    </message>
</context>
<context>
    <name>tle::RunCalibrationView</name>
    <message>
        <location filename="../widgets/run/runcalibrationview.cpp" line="+39"/>
        <source>Measured kernel time (µs)</source>
        <translation>측정 커널 시간(µs)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predicted kernel time (µs)</source>
        <translation>예측 커널 시간(µs)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>within 2x</source>
        <translation>2x 이내</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>hollow: outside the calibration</source>
        <translation>빈 원: 보정 범위 밖</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No device op has both a measured and a predicted time</source>
        <translation>측정 시간과 예측 시간이 모두 있는 장치 연산이 없습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 device ops: %2 within 2x of measured, median error %3x, rank correlation %4</source>
        <translation>장치 연산 %1개: 측정값의 2x 이내 %2, 오차 중앙값 %3x, 순위 상관 %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>; PM IDEAL %1 within 2x</source>
        <translation>; PM IDEAL 2x 이내 %1</translation>
    </message>
</context>
<context>
    <name>tle::RunComparePane</name>
    <message>
        <location filename="../widgets/run/runcomparepane.cpp" line="+67"/>
        <source>Not compared. Compare With… aligns another run with this one.</source>
        <translation>비교하지 않음. 다른 실행과 비교…를 누르면 다른 실행을 이 실행과 맞춰 정렬합니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Compared with %1: kernel %2 against %3; %4 ops matched, %5 only here, %6 only there</source>
        <translation>%1과(와) 비교: 커널 %2 대 %3. 짝지어진 연산 %4개, 이 실행에만 %5개, 비교 대상에만 %6개</translation>
    </message>
</context>
<context>
    <name>tle::RunComparisonModel</name>
    <message>
        <location filename="../widgets/run/runcomparisonmodel.cpp" line="+139"/>
        <source>Kernel time by op family, the largest change first</source>
        <translation>op 계열별 커널 시간(변화가 큰 순)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln matched ops, the largest change first</source>
        <translation>
            <numerusform>짝지어진 연산 %Ln개(변화가 큰 순)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Only in this run: %Ln ops</source>
        <translation>
            <numerusform>이 실행에만: 연산 %Ln개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Only in the other run: %Ln ops</source>
        <translation>
            <numerusform>다른 실행에만: 연산 %Ln개</numerusform>
        </translation>
    </message>
    <message>
        <location line="+40"/>
        <source>op %1 · %2</source>
        <translation>연산 %1 · %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>op %1 · %2 (paired with %3)</source>
        <translation>연산 %1 · %2(%3와 짝)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>op %1</source>
        <translation>연산 %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Family, op or op code</source>
        <translation>계열, 연산 또는 op 코드</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This run</source>
        <translation>이 실행</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other run</source>
        <translation>다른 실행</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change</source>
        <translation>변화</translation>
    </message>
</context>
<context>
    <name>tle::RunDocument</name>
    <message>
        <location filename="../document/rundocument.cpp" line="+77"/>
        <source>The run to compare with cannot be read: %1</source>
        <translation>비교할 실행 기록을 읽을 수 없음: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The run cannot be joined to the plan: %1</source>
        <translation>실행을 계획과 대조할 수 없음: %1</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Reading %1</source>
        <translation>%1 읽는 중</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 holds no calibration (report --calibrate writes one)</source>
        <translation>%1에는 보정이 없습니다(report --calibrate로 만들 수 있음)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pricing the run again</source>
        <translation>실행 비용을 다시 산정하는 중</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Comparing with %1</source>
        <translation>%1과(와) 비교 중</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Joining the run to the plan</source>
        <translation>실행을 계획과 대조하는 중</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The op states no output tensor.</source>
        <translation>이 연산은 출력 텐서를 기록하지 않았습니다.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The op states no input tensor.</source>
        <translation>이 연산은 입력 텐서를 기록하지 않았습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>input 0 of op %1</source>
        <translation>연산 %1의 입력 0</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>output 0 of op %1</source>
        <translation>연산 %1의 출력 0</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no layout: %2</source>
        <translation>%1에는 레이아웃이 없습니다: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no TTNN form: %2</source>
        <translation>%1에는 TTNN 형식이 없습니다: %2</translation>
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
        <translation>예상치 없음: 실행 기록에 이 연산의 텐서가 하나도 명시되지 않음</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Device</source>
        <translation>장치</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Op code</source>
        <translation>연산 코드</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Class</source>
        <translation>클래스</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Family</source>
        <translation>계열</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measured</source>
        <translation>측정</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Predicted</source>
        <translation>예측</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PM ideal</source>
        <translation>PM 이상값</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gap</source>
        <translation>간격</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cores</source>
        <translation>코어</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Input 0</source>
        <translation>입력 0</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Output 0</source>
        <translation>출력 0</translation>
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
        <translation>연산 코드</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Family</source>
        <translation>계열</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ops</source>
        <translation>연산</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kernel time</source>
        <translation>커널 시간</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The part of the ops&apos; kernel time inside the range</source>
        <translation>범위 안에 든 연산의 커널 시간</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share</source>
        <translation>비율</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Select a range of the timeline with Shift and a drag to see what it holds</source>
        <translation>Shift를 누른 채 끌어 타임라인의 범위를 선택하면 그 내용을 볼 수 있습니다</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>From %1 to %2 (%3): %Ln ops, kernel time %4 inside it</source>
        <translation>
            <numerusform>%1부터 %2까지(%3): 연산 %Ln개, 범위 안 커널 시간 %4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tle::RunRooflineView</name>
    <message>
        <location filename="../widgets/run/runrooflineview.cpp" line="+41"/>
        <source>Arithmetic intensity (flops per byte moved)</source>
        <translation>산술 강도(이동한 바이트당 flops)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Throughput reached (GFLOP/s)</source>
        <translation>도달 처리량(GFLOP/s)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Op %1: %2
%3</source>
        <translation>연산 %1: %2
%3</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>DRAM ceiling (%1 GB/s)</source>
        <translation>DRAM 상한(%1 GB/s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L1 ceiling (%1 TB/s over %2 cores)</source>
        <translation>L1 상한(%2개 코어에서 %1 TB/s)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 peak</source>
        <translation>%1 최대</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Matrix engine peak by fidelity</source>
        <translation>정밀도별 행렬 엔진 최대 성능</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No device op was priced, so none has a place on the roofline</source>
        <translation>예측된 장치 연산이 없어 루프라인에 놓을 연산이 없습니다</translation>
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
            <numerusform>병목별 측정 시간: %1 · 산술이 없는 연산 %Ln개 제외</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tle::RunSearchBar</name>
    <message>
        <location filename="../widgets/run/runsearchbar.cpp" line="+27"/>
        <source>Rege&amp;x</source>
        <translation>정규식(&amp;X)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Search the timeline: op code, loc or signpost</source>
        <translation>타임라인 검색: op 코드, loc 또는 signpost</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Read the search as a regular expression (ECMAScript, any case)</source>
        <translation>검색어를 정규식으로 읽기(ECMAScript, 대소문자 무시)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The match before (Shift+Return)</source>
        <translation>이전 일치(Shift+Return)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The next match (Return)</source>
        <translation>다음 일치(Return)</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>not a regular expression</source>
        <translation>정규식이 아닙니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no match</source>
        <translation>일치 없음</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%Ln matches</source>
        <translation>
            <numerusform>%Ln개 일치</numerusform>
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
        <translation>실행을 열면 장치 시간이 어디에 쓰였는지 보입니다: 파일 &gt; 열기, 창에 끌어 놓은 파일(프로파일러 CSV, 보고서 데이터베이스, memory_results.json 또는 그 폴더) 또는 샘플 &gt; 실행</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>More devices than the timeline has room for: scroll, or drag the lanes up and down</source>
        <translation>타임라인에 다 들어가지 않을 만큼 장치가 많습니다: 스크롤하거나 레인을 위아래로 끄세요</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Device time with op-to-op gaps (ms)</source>
        <translation>연산 간 간격을 포함한 장치 시간(ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Device time with op-to-op gaps (µs)</source>
        <translation>연산 간 간격을 포함한 장치 시간(µs)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Kernel time, ops back to back (ms)</source>
        <translation>커널 시간, 연산을 연달아 배치(ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kernel time, ops back to back (µs)</source>
        <translation>커널 시간, 연산을 연달아 배치(µs)</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>device %1 · %2</source>
        <translation>장치 %1 · %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>device %1</source>
        <translation>장치 %1</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>%1, layout tax: %2</source>
        <translation>%1, 레이아웃 오버헤드: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Op %1: %2
%3, %4 on device %5, from %6</source>
        <translation>연산 %1: %2
%3, 장치 %5에서 %4, %6부터</translation>
    </message>
</context>
<context>
    <name>tle::RunValues</name>
    <message>
        <location filename="../core/report/runreport.cpp" line="+47"/>
        <source>not estimated: the run states none of the op&apos;s tensors</source>
        <translation>예상치 없음: 실행 기록에 이 연산의 텐서가 하나도 명시되지 않음</translation>
    </message>
</context>
<context>
    <name>tle::RunViews</name>
    <message>
        <location filename="../widgets/run/runbreakdownview.cpp" line="-98"/>
        <source>Kernel time (ms)</source>
        <translation>커널 시간(ms)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kernel time (µs)</source>
        <translation>커널 시간(µs)</translation>
    </message>
    <message>
        <location filename="../widgets/run/runpalette.cpp" line="+30"/>
        <location line="+49"/>
        <source>Shard conversion</source>
        <translation>샤드 변환</translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+49"/>
        <source>Buffer copy</source>
        <translation>버퍼 복사</translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+46"/>
        <source>Tilize / untilize</source>
        <translation>타일화 / 타일 해제</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Reallocation move</source>
        <translation>재할당 이동</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+48"/>
        <source>DRAM slice</source>
        <translation>DRAM 슬라이스</translation>
    </message>
    <message>
        <location line="-47"/>
        <location line="+48"/>
        <source>Halo</source>
        <translation>헤일로</translation>
    </message>
    <message>
        <location line="-47"/>
        <location line="+52"/>
        <source>Other</source>
        <translation>기타</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Matmul</source>
        <translation>행렬 곱</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Convolution</source>
        <translation>합성곱</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention</source>
        <translation>어텐션</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normalization</source>
        <translation>정규화</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Softmax</source>
        <translation>Softmax</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reduction</source>
        <translation>리덕션</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eltwise</source>
        <translation>요소별</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data movement</source>
        <translation>데이터 이동</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sharded move</source>
        <translation>샤드 내 이동</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pooling</source>
        <translation>풀링</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embedding</source>
        <translation>임베딩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sampling</source>
        <translation>샘플링</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collective</source>
        <translation>집합 통신</translation>
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
        <translation>연산(&amp;O)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Breakdown</source>
        <translation>구성 분석(&amp;B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Ledger</source>
        <translation>변경 내역(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Calibration</source>
        <translation>보정(&amp;C)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Join the run to the Model workspace&apos;s plan to see the plan&apos;s L1 reservations beside the L1 each op measured</source>
        <translation>실행을 모델 작업 공간의 계획에 연결하면 각 연산이 측정한 L1 옆에 계획의 L1 예약이 보입니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Plan</source>
        <translation>계획(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Co&amp;mpare</source>
        <translation>비교(&amp;M)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>R&amp;ange</source>
        <translation>범위(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roo&amp;fline</source>
        <translation>루프라인(&amp;F)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>&amp;Join to Model Plan</source>
        <translation>모델 계획과 대조(&amp;J)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set the run beside the plan on show in the Model workspace, op by op</source>
        <translation>실행을 모델 작업 공간에 표시된 계획과 연산 단위로 나란히 놓습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare &amp;With…</source>
        <translation>다른 실행과 비교(&amp;W)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Align another run of the same model with this one, op by op</source>
        <translation>같은 모델의 다른 실행을 이 실행과 연산 단위로 맞춰 정렬합니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;alibration…</source>
        <translation>보정(&amp;A)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Price the ops with the calibration a device file holds (tensor-layout-cli report --calibrate writes one)</source>
        <translation>장치 파일에 담긴 보정으로 연산의 비용을 산정합니다(tensor-layout-cli report --calibrate로 만들 수 있음)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Op-to-op &amp;gaps</source>
        <translation>연산 간 간격(&amp;G)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the measured gaps between ops on the timeline, not only the kernels back to back</source>
        <translation>타임라인에 커널만 연달아 표시하지 않고 연산 사이의 측정된 간격도 표시합니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Colour by family</source>
        <translation>계열별 색</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour by op code</source>
        <translation>op 코드별 색</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour by layout tax</source>
        <translation>레이아웃 오버헤드별 색</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the timeline&apos;s colours say: the op&apos;s family, its op code (the same colour in every run) or the class of layout change it is</source>
        <translation>타임라인 색이 나타내는 것: 연산의 계열, op 코드(모든 실행에서 같은 색) 또는 레이아웃 변경의 종류</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Filter ops: op code, class, memory or loc</source>
        <translation>연산 필터링: 연산 코드, 분류, 메모리 또는 loc</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>No run</source>
        <translation>실행 기록 없음</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The file ends inside the row at line %1 (the profiler stopped while writing it); the %Ln rows before it are shown.</source>
        <translation>
            <numerusform>파일이 %1번째 줄의 행 중간에서 끝납니다(프로파일러가 쓰는 도중 멈췄습니다). 그 앞의 %Ln개 행을 표시합니다.</numerusform>
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
%2의 보정으로 비용 산정</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%Ln device ops</source>
        <translation>
            <numerusform>장치 연산 %Ln개</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source> on %1 devices · kernel %2 summed over them; slowest device %3: %4, busy %5</source>
        <translation> (장치 %1대) · 커널 %2(장치 합계), 가장 느린 장치 %3: %4, 사용 중 %5</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> · kernel %1, busy %2</source>
        <translation> · 커널 %1, 사용 중 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> · op-to-op %1 · layout tax %2 (with tilize %3, broad %4)</source>
        <translation> · 연산 간 %1 · 레이아웃 오버헤드 %2 (타일화 포함 %3, 광의 %4)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> · estimates within 2x: %1</source>
        <translation> · 2x 이내 예측: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Not joined to a plan. Open the model the run was compiled from in the Model workspace, then Join to Model Plan.</source>
        <translation>계획과 대조하지 않음. 이 실행의 컴파일 원본 모델을 모델 작업 공간에서 연 다음 모델 계획과 대조를 누르세요.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Joined to %1 of %2 by %3: %4 matched, %5 drifted, %6 conversions not planned, %7 planned steps not run</source>
        <translation>%2의 %1 계획과 %3(으)로 대조: 일치 %4, 어긋남 %5, 계획되지 않은 변환 %6, 실행되지 않은 계획 단계 %7</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>measured L1 per bank</source>
        <translation>뱅크당 측정 L1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Runs (*.csv *.sqlite *.db *memory_results*.json);;All files (*)</source>
        <translation>실행 기록 (*.csv *.sqlite *.db *memory_results*.json);;모든 파일 (*)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Compare With Run</source>
        <translation>비교할 실행</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+5"/>
        <source>Calibration</source>
        <translation>보정</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Device files (*.json);;All files (*)</source>
        <translation>장치 파일 (*.json);;모든 파일 (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Pricing the run with the calibration of %1</source>
        <translation>%1의 보정으로 실행 비용을 산정하는 중</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open a model and let its plan finish in the Model workspace first</source>
        <translation>먼저 모델 작업 공간에서 모델을 열고 계획이 끝날 때까지 기다리세요</translation>
    </message>
</context>
<context>
    <name>tle::SamplesMenu</name>
    <message>
        <location filename="../app/gui/samplesmenu.cpp" line="+28"/>
        <source>&amp;Models</source>
        <translation>모델(&amp;M)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Runs</source>
        <translation>실행(&amp;R)</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Start Here</source>
        <translation>여기서 시작</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A &amp;Layout: %1</source>
        <translation>레이아웃(&amp;L): %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A &amp;Model: %1</source>
        <translation>모델(&amp;M): %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A &amp;Run: %1</source>
        <translation>실행(&amp;R): %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>All Samples</source>
        <translation>모든 예제</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No samples found in %1</source>
        <translation>%1에서 예제를 찾을 수 없음</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;TTNN Layouts</source>
        <translation>TTNN 레이아웃(&amp;T)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Metal Layouts, &amp;Seed Form (affine map)</source>
        <translation>Metal 레이아웃, 시드 형식(아핀 맵)(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Metal Layouts, &amp;Current Form</source>
        <translation>Metal 레이아웃, 현재 형식(&amp;C)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;XLA Tiled Layouts</source>
        <translation>XLA 타일화 레이아웃(&amp;X)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Other</source>
        <translation>기타(&amp;O)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Multi-&amp;Device Meshes</source>
        <translation>다중 장치 메시(&amp;D)</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>No sample models found in %1</source>
        <translation>%1에서 예제 모델을 찾을 수 없음</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No sample runs found in %1</source>
        <translation>%1에서 예제 실행 기록을 찾을 수 없음</translation>
    </message>
</context>
<context>
    <name>tle::SecondOpinionModel</name>
    <message>
        <location filename="../widgets/model/secondopinionmodel.cpp" line="+14"/>
        <source>L1 over DRAM</source>
        <translation>DRAM보다 L1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sharded over interleaved</source>
        <translation>인터리브보다 샤드</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fewer bytes read from DRAM</source>
        <translation>DRAM에서 읽는 바이트 수가 적음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no reshard</source>
        <translation>리샤드 없음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>more cores</source>
        <translation>코어 수가 많음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>less L1</source>
        <translation>L1 사용량이 적음</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a tie</source>
        <translation>동점</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Inputs: %1</source>
        <translation>입력: %1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Op</source>
        <translation>연산</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compiler&apos;s choice</source>
        <translation>컴파일러의 선택</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost model&apos;s choice</source>
        <translation>비용 모델의 선택</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chosen (us)</source>
        <translation>선택(us)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Better (us)</source>
        <translation>더 나은 후보(us)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reshards (us)</source>
        <translation>리샤드(us)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saving (us)</source>
        <translation>절감(us)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compiler preferred</source>
        <translation>컴파일러가 우선한 항목</translation>
    </message>
</context>
<context>
    <name>tle::SecondOpinionPane</name>
    <message>
        <location filename="../widgets/model/secondopinionpane.cpp" line="+29"/>
        <source>&amp;Accept Suggestion</source>
        <translation>제안 수락(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pin the op&apos;s output to the cost model&apos;s choice and plan again</source>
        <translation>연산의 출력을 비용 모델의 선택으로 고정하고 다시 계획합니다</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Open a decision trace (File &gt; Open Decision Trace) for the cost model&apos;s opinion on the compiler&apos;s choices.</source>
        <translation>컴파일러의 선택에 대한 비용 모델의 의견을 보려면 결정 트레이스를 여세요(파일 &gt; 결정 트레이스 열기).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cost model agrees with the compiler: no valid alternative saves a fifth of an op&apos;s time.</source>
        <translation>비용 모델이 컴파일러와 일치합니다: 연산 시간의 5분의 1을 절약하는 유효한 대안이 없습니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The cost model prefers another valid layout for %n op(s), each saving more than a fifth of the op&apos;s time.</source>
        <translation>
            <numerusform>비용 모델은 연산 %n개에 대해 다른 유효한 레이아웃을 선호합니다. 각각 연산 시간의 5분의 1 이상을 절약합니다.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tle::ShardsView</name>
    <message numerus="yes">
        <location filename="../widgets/layout/shardsview.cpp" line="+54"/>
        <source>Core grid %1 x %2, %n unit(s)</source>
        <translation>
            <numerusform>코어 그리드 %1 x %2, 단위 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Bank grid %1 x %2, %n unit(s)</source>
        <translation>
            <numerusform>뱅크 그리드 %1 x %2, 단위 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Memory %1 x %2, %n unit(s)</source>
        <translation>
            <numerusform>메모리 %1 x %2, 단위 %n개</numerusform>
        </translation>
    </message>
    <message>
        <location line="+93"/>
        <source> | at this size the cards leave out %1: hover a card for all of it</source>
        <translation> | 이 크기에서는 카드에 %1 생략: 전체는 카드에 마우스를 올려 확인</translation>
    </message>
    <message>
        <location line="+20"/>
        <source> | does not fit in L1: %1 per core, %2 usable on %3</source>
        <translation> | L1에 맞지 않음: 코어당 %1, %3에서 사용 가능 %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the name</source>
        <translation>이름</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bytes and use</source>
        <translation>바이트와 사용률</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the first and last element</source>
        <translation>처음과 마지막 요소</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the L1 addresses</source>
        <translation>L1 주소</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the padding</source>
        <translation>패딩</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>first %1</source>
        <translation>처음 %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>last %1</source>
        <translation>마지막 %1</translation>
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
        <translation>패딩: %1</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>%1: %2 of %3 slots hold data (%4 %), %5 bytes</source>
        <translation>%1: 슬롯 %3개 중 %2개에 데이터 있음(%4 %), %5바이트</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>; %1: %2</source>
        <translation>; %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; elements %1 .. %2</source>
        <translation>; 요소 %1 .. %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; L1 bytes [0x0, 0x%1) from the buffer&apos;s address, the same on every core: %2 % of the %3 usable</source>
        <translation>; 버퍼 주소부터 L1 바이트 [0x0, 0x%1), 모든 코어에서 동일: 사용 가능한 %3의 %2 %</translation>
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
        <translation>텐서의 모든 요소가 있는 곳</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Paste a layout from compiler output to see each element&apos;s core, tile, face and byte, and which slots are padding and why. Open a compiled model to see what the memory-layout optimizer decides: its L1 chains, reshards, spills and the L1 timeline. Open a measured run to see where the time went.</source>
        <translation>컴파일러 출력에서 레이아웃을 붙여 넣으면 각 요소의 코어, 타일, 페이스, 바이트와 어떤 슬롯이 왜 패딩인지 볼 수 있습니다. 컴파일된 모델을 열면 메모리 레이아웃 옵티마이저의 결정, 즉 L1 체인, 리샤드, 스필, L1 타임라인을 볼 수 있습니다. 측정된 실행 기록을 열면 시간이 어디에 쓰였는지 볼 수 있습니다.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Recent files</source>
        <translation>최근 파일</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>None yet: what you open appears here.</source>
        <translation>아직 없음: 연 파일이 여기에 표시됩니다.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Paste a Layout</source>
        <translation>레이아웃 붙여 넣기</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open a Model…</source>
        <translation>모델 열기…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open a Model</source>
        <translation>모델 열기</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Models (*.mlir *.json);;All files (*)</source>
        <translation>모델 (*.mlir *.json);;모든 파일 (*)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a Run…</source>
        <translation>실행 기록 열기…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open a Run</source>
        <translation>실행 기록 열기</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Measured runs (*.csv *.json *.sqlite *.db);;All files (*)</source>
        <translation>측정된 실행 기록 (*.csv *.json *.sqlite *.db);;모든 파일 (*)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paste a layout</source>
        <translation>레이아웃 붙여 넣기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any notation: #ttcore.metal_layout (seed or current form), #ttnn.ttnn_layout or an XLA shape such as f32[3,5]{1,0:T(2,2)}. Paste it into the field above, or open a file of compiler output and pick one of its layouts.</source>
        <translation>모든 표기법: #ttcore.metal_layout(시드 형식 또는 현재 형식), #ttnn.ttnn_layout 또는 f32[3,5]{1,0:T(2,2)} 같은 XLA 형태. 위 필드에 붙여 넣거나, 컴파일러 출력 파일을 열어 그 안의 레이아웃 하나를 고르세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open a model</source>
        <translation>모델 열기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A TTNN or TTIR module printed by tt-mlir (.mlir), or a JSON model: the plan of each policy, why each op got its layout, and the compiler&apos;s own decision trace beside it.</source>
        <translation>tt-mlir가 출력한 TTNN 또는 TTIR 모듈(.mlir) 또는 JSON 모델: 각 정책의 계획, 각 연산이 그 레이아웃을 받은 이유, 그리고 그 옆에 컴파일러 자체의 결정 트레이스.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open a run</source>
        <translation>실행 기록 열기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An ops performance CSV from a profiled run: the measured time of every op beside the cost model&apos;s estimate, where the time went, and what the layouts cost.</source>
        <translation>프로파일링한 실행의 연산 성능 CSV: 각 연산의 측정 시간과 비용 모델 추정치 비교, 시간이 쓰인 곳, 레이아웃에 든 비용.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Try: %1</source>
        <translation>써 보기: %1</translation>
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
        <translation>단위(&amp;U):</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Numbers: logical row-major index</source>
        <translation>번호: 논리 행 우선 인덱스</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Numbers: storage offset</source>
        <translation>번호: 저장 오프셋</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No numbers: storage path</source>
        <translation>번호 없음: 저장 경로</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom to tile</source>
        <translation>타일로 확대</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show one tile large enough to read its numbers: the highlighted tile, else the first</source>
        <translation>번호를 읽을 수 있을 만큼 타일 하나를 크게 표시: 강조된 타일, 없으면 첫 타일</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Tile %1, in-tile (%2, %3), storage offset %4 in the tile</source>
        <translation>타일 %1, 타일 내 (%2, %3), 타일 내 저장 오프셋 %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>: %1</source>
        <translation>: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>: tile padding</source>
        <translation>: 타일 패딩</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>#%1: tile %2</source>
        <translation>#%1: 타일 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>#%1: from %2</source>
        <translation>#%1: %2부터</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>#%1: padding only</source>
        <translation>#%1: 패딩만</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Not a tiled layout: there are no tiles to show</source>
        <translation>타일 레이아웃이 아님: 표시할 타일이 없습니다</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%Ln tiles of %1x%2 on %3, %4</source>
        <translation>
            <numerusform>%3의 %1x%2 타일 %Ln개, %4</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>faces of %1x%2 in order</source>
        <translation>%1x%2 페이스 순서대로</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>row-major inside each tile</source>
        <translation>각 타일 안에서 행 우선</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Tile padding</source>
        <translation>타일 패딩</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tiles of %1 in storage order, light to full colour; each captioned with its position and the logical tile it holds</source>
        <translation>%1의 타일(저장 순서, 옅은 색에서 진한 색으로). 각 타일에 위치와 담고 있는 논리 타일 표시</translation>
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
        <translation>전송을 계획하는 중</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Reading the NoC trace</source>
        <translation>NoC 트레이스를 읽는 중</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannot read the trace %1: %2</source>
        <translation>트레이스 %1을(를) 읽을 수 없습니다: %2</translation>
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
        <translation>각 소스(행)에서 각 대상(열)으로 가는 바이트</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bytes: sources (rows) to destinations (columns)</source>
        <translation>바이트: 출발지(행)에서 목적지(열)로</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bytes, rows to columns</source>
        <translation>바이트, 행에서 열로</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing moves</source>
        <translation>이동하는 것이 없습니다</translation>
    </message>
    <message numerus="yes">
        <location line="+75"/>
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n바이트</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bytes per cell</source>
        <translation>셀당 바이트</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>%1 -&gt; %2: %3 bytes in %n call(s)</source>
        <translation>
            <numerusform>%1 -&gt; %2: %3바이트, 호출 %n회</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tle::TransferView</name>
    <message>
        <location filename="../widgets/transfer/transferview.cpp" line="+33"/>
        <source>interleaved to sharded</source>
        <translation>인터리브에서 샤드로</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sharded to interleaved</source>
        <translation>샤드에서 인터리브로</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reshard</source>
        <translation>리샤드</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>copy through worker cores</source>
        <translation>워커 코어를 통한 복사</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the busiest link</source>
        <translation>가장 붐비는 링크</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the busiest endpoint</source>
        <translation>가장 붐비는 엔드포인트</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>per-call overhead</source>
        <translation>호출당 오버헤드</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>The layout to change to: one the tensor can take on the device, or any layout typed here (TTNN or metal) of the same tensor</source>
        <translation>변경할 레이아웃: 텐서가 장치에서 가질 수 있는 레이아웃 또는 여기에 입력한 같은 텐서의 레이아웃(TTNN 또는 메탈)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Both NoCs</source>
        <translation>두 NoC 모두</translation>
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
        <translation>모델</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recorded trace</source>
        <translation>기록된 트레이스</translation>
    </message>
    <message numerus="yes">
        <location line="+144"/>
        <source>%1 → %2 (%3) on %4: %5 of data in %n transaction(s), median %6</source>
        <translation>
            <numerusform>%1 → %2 (%3), %4에서: 데이터 %5, 트랜잭션 %n개, 중앙값 %6</numerusform>
        </translation>
    </message>
    <message>
        <location line="-176"/>
        <source>&amp;Trace…</source>
        <translation>트레이스(&amp;T)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load a NoC trace tt-metal&apos;s profiler recorded (JSON) and draw it as measured</source>
        <translation>tt-metal 프로파일러가 기록한 NoC 트레이스(JSON)를 불러와 측정된 대로 그립니다</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>&amp;Change to:</source>
        <translation>변경 대상(&amp;C):</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Links of:</source>
        <translation>링크(&amp;L):</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Open a NoC Trace</source>
        <translation>NoC 트레이스 열기</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NoC traces (*.json);;All files (*)</source>
        <translation>NoC 트레이스 (*.json);;모든 파일 (*)</translation>
    </message>
    <message numerus="yes">
        <location line="+52"/>
        <source>; %n call(s) left out, not between worker cores and DRAM banks</source>
        <translation>
            <numerusform>; 워커 코어와 DRAM 뱅크 사이가 아닌 호출 %n개 제외</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The transfer view needs a TTNN or metal layout.</source>
        <translation>전송 보기에는 TTNN 또는 메탈 레이아웃이 필요합니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Planning the transfer…</source>
        <translation>전송을 계획하는 중…</translation>
    </message>
    <message numerus="yes">
        <location line="-25"/>
        <source>Recorded trace %1: %n call(s), %2, span %3 µs</source>
        <translation>
            <numerusform>기록된 트레이스 %1: 호출 %n회, %2, 구간 %3 µs</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>; the model&apos;s estimate is %1 times the span</source>
        <translation>, 모델 추정은 구간의 %1배</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (drawn)</source>
        <translation> (표시 중)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot plan this change: %1</source>
        <translation>이 변경을 계획할 수 없습니다: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose or type the layout to change to.</source>
        <translation>변경할 레이아웃을 선택하거나 입력하세요.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>, %1 of padding moved along</source>
        <translation>, 패딩 %1 함께 이동</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Estimated %1 µs, bound by %2; no plan beats %3 µs (the busiest link or endpoint at its peak).</source>
        <translation>추정 %1 µs, 병목: %2. 어떤 계획도 %3 µs보다 빠를 수 없습니다(가장 붐비는 링크 또는 엔드포인트의 최대치).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Busiest link (%1, %2) → (%3, %4) on NoC %5 with %6.</source>
        <translation>가장 붐비는 링크 (%1, %2) → (%3, %4), NoC %5, %6.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Transaction size</source>
        <translation>트랜잭션 크기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transactions</source>
        <translation>트랜잭션</translation>
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
        <translation>논리 형태</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data type</source>
        <translation>데이터 유형</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Page layout</source>
        <translation>페이지 레이아웃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buffer</source>
        <translation>버퍼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory layout</source>
        <translation>메모리 레이아웃</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shard shape</source>
        <translation>샤드 형태</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Core grid (YxX)</source>
        <translation>코어 그리드(YxX)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Orientation</source>
        <translation>방향</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>N-D shard shape</source>
        <translation>N-D 샤드 형태</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N-D distribution</source>
        <translation>N-D 분배</translation>
    </message>
</context>
<context>
    <name>tle::UnitNames</name>
    <message>
        <location filename="../widgets/layout/unitnames.cpp" line="+23"/>
        <source>core %1</source>
        <translation>코어 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 bank %2</source>
        <translation>%1 뱅크 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>buffer</source>
        <translation>버퍼</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>[%1] at linear index %2</source>
        <translation>[%1] 선형 인덱스 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>[%1] on %2</source>
        <translation>[%1] %2에 위치</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, tile (%1)</source>
        <translation>, 타일 (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, page %1</source>
        <translation>, 페이지 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, face %1</source>
        <translation>, 페이스 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, byte %1</source>
        <translation>, 바이트 %1</translation>
    </message>
</context>
<context>
    <name>tle::Verdicts</name>
    <message>
        <location filename="../core/report/decisionreport.cpp" line="-64"/>
        <location filename="../core/report/policyreport.cpp" line="+172"/>
        <source>chosen</source>
        <translation>선택됨</translation>
    </message>
    <message>
        <location line="-9"/>
        <location filename="../core/report/policyreport.cpp" line="+2"/>
        <source>rejected</source>
        <translation>거부됨</translation>
    </message>
    <message>
        <location filename="../core/report/policyreport.cpp" line="+2"/>
        <source>fallback</source>
        <translation>폴백</translation>
    </message>
    <message>
        <location filename="../core/report/decisionreport.cpp" line="+10"/>
        <location filename="../core/report/policyreport.cpp" line="+4"/>
        <source>ranked lower</source>
        <translation>순위 낮음</translation>
    </message>
</context>
<context>
    <name>tle::ViewExporter</name>
    <message>
        <location filename="../app/gui/viewexporter.cpp" line="+55"/>
        <source>&amp;Export View…</source>
        <translation>보기 내보내기(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export &amp;Timeline…</source>
        <translation>타임라인 내보내기(&amp;T)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export Mapping T&amp;able…</source>
        <translation>매핑 표 내보내기(&amp;A)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write every element&apos;s place in the layout to a NumPy file, as map --all does</source>
        <translation>레이아웃의 모든 요소 위치를 NumPy 파일로 씁니다 (map --all과 같음)</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+69"/>
        <location line="+30"/>
        <source>There is no layout to export yet.</source>
        <translation>아직 내보낼 레이아웃이 없습니다.</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>This view cannot be exported.</source>
        <translation>이 보기는 내보낼 수 없습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+26"/>
        <location line="+16"/>
        <location line="+12"/>
        <source>Exported %1</source>
        <translation>%1 내보냄</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>There is no plan to export yet.</source>
        <translation>아직 내보낼 계획이 없습니다.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Laying out the chain graph</source>
        <translation>체인 그래프 배치 중</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>There is no run to export yet.</source>
        <translation>아직 내보낼 실행 기록이 없습니다.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is not a .npy file.</source>
        <translation>%1은(는) .npy 파일이 아닙니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exporting the mapping table</source>
        <translation>매핑 표 내보내는 중</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Exported %1: int32 array %2 (planes %3)</source>
        <translation>%1 내보냄: int32 배열 %2 (평면 %3)</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+4"/>
        <location line="+7"/>
        <source>Export Mapping Table</source>
        <translation>매핑 표 내보내기</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>NumPy array (*.npy)</source>
        <translation>NumPy 배열 (*.npy)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>SVG (*.svg);;PNG image (*.png);;PDF (*.pdf)</source>
        <translation>SVG (*.svg);;PNG 이미지 (*.png);;PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+5"/>
        <source>Export View</source>
        <translation>보기 내보내기</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+5"/>
        <source>Export Timeline</source>
        <translation>타임라인 내보내기</translation>
    </message>
</context>
<context>
    <name>tle::Views</name>
    <message>
        <location filename="../core/view/viewinfo.cpp" line="-131"/>
        <source>&amp;Mapping</source>
        <translation>매핑(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;hards</source>
        <translation>샤드(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tiles</source>
        <translation>타일(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Padding</source>
        <translation>패딩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>XLA</source>
        <translation>XLA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>M&amp;esh</source>
        <translation>메시(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T&amp;ransfer</source>
        <translation>전송(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chain graph</source>
        <translation>체인 그래프</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L1 timeline</source>
        <translation>L1 타임라인</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device timeline</source>
        <translation>장치 타임라인</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Breakdown</source>
        <translation>구성 분석</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calibration</source>
        <translation>보정</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roofline</source>
        <translation>루프라인</translation>
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
        <translation>선택됨</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chain ended</source>
        <translation>체인 종료</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spill</source>
        <translation>스필</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Moves</source>
        <translation>이동</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Candidates</source>
        <translation>후보</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Facts</source>
        <translation>사실</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Select an op to see why the policy laid it out as it did.</source>
        <translation>연산을 선택하면 정책이 그 연산의 레이아웃을 그렇게 정한 이유가 표시됩니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Layout</source>
        <translation>레이아웃</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>판정</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Estimated</source>
        <translation>예상</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reason</source>
        <translation>이유</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Rules: %1</source>
        <translation>규칙: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Candidates (%1)</source>
        <translation>후보 (%1)</translation>
    </message>
    <message numerus="yes">
        <location line="+54"/>
        <source>%Ln layouts</source>
        <translation>
            <numerusform>레이아웃 %Ln개</numerusform>
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
        <translation>작업 공간을 %1에 저장할 수 없음: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot open the workspace %1: %2</source>
        <translation>작업 공간 %1을(를) 열 수 없음: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not a workspace: it is %2 MB long</source>
        <translation>%1은(는) 작업 공간이 아님: 크기가 %2 MB입니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>line %1, column %2: </source>
        <translation>%1행 %2열: </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open the workspace %1: %2%3</source>
        <translation>작업 공간 %1을(를) 열 수 없음: %2%3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Workspaces (*.tleworkspace)</source>
        <translation>작업 공간 (*.tleworkspace)</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+7"/>
        <source>Save Workspace</source>
        <translation>작업 공간 저장</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved the workspace to %1</source>
        <translation>작업 공간을 %1에 저장함</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+5"/>
        <source>Open Workspace</source>
        <translation>작업 공간 열기</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>All files (*)</source>
        <translation>모든 파일 (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Opened the workspace %1</source>
        <translation>작업 공간 %1 열림</translation>
    </message>
</context>
<context>
    <name>tle::WorkspaceTabs</name>
    <message>
        <location filename="../app/gui/workspacetabs.cpp" line="+39"/>
        <source>&amp;Undo</source>
        <translation>실행 취소(&amp;U)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo</source>
        <translation>다시 실행(&amp;R)</translation>
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
        <translation>요소 유형</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dims (major to minor)</source>
        <translation>차원(상위→하위)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>minor_to_major</source>
        <translation>minor_to_major</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tiles</source>
        <translation>타일</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Element size in bits (E)</source>
        <translation>요소 비트 크기(E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory space (S)</source>
        <translation>메모리 공간(S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The element type of the XLA shape, e.g. f32 or bf16</source>
        <translation>XLA 형태의 요소 유형(예: f32, bf16)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The logical dims, major to minor as the shape prints them, e.g. 3,5</source>
        <translation>논리 차원. 형태가 출력하는 대로 상위에서 하위 순(예: 3,5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The layout&apos;s minor_to_major list: dim numbers from the fastest-varying to the slowest</source>
        <translation>레이아웃의 minor_to_major 목록: 가장 빠르게 변하는 차원부터 가장 느린 차원까지의 차원 번호</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tiling, outermost tile first: (2,2), (8,128)(2,1); * combines a dim with the next</source>
        <translation>타일링, 가장 바깥 타일부터: (2,2), (8,128)(2,1). *는 차원을 다음 차원과 결합</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E(n): the element size in bits when it differs from the type&apos;s</source>
        <translation>E(n): 유형의 크기와 다를 때의 요소 비트 크기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S(n): the memory space the buffer lives in</source>
        <translation>S(n): 버퍼가 있는 메모리 공간</translation>
    </message>
</context>
</TS>
