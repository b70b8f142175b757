// SPDX-License-Identifier: MIT
#pragma once

#include <QProgressBar>

namespace tle {

class JobRunner;

// The status bar's progress of the job runner's work: shown from the first job's start until no job runs.
class JobProgressBar : public QProgressBar
{
    Q_OBJECT
public:
    JobProgressBar(JobRunner* jobs, QWidget* parent = nullptr);
};

} // namespace tle
