// SPDX-License-Identifier: MIT
#include "jobprogressbar.h"

#include "jobrunner.h"

namespace tle {

JobProgressBar::JobProgressBar(JobRunner* jobs, QWidget* parent)
    : QProgressBar(parent)
{
    setObjectName(QStringLiteral("jobProgress"));
    setMaximumWidth(160);
    setRange(0, 100);
    hide();
    connect(jobs, &JobRunner::started, this, [this] {
        setValue(0);
        show();
    });
    connect(jobs, &JobRunner::progress, this, &QProgressBar::setValue);
    connect(jobs, &JobRunner::idle, this, &QWidget::hide);
}

} // namespace tle
