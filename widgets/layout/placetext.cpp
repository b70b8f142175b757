// SPDX-License-Identifier: MIT
#include "placetext.h"

#include "messagetext.h"

#include "report/reportformat.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <string_view>

namespace tle {

QString placeAnswerTooltip(const std::string& answer, const std::optional<Message>& why)
{
    const auto labels = placeRowLabels();
    QString html = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"1\">");
    for (const QString& line : QString::fromStdString(answer).split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QString label = line.left(qsizetype(kPlaceValueColumn)).trimmed();
        const std::string key = label.toStdString();
        const bool known = std::ranges::any_of(labels, [&](const char* l) { return std::string_view(l) == key; });
        if (!known || line.size() <= qsizetype(kPlaceValueColumn)) {
            html += QStringLiteral("<tr><td colspan=\"2\">%1</td></tr>").arg(line.toHtmlEscaped());
            continue;
        }
        const QString value = why && key == "Why" ? messageText(*why) : line.mid(qsizetype(kPlaceValueColumn));
        html += QStringLiteral("<tr><td><b>%1</b>&nbsp;&nbsp;</td><td>%2</td></tr>")
                    .arg(QCoreApplication::translate("tle::PlaceRows", key.c_str()).toHtmlEscaped(),
                        value.toHtmlEscaped());
    }
    return html + QStringLiteral("</table>");
}

} // namespace tle
