// SPDX-License-Identifier: MIT
#pragma once

#include <QMainWindow>

class QLabel;
class QLineEdit;
class QTableView;

namespace tle {

class LayoutFactsModel;

// The main window: paste a layout in any notation and see what core derives from it. Invalid input
// shows the parser's message under the field and keeps the last valid facts.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Shows `text` (a layout string) as if the user had pasted it.
    void setLayoutText(const QString& text);
    // Loads a file holding a layout string; returns false and shows why when it cannot be read.
    bool openLayoutFile(const QString& path);

signals:
    void layoutChanged();

private:
    void applyLayoutText();
    void openLayoutDialog();
    void showAbout();

    QLineEdit* m_input = nullptr;
    QLabel* m_error = nullptr;
    QTableView* m_factsView = nullptr;
    LayoutFactsModel* m_facts = nullptr;
    int m_errorColumn = 0;
};

} // namespace tle
