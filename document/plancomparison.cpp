// SPDX-License-Identifier: MIT
#include "plancomparison.h"

namespace tle {

PlanComparison PlanComparison::fromWord(const QString& word)
{
    if (word.isEmpty())
        return {};
    if (word == QLatin1String("all"))
        return allPolicies();
    if (word == QLatin1String("unpinned"))
        return unpinned();
    return of(word);
}

QString PlanComparison::word() const
{
    switch (kind) {
    case Kind::None:
        break;
    case Kind::Plan:
        return plan;
    case Kind::Unpinned:
        return QStringLiteral("unpinned");
    case Kind::AllPolicies:
        return QStringLiteral("all");
    }
    return {};
}

} // namespace tle
