// SPDX-License-Identifier: MIT
#include "errortext.h"

#include "util/error.h"

#include <QCoreApplication>

namespace tle {

QString placedErrorText(const Error& error)
{
    const QString message = QString::fromUtf8(error.what());
    // A run file's message names the file, line and column itself.
    if (error.source() == ErrorSource::RunFile)
        return message;
    if (error.line() > 0 && error.column() > 0)
        return QCoreApplication::translate("tle::ErrorText", "line %1, column %2: %3")
            .arg(error.line())
            .arg(error.column())
            .arg(message);
    if (error.line() > 0)
        return QCoreApplication::translate("tle::ErrorText", "line %1: %2").arg(error.line()).arg(message);
    if (error.column() > 0)
        return QCoreApplication::translate("tle::ErrorText", "column %1: %2").arg(error.column()).arg(message);
    return message;
}

} // namespace tle
