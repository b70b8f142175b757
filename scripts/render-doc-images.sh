#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Renders the views of every sample layout to docs/images with the CLI's export (the GUI's own painting, on
# the offscreen platform), plus a picture of the main window, so the docs show real output.
# Usage: scripts/render-doc-images.sh [BUILD_DIR]   (default build/dev; builds the two executables first)
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-build/dev}"
cmake --build "$build" --target tensor-layout-cli tensor-layout-explorer >/dev/null
# The pictures of the Japanese, Korean and Chinese windows need fonts with their glyphs.
scripts/install-deps.sh fonts-noto-cjk
cli="$build/app/tensor-layout-cli"
out=docs/images
mkdir -p "$out"
export QT_QPA_PLATFORM=offscreen
# Pins the pictures set are stored per model: keep them out of the user's own data folder.
XDG_DATA_HOME="$(mktemp -d)"
export XDG_DATA_HOME
trap 'rm -rf "$XDG_DATA_HOME"' EXIT
for sample in samples/layouts/*.mlir samples/layouts/*.txt; do
    name=$(basename "${sample%.*}")
    for view in mapping shards tiles padding; do
        "$cli" export "$sample" --view "$view" -o "$out/$name-$view.png" --width 960 --height 480
    done
done
"$cli" export 'f32[3,5]{1,0:T(2,2)}' --view xla -o "$out/xla-f32-3x5-T2x2.png" --width 960 --height 480
"$cli" export 'f32[8,12]{1,0:T(4,6)(2,3)}' --view xla -o "$out/xla-f32-8x12-T4x6-2x3.png" --width 960 --height 480
"$cli" export 'f32[8,12]{1,0:T(4,6)(2,3)}' --view tiles -o "$out/tiles-xla-8x12-T4x6-2x3.png" --width 960 --height 480
"$cli" export samples/layouts/seed-53x63-grid-3x2.mlir --view mesh --mesh 2x4 --placements "shard(0),shard(1)" -o "$out/mesh-53x63-2x4.png" --width 960 --height 480
"$build/app/tensor-layout-explorer" samples/layouts/seed-53x63-grid-3x2.mlir --screenshot "$out/main-window.png"
# The Transfer view: a reshard and a load from DRAM, exported, and the window at both sizes.
"$cli" export samples/layouts/ttnn-1024x1024-block-sharded-8x8.mlir --view transfer \
    --to samples/layouts/ttnn-1024x1024-height-sharded-32.mlir -o "$out/transfer-block-to-height.png" --width 1920 --height 1080
"$cli" export samples/layouts/ttnn-1024x1024-dram-interleaved.mlir --view transfer \
    --to samples/layouts/ttnn-1024x1024-block-sharded-8x8.mlir -o "$out/transfer-dram-to-block.png" --width 1280 --height 720
for size in 1920x1080 1280x720; do
    "$build/app/tensor-layout-explorer" samples/layouts/ttnn-1024x1024-block-sharded-8x8.mlir --view transfer \
        --size "$size" --screenshot "$out/transfer-window-$size.png"
done
# The model workspace: op table and L1 reservation timeline of a plan, at both window sizes the docs use.
"$build/app/tensor-layout-explorer" samples/models/llama_decoder_layer.mlir --view model --size 1920x1080 \
    --screenshot "$out/model-llama-decoder-layer.png"
"$build/app/tensor-layout-explorer" samples/models/real-ir/ttnn_mnist_sharded.mlir --view model --size 1280x720 \
    --screenshot "$out/model-ttnn-mnist-sharded.png"
"$build/app/tensor-layout-explorer" samples/models/llama_decoder_layer.mlir --view model --compare greedy-beam \
    --size 1920x1080 --screenshot "$out/model-compare-llama.png"
"$build/app/tensor-layout-explorer" samples/models/llama_decoder_layer.mlir --view model --compare all \
    --size 1280x720 --screenshot "$out/model-compare-all-llama.png"
# Its pins are stored for the model: keep them away from the pictures after it.
pins_home="$(mktemp -d)"
XDG_DATA_HOME="$pins_home" "$build/app/tensor-layout-explorer" samples/models/llama_decoder_layer.mlir --view model \
    --size 1280x720 --override-output-layout %1=l1:interleaved --override-output-layout %11=dram \
    --screenshot "$out/model-pins-llama.png"
rm -rf "$pins_home"
"$build/app/tensor-layout-explorer" samples/models/real-ir/ttnn_mnist_sharded.mlir --view model --policy as-compiled \
    --compare dfsharding --size 1280x720 --screenshot "$out/model-as-compiled-mnist.png"
"$build/app/tensor-layout-explorer" samples/models/mnist_mlp.mlir --view model --select %1 --size 1280x720 \
    --decision-trace tests/data/decision-trace/mnist_mlp.json --screenshot "$out/model-as-decided-mlp.png"
for model in mnist_mlp llama_decoder_layer real-ir/ttir_yolo_v8; do
    # Sized to the graph, with text of at least 10 px.
    "$cli" export "samples/models/$model.mlir" --view chain-graph -o "$out/chain-graph-$(basename "$model").png"
done
for model in mnist_mlp llama_decoder_layer real-ir/ttir_yolo_v8; do
    "$cli" export "samples/models/$model.mlir" --view timeline -o "$out/timeline-$(basename "$model").png" --width 1400 --height 420
done
# The run workspace on the public runs, priced with the calibration fitted on them, at both window sizes.
cal=samples/devices/calibrated_public_runs.json
"$build/app/tensor-layout-explorer" samples/runs/deeplabv3-blackhole-p100.csv --calibration "$cal" --view ops \
    --size 1920x1080 --screenshot "$out/run-ops-deeplabv3.png"
"$build/app/tensor-layout-explorer" samples/runs/oft-net-20-core.csv --calibration "$cal" --view breakdown \
    --size 1280x720 --screenshot "$out/run-breakdown-oft.png"
"$build/app/tensor-layout-explorer" samples/runs/segformer-encoder-wormhole.csv --calibration "$cal" --view ledger \
    --size 1280x720 --screenshot "$out/run-ledger-segformer.png"
"$build/app/tensor-layout-explorer" samples/runs/oft-net-20-core.csv --calibration "$cal" --view calibration \
    --size 1920x1080 --screenshot "$out/run-calibration-oft.png"
"$build/app/tensor-layout-explorer" samples/runs/ttrt-tan.mlir --policy as-compiled --run samples/runs/ttrt-perf-with-loc.csv \
    --join --view plan --size 1280x720 --screenshot "$out/run-plan-ttrt.png"
"$build/app/tensor-layout-explorer" samples/runs/oft-integral-image-bh20.csv --compare-run samples/runs/oft-net-20-core.csv \
    --view compare --size 1280x720 --screenshot "$out/run-compare-oft.png"
for view in run-timeline breakdown calibration roofline; do
    "$cli" export samples/runs/segformer-encoder-wormhole.csv --view "$view" --device "$cal" -o "$out/$view-segformer.png" \
        --width 1400 --height 520
done
# Each public run's timeline coloured by family, at both window sizes, and the roofline of one.
for run in clip-encoder-blackhole-64-core deeplabv3-blackhole-p100 deepseek-v3-8x-blackhole-p150 \
    oft-integral-image-bh20 oft-net-20-core segformer-encoder-wormhole; do
    for size in 1280x720 1920x1080; do
        "$build/app/tensor-layout-explorer" "samples/runs/$run.csv" --view run --size "$size" \
            --screenshot "$out/run-$run-$size.png"
    done
done
for run in deepseek-v3-8x-blackhole-p150 segformer-encoder-wormhole; do
    for size in 1280x720 1920x1080; do
        "$build/app/tensor-layout-explorer" "samples/runs/$run.csv" --view run --theme dark --size "$size" \
            --screenshot "$out/run-$run-$size-dark.png"
    done
done
"$build/app/tensor-layout-explorer" samples/runs/segformer-encoder-wormhole.csv --calibration "$cal" --view roofline \
    --size 1280x720 --screenshot "$out/run-roofline-segformer.png"
echo "wrote $(ls "$out" | wc -l) pictures to $out"
# Finding places without hovering, tile padding in place, and the L1 check.
"$build/app/tensor-layout-explorer" samples/layouts/ttnn-1024x1024-block-sharded-8x8.mlir --size 1280x720 \
    --select "core (3, 4)" --screenshot "$out/go-to-core-8x8.png"
"$build/app/tensor-layout-explorer" samples/layouts/seed-53x63-grid-3x2-tilized.mlir --size 1920x1080 \
    --screenshot "$out/tile-padding-53x63.png"
"$build/app/tensor-layout-explorer" samples/layouts/seed-7d-grid-3x2x2x2.mlir --view shards --size 1280x720 \
    --screenshot "$out/shards-l1-7d.png"
# The window in every language it speaks, at the small window size, so clipped text shows.
for lang in de ja ko zh_CN; do
    "$build/app/tensor-layout-explorer" samples/layouts/seed-53x63-grid-3x2-tilized.mlir --lang "$lang" --size 1280x720 \
        --screenshot "$out/main-window-$lang.png"
    "$build/app/tensor-layout-explorer" samples/models/llama_decoder_layer.mlir --view model --lang "$lang" \
        --size 1280x720 --screenshot "$out/model-$lang.png"
done
# A tall, thin physical plane wrapped into bands.
"$build/app/tensor-layout-explorer" samples/layouts/seed001-combined-dims.txt --size 1280x720 \
    --screenshot "$out/wrap-xla-combined-dims.png"
# Views that fit: the plane summary, the Shards cards and the Tiles path at both window sizes, the German tool row,
# a tall logical slice wrapped, and the dark theme.
for size in 1920x1080 1280x720; do
    "$build/app/tensor-layout-explorer" samples/layouts/seed-7d-grid-3x2x2x2.mlir --view mapping --size "$size" \
        --screenshot "$out/mapping-summary-7d-$size.png"
    "$build/app/tensor-layout-explorer" samples/layouts/ttnn-1024x1024-block-sharded-8x8.mlir --view shards \
        --size "$size" --screenshot "$out/shards-8x8-$size.png"
    "$build/app/tensor-layout-explorer" samples/layouts/ttnn-1024x1024-block-sharded-8x8.mlir --view tiles \
        --size "$size" --screenshot "$out/tiles-8x8-$size.png"
done
"$build/app/tensor-layout-explorer" samples/layouts/seed-7d-grid-3x2x2x2.mlir --view mapping --lang de --size 1280x720 \
    --screenshot "$out/mapping-7d-de-1280x720.png"
"$build/app/tensor-layout-explorer" 'tensor<2048x64xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x1, (d0, d1) -> (0, d0, d1)>, memref<8x2x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<l1>>, <height_sharded>>>' \
    --view mapping --size 1920x1080 --screenshot "$out/mapping-wrapped-2048x64.png"
"$build/app/tensor-layout-explorer" samples/models/mnist_mlp.mlir --view model --theme dark --size 1920x1080 \
    --screenshot "$out/dark-model-1920x1080.png"
"$build/app/tensor-layout-explorer" samples/runs/oft-net-20-core.csv --view calibration --theme dark --size 1280x720 \
    --screenshot "$out/dark-run-1280x720.png"
# A first run: the start page (no recent files), the chain graph of a tall model with its overview, a reshard's
# matrix beside its recorded trace, and the dark theme's breakdown and compare mode.
XDG_CONFIG_HOME="$(mktemp -d)" "$build/app/tensor-layout-explorer" --size 1920x1080 --screenshot "$out/start-page-1920x1080.png"
XDG_CONFIG_HOME="$(mktemp -d)" "$build/app/tensor-layout-explorer" --size 1280x720 --screenshot "$out/start-page-1280x720.png"
dram='tensor<256x512xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<8x16x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<dram>>, <interleaved>>>'
row='tensor<256x512xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x8>, memref<1x16x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<l1>>, <height_sharded>, core_ranges = <[#ttnn.core_range<(0,0), (7,0)>]>>>'
for size in 1920x1080 1280x720; do
    "$build/app/tensor-layout-explorer" samples/models/real-ir/ttir_yolo_v8.mlir --view model --size "$size" \
        --screenshot "$out/chain-graph-yolov8-window-$size.png"
    "$build/app/tensor-layout-explorer" "$dram" --to "$row" --trace tests/data/noc-traces/DRAM_TO_1x8_HEIGHT.json \
        --size "$size" --screenshot "$out/transfer-trace-window-$size.png"
done
"$build/app/tensor-layout-explorer" samples/runs/segformer-encoder-wormhole.csv --view breakdown --theme dark \
    --size 1280x720 --screenshot "$out/dark-breakdown-1280x720.png"
"$build/app/tensor-layout-explorer" samples/models/llama_decoder_layer.mlir --view model --compare dram --theme dark \
    --size 1920x1080 --screenshot "$out/dark-compare-1920x1080.png"
