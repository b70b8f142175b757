// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

#include <string>

class QMenu;

namespace tle {

class MainWindow;

// The Samples menu: one layout, one model and one run to start from, then the bundled layouts grouped by
// notation (TTNN, seed-form metal, current metal, XLA, mesh), each named by what it shows with its file's first
// comment line as tooltip, the bundled models and the bundled measured runs.
class SamplesMenu : public QObject
{
    Q_OBJECT
public:
    // Fills `menu`, which stays owned by its menu bar; what the user picks opens in `window`.
    SamplesMenu(QMenu* menu, MainWindow* window);

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

    // A sample's menu text: what it shows; its file name when the catalog does not know it.
    static QString labelOf(const QString& baseName);

private:
    // A layout sample; `mesh` when the sample is about its mesh.
    void openLayout(const QString& path, bool mesh);
    void addStartHere(QMenu* menu);
    void addLayouts(QMenu* menu);
    void addModels(QMenu* menu);
    void addRuns(QMenu* menu);

    MainWindow* m_window;
};

} // namespace tle
