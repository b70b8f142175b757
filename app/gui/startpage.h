// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QGridLayout;
class QLabel;
class QListWidget;
class QPushButton;

namespace tle {

class MainWindow;

// What the Layout workspace shows before its first layout: what the tool answers, the three ways to begin
// (paste a layout, open a model, open a measured run), each with a sample to try, and the recent files. It
// stands in for the views, which it shows again, for good, once a layout is on screen (`dismissed`).
class StartPage : public QWidget
{
    Q_OBJECT
public:
    // Opens what the user picks in `window`; `views` is the widget it stands in for (hidden until dismissed).
    StartPage(MainWindow* window, QWidget* views, QWidget* parent);

    // The page is up: no layout has been shown yet.
    bool isActive() const { return m_active; }
    // Gives the place back to the views.
    void dismiss();

signals:
    void dismissed();

protected:
    void showEvent(QShowEvent* event) override;

private:
    QGridLayout* startingPoints(QWidget* body);
    QWidget* card(const QString& title, const QString& text, QPushButton* action, QPushButton* sample);
    QPushButton* sampleButton(const QString& file, const QString& objectName);
    void openDialog(const QString& caption, const QString& filter);
    void pasteClipboard();
    void fillRecent();

    MainWindow* m_window;
    QWidget* m_views;
    QListWidget* m_recent = nullptr;
    QLabel* m_noRecent = nullptr;
    bool m_active = true;
};

} // namespace tle
