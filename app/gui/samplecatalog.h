// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace tle {

// What each bundled sample shows, in words a reader of the menu knows (translated), and the three samples a
// first-time user starts from: one layout, one model, one measured run.
class SampleCatalog
{
public:
    // The title of a sample file (its name without the suffix); empty for a file the catalog does not know.
    static QString title(const QString& baseName);

    // The starting samples, as file names under SamplesMenu::directory().
    static QString startLayout() { return QStringLiteral("layouts/ttnn-1024x1024-block-sharded-8x8.mlir"); }
    static QString startModel() { return QStringLiteral("models/mnist_mlp.mlir"); }
    static QString startRun() { return QStringLiteral("runs/segformer-encoder-wormhole.csv"); }
};

} // namespace tle
