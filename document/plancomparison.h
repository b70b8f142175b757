// SPDX-License-Identifier: MIT
#pragma once

#include <QMetaType>
#include <QString>

namespace tle {

// What the plan on show is compared with: nothing, a plan source by its name (a policy or a stated plan), the same
// policy without the pins, or every other policy at once.
struct PlanComparison
{
    enum class Kind
    {
        None,
        Plan,
        Unpinned,
        AllPolicies,
    };
    Kind kind = Kind::None;
    QString plan; // the plan source's name, for Kind::Plan

    static PlanComparison of(const QString& plan) { return { Kind::Plan, plan }; }
    static PlanComparison unpinned() { return { Kind::Unpinned, {} }; }
    static PlanComparison allPolicies() { return { Kind::AllPolicies, {} }; }
    // From the command line's and the workspace file's words: "all", "unpinned", a plan's name, or empty for none.
    static PlanComparison fromWord(const QString& word);
    // The word fromWord() reads back.
    QString word() const;
    bool isNone() const { return kind == Kind::None; }

    friend bool operator==(const PlanComparison&, const PlanComparison&) = default;
};

} // namespace tle

// The compare selector keeps each entry's comparison as its item data.
Q_DECLARE_METATYPE(tle::PlanComparison)
