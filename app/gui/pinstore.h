// SPDX-License-Identifier: MIT
#pragma once

#include "modelpins.h"

#include <QString>

namespace tle {

// Where the window keeps each model's pins between sessions: one JSON file per model (by its absolute path) in
// the application's data folder, written atomically, so that reopening a model brings its pins back.
class PinStore
{
public:
    // `folder` empty: the application's data folder.
    explicit PinStore(QString folder = {});

    ModelPins::Named load(const QString& modelPath) const;
    // Writes the pins (removes the file when there are none); false when the file cannot be written.
    bool save(const QString& modelPath, const ModelPins::Named& pins) const;
    QString fileOf(const QString& modelPath) const;

private:
    QString m_folder;
};

} // namespace tle
