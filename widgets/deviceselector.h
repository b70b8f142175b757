// SPDX-License-Identifier: MIT
#pragma once

#include "optimizer/shared/devicemodel.h"

#include <QComboBox>

#include <map>
#include <string>

namespace tle {

// Which device the policies plan for: the default device, or one a JSON device file describes (as the CLI's
// --device). The last entry asks for a file. Each load gets a key of its own, so that plans cached for an
// earlier version of a file are never taken for the new one.
class DeviceSelector : public QComboBox
{
    Q_OBJECT
public:
    explicit DeviceSelector(QWidget* parent = nullptr);

    // Reads a device file and selects it; false, with why in `error` (line and column), when it cannot be read.
    bool loadFile(const QString& path, QString* error);
    // The device on show (the model's own overrides are applied by whoever plans).
    OptimizerDevice device() const;
    // "" for the default device, else the loaded file and its load.
    std::string key() const { return m_key; }
    // The file of the device on show; empty for the default.
    QString file() const;

signals:
    void deviceChanged();
    void loadFailed(const QString& message);

private:
    struct Loaded
    {
        QString path;
        OptimizerDevice device;
    };
    void select(const std::string& key);

    std::map<std::string, Loaded> m_loaded;
    std::string m_key;
    int m_loads = 0;
};

} // namespace tle
