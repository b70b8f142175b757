// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QTimer;
class QToolButton;

namespace tle {

// The layout field at the top of the layout workspace: one line for the usual layout, or (expanded) a multi-line
// editor that shows a long layout whole; the parser's error under it with its place, and the reader's warnings.
// Typing is handed on after a pause, text set in one go at once. Undo and redo keys are left to the window, whose
// document owns the history.
class LayoutField : public QWidget
{
    Q_OBJECT
public:
    explicit LayoutField(QWidget* parent = nullptr);

    QString text() const;
    // Text set by the program (a sample, a file, a pick): handed on at once.
    void setText(const QString& text);
    // The document's text shown without handing it on again.
    void showDocumentText(const QString& text);
    // Hands on text still waiting for the pause in typing.
    void flush();
    bool isPending() const;

    void showError(const QString& message, int line, int column);
    void clearError();
    void setWarnings(const QStringList& warnings);

    bool isExpanded() const;
    void setExpanded(bool expanded);

signals:
    // The text to read (trimmed), after a pause in typing or at once.
    void textEntered(const QString& text);

private:
    void onEdited(bool typed);

    QLineEdit* m_line = nullptr;
    QPlainTextEdit* m_lines = nullptr;
    QToolButton* m_expand = nullptr;
    QLabel* m_error = nullptr;
    QLabel* m_warnings = nullptr;
    QTimer* m_pause = nullptr;
    int m_errorColumn = 0;
};

} // namespace tle
