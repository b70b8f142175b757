// SPDX-License-Identifier: MIT
#pragma once

#include "report/fact.h"

#include <QWidget>

class QLabel;
class QTabWidget;
class QStandardItemModel;
class QTableView;
class QTreeView;

namespace tle {

class LayoutFactsModel;

// Why a policy decided what it did for one op, answer first: the verdict as labelled lines (the layout chosen, why
// its chain ended and which op stopped it, where its output spills), the rules it cites in a tooltip; then, in
// tabs, the candidates as a compact table (layout, verdict, estimated time, reason) with the rejected ones collapsed
// into a row per verdict and reason, and the rest of the explanation as facts (not the op, kind and policy, which
// the op table and the policy box show).
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
    // The verdict as labelled lines (Chosen, Chain ended, Spill, Moves), the rules it cites in the tooltip.
    void showVerdict(const FactValue& value);
    void fillCandidates(const FactValue::List& candidates);
    void fitColumns();

    QLabel* m_verdict = nullptr;
    QString m_verdictPlain; // the verdict as one paragraph, as the CLI writes it
    QTabWidget* m_parts = nullptr;
    QStandardItemModel* m_candidates = nullptr;
    QTreeView* m_candidateView = nullptr;
    LayoutFactsModel* m_details = nullptr;
    QTableView* m_detailView = nullptr;
};

} // namespace tle
