// SPDX-License-Identifier: MIT
#include "messagetext.h"

#include "unitpalette.h"

#include <QCoreApplication>
#include <QLocale>

namespace tle {

namespace {

std::string translated(const char* context, const char* source)
{
    return QCoreApplication::translate(context, source).toStdString();
}

std::string argText(const MessageArg& arg)
{
    if (const auto* cause = std::get_if<PaddingCause>(&arg))
        return paddingCauseName(*cause).toStdString();
    if (const auto* axis = std::get_if<AxisWord>(&arg))
        return substitutePlaceholders(translated(kAxisContext, axisWordSource(*axis)), { std::to_string(axis->dim) });
    if (const auto* nested = std::get_if<std::shared_ptr<const Message>>(&arg))
        return *nested ? messageText(**nested).toStdString() : std::string();
    // Counts and sizes in the user's locale, grouped (3,440,640), as the window's other figures are.
    if (const auto* number = std::get_if<int64_t>(&arg))
        return QLocale().toString(qlonglong(*number)).toStdString();
    return englishArg(arg);
}

} // namespace

QString messageText(const Message& message)
{
    std::vector<std::string> args;
    args.reserve(message.args.size());
    for (const MessageArg& arg : message.args)
        args.push_back(argText(arg));
    return QString::fromStdString(substitutePlaceholders(translated(message.context, message.source), args));
}

} // namespace tle
