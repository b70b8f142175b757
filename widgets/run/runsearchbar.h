// SPDX-License-Identifier: MIT
#pragma once

#include "run/measuredrun.h"

#include <QWidget>

#include <memory>
#include <vector>

class QCheckBox;
class QLabel;
class QLineEdit;
class QTimer;
class QToolButton;

namespace tle {

// Finds a run's device ops by op code, loc or signpost (a substring, or a regular expression) once typing pauses,
// and steps through them: Return or the arrows go to the next match, Shift+Return to the one before. The timeline
// marks the matches; the step selects one.
class RunSearchBar : public QWidget
{
    Q_OBJECT
public:
    explicit RunSearchBar(QWidget* parent = nullptr);

    void setRun(std::shared_ptr<const MeasuredRun> run);
    // The matches in run order, and the one stepped to (-1: none yet).
    const std::vector<int64_t>& hits() const { return m_hits; }
    int current() const { return m_current; }
    // Searches now rather than after the pause.
    void search();

public slots:
    void next();
    void previous();

signals:
    void hitsChanged(const std::vector<int64_t>& ops);
    void stepped(int64_t op);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void step(int by);
    void showCount(const QString& problem = {});

    std::shared_ptr<const MeasuredRun> m_run;
    QLineEdit* m_field = nullptr;
    QCheckBox* m_regex = nullptr;
    QToolButton* m_previous = nullptr;
    QToolButton* m_next = nullptr;
    QLabel* m_count = nullptr;
    QTimer* m_pause = nullptr;
    std::vector<int64_t> m_hits;
    int m_current = -1;
};

} // namespace tle
