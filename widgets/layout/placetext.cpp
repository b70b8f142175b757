// SPDX-License-Identifier: MIT
#include "placetext.h"

#include "layoutfactsmodel.h"

namespace tle {

QString placeAnswerTooltip(const FactGroup& facts)
{
    QString html = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"1\">");
    for (const Fact& fact : facts) {
        // As the text answer: what does not apply (a row-major layout's tile) has no row.
        if (std::holds_alternative<std::monostate>(fact.value.data))
            continue;
        html += QStringLiteral("<tr><td><b>%1</b>&nbsp;&nbsp;</td><td>%2</td></tr>")
                    .arg(LayoutFactsModel::labelText(fact.key, fact.key).toHtmlEscaped(),
                        LayoutFactsModel::valueText(fact.value, fact.key).toHtmlEscaped());
    }
    return html + QStringLiteral("</table>");
}

} // namespace tle
