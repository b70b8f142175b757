// SPDX-License-Identifier: MIT
#include "layoutfield.h"

#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTimer>
#include <QToolButton>

namespace tle {

namespace {

// The pause in typing after which the field is read.
constexpr int kTypingPauseMs = 250;

// Undo and redo typed in the field belong to the document, not to the field's own history, which would compete with
// Edit > Undo and lose the redo steps.
class DocumentShortcuts : public QObject
{
public:
    using QObject::QObject;

    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::ShortcutOverride) {
            auto* key = static_cast<QKeyEvent*>(event);
            if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo)
                || key->keyCombination() == QKeyCombination(Qt::ControlModifier | Qt::ShiftModifier, Qt::Key_Z)) {
                event->ignore(); // leaves the key to the window's Undo and Redo actions
                return true;
            }
        }
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

LayoutField::LayoutField(QWidget* parent)
    : QWidget(parent)
    , m_pause(new QTimer(this))
{
    setObjectName(QStringLiteral("layoutField"));
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    auto* prompt = new QLabel(tr("&Layout (any notation the CLI accepts):"), this);
    m_line = new QLineEdit(this);
    m_line->setObjectName(QStringLiteral("layoutInput"));
    m_line->setPlaceholderText(tr("tensor<…, #ttcore.metal_layout<…>>"));
    m_line->setClearButtonEnabled(true);
    m_line->setToolTip(tr("A layout in any notation: metal, TTNN, XLA, or compiler output holding several"));
    m_line->setWhatsThis(tr("Paste or type a layout here: a tensor type with a #ttcore.metal_layout or "
                            "#ttnn.ttnn_layout, an XLA shape such as f32[3,5]{1,0:T(2,2)}, or a snippet of compiler "
                            "output (its layouts are listed to pick from). It is read after a pause in typing; an "
                            "error is shown below the field and Enter moves the cursor to it."));
    m_line->installEventFilter(new DocumentShortcuts(m_line));
    m_lines = new QPlainTextEdit(this);
    m_lines->setObjectName(QStringLiteral("layoutLines"));
    m_lines->setToolTip(m_line->toolTip());
    m_lines->setWhatsThis(tr("The layout field with room for a long layout: it wraps, and reads like the one-line "
                             "field after a pause in typing. Line breaks are read as spaces."));
    m_lines->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_lines->setFixedHeight(m_lines->fontMetrics().lineSpacing() * 5 + 12);
    m_lines->installEventFilter(new DocumentShortcuts(m_lines));
    m_lines->hide();
    m_expand = new QToolButton(this);
    m_expand->setObjectName(QStringLiteral("expandLayoutField"));
    m_expand->setText(tr("More lines"));
    m_expand->setCheckable(true);
    m_expand->setToolTip(tr("Show the layout on several lines, so that a long layout can be read and edited whole"));
    m_expand->setWhatsThis(m_expand->toolTip());
    connect(m_expand, &QToolButton::toggled, this, &LayoutField::setExpanded);
    prompt->setBuddy(m_line);
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("layoutError"));
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->setStyleSheet(QStringLiteral("color: palette(link);"));
    m_error->hide();
    m_warnings = new QLabel(this);
    m_warnings->setObjectName(QStringLiteral("layoutWarnings"));
    m_warnings->setWordWrap(true);
    m_warnings->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_warnings->setStyleSheet(QStringLiteral("background: #fff3c4; color: #3d2e00; padding: 3px;"));
    m_warnings->hide();
    grid->addWidget(prompt, 0, 0, 1, 2);
    grid->addWidget(m_line, 1, 0);
    grid->addWidget(m_lines, 2, 0);
    grid->addWidget(m_expand, 1, 1, Qt::AlignTop);
    grid->addWidget(m_error, 3, 0, 1, 2);
    grid->addWidget(m_warnings, 4, 0, 1, 2);
    grid->setColumnStretch(0, 1);

    m_pause->setSingleShot(true);
    m_pause->setInterval(kTypingPauseMs);
    connect(m_pause, &QTimer::timeout, this, &LayoutField::flush);
    connect(m_line, &QLineEdit::textChanged, this, [this] { onEdited(m_line->isModified()); });
    // The multi-line form writes through to the one line, which is what is read.
    connect(m_lines, &QPlainTextEdit::textChanged, this, [this] {
        {
            const QSignalBlocker block(m_line);
            m_line->setText(m_lines->toPlainText().simplified());
        }
        onEdited(true);
    });
    // Enter jumps to the error; moving the cursor while the user types would scramble the input.
    connect(m_line, &QLineEdit::returnPressed, this, [this] {
        if (m_pause->isActive())
            flush();
        if (m_errorColumn > 0)
            m_line->setCursorPosition(m_errorColumn - 1);
    });
}

QString LayoutField::text() const
{
    return m_line->text();
}

void LayoutField::setText(const QString& text)
{
    m_line->setText(text.simplified());
    // The start of a long layout says what it is (its shape and type): show that, not its end.
    m_line->setCursorPosition(0);
}

void LayoutField::showDocumentText(const QString& text)
{
    if (m_line->text().trimmed() == text)
        return;
    const QSignalBlocker blockLine(m_line);
    const QSignalBlocker blockLines(m_lines);
    m_line->setText(text);
    m_line->setCursorPosition(0);
    if (m_lines->toPlainText().simplified() != text)
        m_lines->setPlainText(text);
}

void LayoutField::onEdited(bool typed)
{
    // Text set on the one line shows in the multi-line form too, unless it came from there.
    if (!m_lines->hasFocus() && m_lines->toPlainText().simplified() != m_line->text()) {
        const QSignalBlocker block(m_lines);
        m_lines->setPlainText(m_line->text());
    }
    // Typing is read after a pause; text set in one go (a sample, a file, a program) at once.
    if (typed)
        m_pause->start();
    else
        flush();
}

void LayoutField::flush()
{
    m_pause->stop();
    emit textEntered(m_line->text().trimmed());
}

bool LayoutField::isPending() const
{
    return m_pause->isActive();
}

void LayoutField::showError(const QString& message, int line, int column)
{
    const QString where = column > 0
        ? (line > 1 ? tr("Line %1, column %2: ").arg(line).arg(column) : tr("Column %1: ").arg(column))
        : QString();
    m_error->setText(where + message);
    m_error->show();
    m_errorColumn = line <= 1 ? column : 0;
}

void LayoutField::clearError()
{
    m_error->hide();
    m_errorColumn = 0;
}

void LayoutField::setWarnings(const QStringList& warnings)
{
    m_warnings->setText(tr("Warning: %1").arg(warnings.join(QStringLiteral("\n"))));
    m_warnings->setVisible(!warnings.isEmpty());
}

bool LayoutField::isExpanded() const
{
    return !m_lines->isHidden();
}

void LayoutField::setExpanded(bool expanded)
{
    if (expanded == isExpanded())
        return;
    m_lines->setVisible(expanded);
    m_line->setVisible(!expanded);
    const QSignalBlocker block(m_expand);
    m_expand->setChecked(expanded);
    (expanded ? static_cast<QWidget*>(m_lines) : m_line)->setFocus();
}

} // namespace tle
