// SPDX-License-Identifier: MIT
#include "samplecatalog.h"

#include <QCoreApplication>

#include <iterator>

namespace tle {

namespace {

struct Entry
{
    const char* base;
    const char* title;
};

// Named by what they show; the file's first comment line says where each comes from (the menu's tooltip).
constexpr Entry kEntries[] = {
    { "current-128x384-tiled", QT_TRANSLATE_NOOP("SampleCatalog", "128x384 in 32x32 tiles on one core") },
    { "current-2x33x128-tiled", QT_TRANSLATE_NOOP("SampleCatalog", "2x33x128 aligned to 128x128") },
    { "current-576x4096-grid-padding",
        QT_TRANSLATE_NOOP("SampleCatalog", "576x4096 with grid padding on 8 rows of cores") },
    { "seed-2x3x64x128-grid-1x1", QT_TRANSLATE_NOOP("SampleCatalog", "2x3x64x128 collapsed to 384x128 on one core") },
    { "seed-2x3x64x128-grid-2x4", QT_TRANSLATE_NOOP("SampleCatalog", "2x3x64x128 on a 2x4 grid of cores") },
    { "seed-2x3x64x128-multidevice-2x2x4",
        QT_TRANSLATE_NOOP("SampleCatalog", "2x3x64x128 with its batch on separate devices (2x2x4 grid)") },
    { "seed-2x8x32-stride-32-tilized", QT_TRANSLATE_NOOP("SampleCatalog", "Padding: each batch on its own tile") },
    { "seed-2x8x32-stride-8", QT_TRANSLATE_NOOP("SampleCatalog", "Padding: two batches packed into one tile row") },
    { "seed-3x64x128-grid-3x2-tilized", QT_TRANSLATE_NOOP("SampleCatalog", "3x64x128 in bfp_bf8 tiles on 3x2 cores") },
    { "seed-3x64x128-grid-3x2", QT_TRANSLATE_NOOP("SampleCatalog", "3x64x128 on 3x2 cores, before tilizing") },
    { "seed-53x63-grid-3x2-tilized", QT_TRANSLATE_NOOP("SampleCatalog", "Padding: 53x63 in tiles on 3x2 cores") },
    { "seed-53x63-grid-3x2",
        QT_TRANSLATE_NOOP("SampleCatalog", "Padding: 53x63 on a 3x2 grid that does not divide it") },
    { "seed-7d-grid-3x2x2x2", QT_TRANSLATE_NOOP("SampleCatalog", "A 7-D tensor on a 4-D grid") },
    { "seed-8x300-grid-1x2", QT_TRANSLATE_NOOP("SampleCatalog", "8x300 on two cores") },
    { "seed-8x96x32-grid-2x1", QT_TRANSLATE_NOOP("SampleCatalog", "8x96x32 collapsed to 768x32 on two cores") },
    { "seed-8x96x32-grid-2x1x2", QT_TRANSLATE_NOOP("SampleCatalog", "A sparse image: one dim used twice") },
    { "seed001-combined-dims", QT_TRANSLATE_NOOP("SampleCatalog", "Combined dims: F32[2,7,8,11,10] in (2,3) tiles") },
    { "seed001-f32-3x5-T2x2", QT_TRANSLATE_NOOP("SampleCatalog", "F32[3,5] in 2x2 tiles") },
    { "seed003-2x64x64-tiles", QT_TRANSLATE_NOOP("SampleCatalog", "Tile and face order of a 2x64x64 tensor") },
    { "seed004-example1-height-sharding",
        QT_TRANSLATE_NOOP("SampleCatalog", "T3K: split over 4 columns, copied over 2 rows") },
    { "seed004-example2-width-sharding",
        QT_TRANSLATE_NOOP("SampleCatalog", "T3K: split over 2 rows, copied over 4 columns") },
    { "seed004-example3-block-sharding", QT_TRANSLATE_NOOP("SampleCatalog", "T3K: split over rows and columns") },
    { "ttnn-1024x1024-block-sharded-8x8",
        QT_TRANSLATE_NOOP("SampleCatalog", "1024x1024 block-sharded on 64 cores (start here)") },
    { "ttnn-1024x1024-dram-interleaved", QT_TRANSLATE_NOOP("SampleCatalog", "1024x1024 interleaved over DRAM banks") },
    { "ttnn-1024x1024-height-sharded-32", QT_TRANSLATE_NOOP("SampleCatalog", "1024x1024 height-sharded on 32 cores") },
    { "mnist_mlp", QT_TRANSLATE_NOOP("SampleCatalog", "MNIST MLP, three matmuls (start here)") },
    { "bert_encoder_layer", QT_TRANSLATE_NOOP("SampleCatalog", "BERT encoder layer") },
    { "fork_join_graph", QT_TRANSLATE_NOOP("SampleCatalog", "A fork and a join") },
    { "llama_decoder_layer", QT_TRANSLATE_NOOP("SampleCatalog", "Llama decoder layer") },
    { "resnet50_bottleneck", QT_TRANSLATE_NOOP("SampleCatalog", "ResNet-50 bottleneck block") },
    { "unet_concat_block", QT_TRANSLATE_NOOP("SampleCatalog", "U-Net concat block") },
    { "ttir_llama_3_1_8b_decode_layer",
        QT_TRANSLATE_NOOP("SampleCatalog", "Compiler output: Llama 3.1 8B decode layer (TTIR)") },
    { "ttir_mnist", QT_TRANSLATE_NOOP("SampleCatalog", "Compiler output: MNIST (TTIR)") },
    { "ttir_yolo_v8", QT_TRANSLATE_NOOP("SampleCatalog", "Compiler output: YOLOv8 (TTIR)") },
    { "ttnn_mnist_sharded", QT_TRANSLATE_NOOP("SampleCatalog", "Compiler output: MNIST, sharded (TTNN)") },
    { "ttnn_nlp_concat_heads_decode",
        QT_TRANSLATE_NOOP("SampleCatalog", "Compiler output: concat heads in decode (TTNN)") },
    { "clip-encoder-blackhole-64-core", QT_TRANSLATE_NOOP("SampleCatalog", "CLIP encoder on Blackhole, 64 cores") },
    { "deeplabv3-blackhole-p100", QT_TRANSLATE_NOOP("SampleCatalog", "DeepLabV3 on Blackhole p100") },
    { "deepseek-v3-8x-blackhole-p150", QT_TRANSLATE_NOOP("SampleCatalog", "DeepSeek V3 on 8 Blackhole p150 devices") },
    { "oft-integral-image-bh20", QT_TRANSLATE_NOOP("SampleCatalog", "OFT integral image on Blackhole, 20 cores") },
    { "oft-net-20-core", QT_TRANSLATE_NOOP("SampleCatalog", "OFT network, 20 cores") },
    { "segformer-encoder-wormhole", QT_TRANSLATE_NOOP("SampleCatalog", "SegFormer encoder on Wormhole (start here)") },
    { "ttrt-perf-with-loc", QT_TRANSLATE_NOOP("SampleCatalog", "ttrt profile of a compiled module, with locations") },
};

} // namespace

QString SampleCatalog::title(const QString& baseName)
{
    for (const Entry& e : kEntries) {
        if (baseName == QLatin1String(e.base))
            return QCoreApplication::translate("SampleCatalog", e.title);
    }
    return {};
}

} // namespace tle
