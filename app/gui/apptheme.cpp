// SPDX-License-Identifier: MIT
#include "apptheme.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QMenu>
#include <QMetaEnum>
#include <QSettings>
#include <QStyle>

namespace tle {

namespace {

constexpr const char* kSettingsKey = "view/theme";

// The palette the application started with: what "System" goes back to.
const QPalette& systemPalette()
{
    static const QPalette palette = QApplication::palette();
    return palette;
}

} // namespace

AppTheme::AppTheme(QMenu* parent)
    : QObject(parent)
{
    systemPalette();
    QMenu* menu = parent->addMenu(tr("&Theme"));
    menu->setObjectName(QStringLiteral("themeMenu"));
    m_group = new QActionGroup(this);
    const std::pair<Theme, QString> choices[] = {
        { Theme::System, tr("&System") },
        { Theme::Light, tr("&Light") },
        { Theme::Dark, tr("&Dark") },
    };
    const QMetaEnum names = QMetaEnum::fromType<Theme>();
    for (const auto& [theme, text] : choices) {
        QAction* action = menu->addAction(text);
        action->setObjectName(QStringLiteral("actionTheme%1").arg(QString::fromLatin1(names.valueToKey(int(theme)))));
        action->setCheckable(true);
        action->setData(int(theme));
        m_group->addAction(action);
        connect(action, &QAction::triggered, this, [this, theme] { setTheme(theme); });
    }
    setTheme(savedTheme());
}

AppTheme::Theme AppTheme::savedTheme()
{
    const QString name = QSettings().value(QLatin1String(kSettingsKey)).toString();
    bool ok = false;
    const int value = QMetaEnum::fromType<Theme>().keyToValue(name.toLatin1().constData(), &ok);
    return ok ? Theme(value) : Theme::System;
}

QPalette AppTheme::palette(Theme theme)
{
    switch (theme) {
    case Theme::System:
        return systemPalette();
    case Theme::Light:
        return QApplication::style()->standardPalette();
    case Theme::Dark:
        break;
    }
    QPalette dark;
    const QColor window(45, 45, 48);
    const QColor base(30, 30, 32);
    const QColor text(228, 228, 228);
    const QColor disabled(130, 130, 130);
    dark.setColor(QPalette::Window, window);
    dark.setColor(QPalette::WindowText, text);
    dark.setColor(QPalette::Base, base);
    dark.setColor(QPalette::AlternateBase, QColor(50, 50, 54));
    dark.setColor(QPalette::ToolTipBase, QColor(60, 60, 64));
    dark.setColor(QPalette::ToolTipText, text);
    dark.setColor(QPalette::PlaceholderText, QColor(150, 150, 150));
    dark.setColor(QPalette::Text, text);
    dark.setColor(QPalette::Button, window);
    dark.setColor(QPalette::ButtonText, text);
    dark.setColor(QPalette::BrightText, QColor(255, 90, 90));
    dark.setColor(QPalette::Light, QColor(80, 80, 84));
    dark.setColor(QPalette::Midlight, QColor(62, 62, 66));
    dark.setColor(QPalette::Mid, QColor(100, 100, 104));
    dark.setColor(QPalette::Dark, QColor(20, 20, 22));
    dark.setColor(QPalette::Shadow, QColor(0, 0, 0));
    dark.setColor(QPalette::Highlight, QColor(61, 142, 201));
    dark.setColor(QPalette::HighlightedText, QColor(255, 255, 255));
    dark.setColor(QPalette::Link, QColor(110, 170, 255));
    dark.setColor(QPalette::LinkVisited, QColor(170, 140, 255));
    for (const QPalette::ColorRole role : { QPalette::WindowText, QPalette::Text, QPalette::ButtonText })
        dark.setColor(QPalette::Disabled, role, disabled);
    return dark;
}

std::optional<AppTheme::Theme> AppTheme::themeNamed(const QString& name)
{
    for (const Theme theme : { Theme::System, Theme::Light, Theme::Dark }) {
        if (name.compare(QString::fromLatin1(QMetaEnum::fromType<Theme>().valueToKey(int(theme))), Qt::CaseInsensitive)
            == 0)
            return theme;
    }
    return std::nullopt;
}

void AppTheme::setTheme(Theme theme, bool keep)
{
    m_theme = theme;
    QApplication::setPalette(palette(theme));
    for (QAction* action : m_group->actions())
        action->setChecked(action->data().toInt() == int(theme));
    if (keep)
        QSettings().setValue(
            QLatin1String(kSettingsKey), QString::fromLatin1(QMetaEnum::fromType<Theme>().valueToKey(int(theme))));
}

} // namespace tle
