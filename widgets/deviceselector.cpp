// SPDX-License-Identifier: MIT
#include "deviceselector.h"

#include "errortext.h"
#include "io/devicefile.h"
#include "util/error.h"

#include <QFile>
#include <QFileDialog>
#include <QFileInfo>

namespace tle {

namespace {

const QString kLoadDevice = QStringLiteral("\x01load");

} // namespace

DeviceSelector::DeviceSelector(QWidget* parent)
    : QComboBox(parent)
{
    setObjectName(QStringLiteral("deviceSelector"));
    addItem(tr("default (%1)").arg(QString::fromStdString(OptimizerDevice {}.device.name)), QString());
    setItemData(0, tr("The default device, with the model's own overrides"), Qt::ToolTipRole);
    addItem(tr("Load device file…"), kLoadDevice);
    // Device names are long: the selector stays narrow and elides; each entry's tooltip names its file.
    setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    setMinimumContentsLength(18);
    setToolTip(tr("The device the policies plan for (a JSON device file, as the CLI's --device)"));
    setWhatsThis(tr("The device the plans are made for: its grid, L1 and DRAM sizes and bandwidths. Load a JSON device "
                    "file (the same the CLI's --device reads) to plan for another device."));
    connect(this, &QComboBox::activated, this, [this](int index) {
        if (itemData(index).toString() != kLoadDevice)
            return;
        select(m_key); // stay on the device on show until a file is loaded
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Load Device File"), QString(), tr("Device files (*.json);;All files (*)"));
        QString error;
        if (!path.isEmpty() && !loadFile(path, &error))
            emit loadFailed(error);
    });
    connect(this, &QComboBox::currentIndexChanged, this, [this](int index) {
        const std::string key = itemData(index).toString().toStdString();
        if (itemData(index).toString() == kLoadDevice || key == m_key)
            return;
        m_key = key;
        emit deviceChanged();
    });
}

bool DeviceSelector::loadFile(const QString& path, QString* error)
{
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly)) {
        *error = tr("Cannot read the device file %1: %2").arg(path, in.errorString());
        return false;
    }
    OptimizerDevice device;
    try {
        device = readOptimizerDevice(in.readAll().toStdString());
    } catch (const Error& e) {
        *error = tr("Device file %1: %2").arg(QFileInfo(path).fileName(), placedErrorText(e));
        return false;
    }
    const QString absolute = QFileInfo(path).absoluteFilePath();
    const std::string key = absolute.toStdString() + '#' + std::to_string(++m_loads);
    {
        const QSignalBlocker blocker(this);
        // One entry per file: a reload replaces it under a new key.
        for (int i = 0; i < count(); ++i) {
            const auto it = m_loaded.find(itemData(i).toString().toStdString());
            if (it != m_loaded.end() && it->second.path == absolute) {
                m_loaded.erase(it);
                removeItem(i);
                break;
            }
        }
        m_loaded[key] = Loaded { .path = absolute, .device = device };
        const int index = count() - 1; // before "Load device file…"
        insertItem(index, tr("%1 (%2)").arg(QString::fromStdString(device.device.name), QFileInfo(path).fileName()),
            QString::fromStdString(key));
        setItemData(index, absolute, Qt::ToolTipRole);
        setCurrentIndex(index);
    }
    m_key = key;
    emit deviceChanged();
    return true;
}

OptimizerDevice DeviceSelector::device() const
{
    const auto it = m_loaded.find(m_key);
    return it != m_loaded.end() ? it->second.device : OptimizerDevice {};
}

QString DeviceSelector::file() const
{
    const auto it = m_loaded.find(m_key);
    return it != m_loaded.end() ? it->second.path : QString();
}

void DeviceSelector::select(const std::string& key)
{
    const QSignalBlocker blocker(this);
    setCurrentIndex(findData(QString::fromStdString(key)));
}

} // namespace tle
