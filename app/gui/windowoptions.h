// SPDX-License-Identifier: MIT
#pragma once

#include <QCommandLineOption>

class QCommandLineParser;

namespace tle {

class MainWindow;

// The window's command-line options, declared once and applied to a window after parsing. Scripts and the
// pictures in the documents open the window on a layout, a model, a run, a view or a reshard with them.
class WindowOptions
{
public:
    WindowOptions();

    QCommandLineOption lang, theme, screenshot, size, view, select;
    QCommandLineOption policy, compare, device, calibration, run, compareRun;
    QCommandLineOption join, pin, trace, pick, to, nocTrace;

    void declare(QCommandLineParser& parser) const;
    // The model's choices first, so that the model opened next is planned with them; then the layout or file, the
    // size, the view and the Transfer view's destination and trace.
    void apply(MainWindow& window, const QCommandLineParser& parser) const;

private:
    void showTransfer(MainWindow& window, const QCommandLineParser& parser) const;
};

} // namespace tle
