// SPDX-License-Identifier: MIT
#include "runsearchbar.h"

#include "run/runtimelinequery.h"
#include "util/error.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QTimer>
#include <QToolButton>

namespace tle {

namespace {

// A search starts once typing pauses this long: a run may have 100,000 ops.
constexpr int kPauseMs = 200;

} // namespace

RunSearchBar::RunSearchBar(QWidget* parent)
    : QWidget(parent)
    , m_field(new QLineEdit(this))
    , m_regex(new QCheckBox(tr("Rege&x"), this))
    , m_previous(new QToolButton(this))
    , m_next(new QToolButton(this))
    , m_count(new QLabel(this))
    , m_pause(new QTimer(this))
{
    setObjectName(QStringLiteral("runSearchBar"));
    m_field->setObjectName(QStringLiteral("runSearch"));
    m_field->setPlaceholderText(tr("Search the timeline: op code, loc or signpost"));
    m_field->setClearButtonEnabled(true);
    m_field->installEventFilter(this);
    m_regex->setObjectName(QStringLiteral("runSearchRegex"));
    m_regex->setToolTip(tr("Read the search as a regular expression (ECMAScript, any case)"));
    m_previous->setObjectName(QStringLiteral("runSearchPrevious"));
    m_previous->setArrowType(Qt::UpArrow);
    m_previous->setToolTip(tr("The match before (Shift+Return)"));
    m_next->setObjectName(QStringLiteral("runSearchNext"));
    m_next->setArrowType(Qt::DownArrow);
    m_next->setToolTip(tr("The next match (Return)"));
    m_count->setObjectName(QStringLiteral("runSearchCount"));
    m_count->setTextFormat(Qt::PlainText);
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_field, 1);
    row->addWidget(m_regex);
    row->addWidget(m_previous);
    row->addWidget(m_next);
    row->addWidget(m_count);
    m_pause->setSingleShot(true);
    m_pause->setInterval(kPauseMs);
    connect(m_field, &QLineEdit::textChanged, m_pause, qOverload<>(&QTimer::start));
    connect(m_regex, &QCheckBox::toggled, this, &RunSearchBar::search);
    connect(m_pause, &QTimer::timeout, this, &RunSearchBar::search);
    connect(m_previous, &QToolButton::clicked, this, &RunSearchBar::previous);
    connect(m_next, &QToolButton::clicked, this, &RunSearchBar::next);
    showCount();
}

void RunSearchBar::setRun(std::shared_ptr<const MeasuredRun> run)
{
    m_run = std::move(run);
    search();
}

void RunSearchBar::search()
{
    m_pause->stop();
    m_hits.clear();
    m_current = -1;
    QString problem;
    if (m_run) {
        try {
            m_hits = searchRunOps(*m_run, m_field->text().toStdString(), m_regex->isChecked());
        } catch (const Error& e) {
            problem = QString::fromUtf8(e.what());
        }
    }
    showCount(problem);
    emit hitsChanged(m_hits);
}

void RunSearchBar::next()
{
    step(1);
}

void RunSearchBar::previous()
{
    step(-1);
}

void RunSearchBar::step(int by)
{
    if (m_pause->isActive())
        search();
    if (m_hits.empty())
        return;
    const int count = int(m_hits.size());
    m_current = m_current < 0 ? (by > 0 ? 0 : count - 1) : (m_current + by + count) % count;
    showCount();
    emit stepped(m_hits[size_t(m_current)]);
}

void RunSearchBar::showCount(const QString& problem)
{
    m_count->setStyleSheet(problem.isEmpty() ? QString() : QStringLiteral("color: #b00020"));
    m_count->setToolTip(problem);
    if (!problem.isEmpty())
        m_count->setText(tr("not a regular expression"));
    else if (m_field->text().isEmpty())
        m_count->clear();
    else if (m_hits.empty())
        m_count->setText(tr("no match"));
    else if (m_current < 0)
        m_count->setText(tr("%Ln matches", nullptr, int(m_hits.size())));
    else
        m_count->setText(tr("%1 of %2").arg(m_current + 1).arg(m_hits.size()));
    m_previous->setEnabled(!m_hits.empty());
    m_next->setEnabled(!m_hits.empty());
}

bool RunSearchBar::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_field && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            step(key->modifiers() & Qt::ShiftModifier ? -1 : 1);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace tle
