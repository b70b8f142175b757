// SPDX-License-Identifier: MIT
#pragma once

#include "report/fact.h"

#include <QWidget>

class QLabel;
class QStandardItemModel;
class QTableView;
class QTreeView;

namespace tle {

class LayoutFactsModel;

// Why a policy decided what it did for one op, answer first: the verdict paragraph (the layout chosen, why its
// chain ended and which op stopped it, where its output spills and by which rule), then the candidates as a
// compact table (layout, verdict, estimated time, reason) with the rejected ones collapsed into a row per verdict
// and reason, then the rest of the explanation as facts.
class WhyPanel : public QWidget
{
    Q_OBJECT
public:
    enum CandidateColumn
    {
        LayoutColumn,
        VerdictColumn,
        EstimateColumn,
        ReasonColumn,
        NumCandidateColumns
    };

    explicit WhyPanel(QWidget* parent = nullptr);

    void setFacts(const FactGroup& facts);
    void clear();

    QString verdictText() const;
    QStandardItemModel* candidates() const { return m_candidates; }
    // The facts after the verdict and the candidates.
    LayoutFactsModel* details() const { return m_details; }

private:
    void fillCandidates(const FactValue::List& candidates);
    void fitColumns();

    QLabel* m_verdict = nullptr;
    QStandardItemModel* m_candidates = nullptr;
    QTreeView* m_candidateView = nullptr;
    LayoutFactsModel* m_details = nullptr;
    QTableView* m_detailView = nullptr;
};

} // namespace tle
