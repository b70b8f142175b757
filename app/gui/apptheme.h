// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QPalette>

#include <optional>

class QActionGroup;
class QMenu;

namespace tle {

// The application's colour theme: the system's palette as the application started with it, a light one or a
// dark one. Qt 6.4 cannot follow the desktop's colour scheme, so the choice is the user's, kept in the settings
// (view/theme) and applied to every window at once; the views and plots paint from the palette.
class AppTheme : public QObject
{
    Q_OBJECT
public:
    enum class Theme
    {
        System,
        Light,
        Dark,
    };
    Q_ENUM(Theme)

    // Adds View > Theme to `parent` and applies the theme kept in the settings.
    explicit AppTheme(QMenu* parent);

    static QPalette palette(Theme theme);
    // Applies a theme to the application and, unless told not to (a picture taken for a script), keeps it in the
    // settings.
    void setTheme(Theme theme, bool keep = true);
    // A theme by its name in the settings and on the command line: "system", "light" or "dark".
    static std::optional<Theme> themeNamed(const QString& name);
    Theme theme() const { return m_theme; }
    // The theme kept in the settings (System when none is).
    static Theme savedTheme();

private:
    Theme m_theme = Theme::System;
    QActionGroup* m_group = nullptr;
};

} // namespace tle
