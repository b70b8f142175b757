// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

#include <string>

class QMenu;

namespace tle {

// The Samples menu: the bundled layouts grouped by notation (seed-form metal, current metal, TTNN, XLA, mesh),
// each with the description of its file's first comment line, the bundled models and the bundled measured runs.
class SamplesMenu : public QObject
{
    Q_OBJECT
public:
    // Fills `menu`, which stays owned by its menu bar.
    SamplesMenu(QMenu* menu, QObject* parent);

    // Where the samples are: $TLE_SAMPLES_DIR, the installed share folder, else the samples of the source tree
    // the executable was built in.
    static QString directory();

    // The menu's groups, in its order.
    enum class Group
    {
        MetalSeed,
        Metal,
        Ttnn,
        Xla,
        Mesh,
        Other,
    };
    // The group of a sample file's text: a mesh sample (its file names a mesh), else its layout's notation.
    static Group groupOf(const std::string& fileText);

signals:
    // A layout sample; `mesh` when the sample is about its mesh.
    void layoutChosen(const QString& path, bool mesh);
    void modelChosen(const QString& path);
    void runChosen(const QString& path);

private:
    void addLayouts(QMenu* menu);
    void addModels(QMenu* menu);
    void addRuns(QMenu* menu);
};

} // namespace tle
