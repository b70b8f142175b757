// SPDX-License-Identifier: MIT
#include "deviceselector.h"

#include "modeldocument.h"

#include <QFileDialog>
#include <QFileInfo>

namespace tle {

namespace {

// Marks the entry that loads a device file; the devices' entries hold their keys as item data.
constexpr int kLoadsFileRole = Qt::UserRole + 1;

} // namespace

DeviceSelector::DeviceSelector(ModelDocument* document, QWidget* parent)
    : QComboBox(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("deviceSelector"));
    // Device names are long: the selector stays narrow and elides; each entry's tooltip names its file.
    setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    setMinimumContentsLength(16);
    setToolTip(tr("The device the policies plan for (a JSON device file, as the CLI's --device)"));
    setWhatsThis(tr("The device the plans are made for: its grid, L1 and DRAM sizes and bandwidths. Load a JSON device "
                    "file (the same the CLI's --device reads) to plan for another device."));
    showDevices();
    connect(this, &QComboBox::activated, this, [this](int index) {
        if (itemData(index, kLoadsFileRole).toBool())
            askForFile();
    });
    connect(this, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (!itemData(index, kLoadsFileRole).toBool())
            m_document->setDevice(itemData(index).toString().toStdString());
    });
    connect(m_document, &ModelDocument::devicesChanged, this, &DeviceSelector::showDevices);
    connect(m_document, &ModelDocument::deviceChanged, this, &DeviceSelector::showDevice);
}

void DeviceSelector::showDevices()
{
    const QSignalBlocker blocker(this);
    clear();
    for (const ModelDocument::Device& d : m_document->devices()) {
        if (d.key.empty()) {
            // The name alone: the bar has room for it at 1280 px; the tooltip says it is the default.
            addItem(QString::fromStdString(d.device.device.name), QString());
            setItemData(count() - 1, tr("The default device, with the model's own overrides"), Qt::ToolTipRole);
        } else {
            addItem(tr("%1 (%2)").arg(QString::fromStdString(d.device.device.name), QFileInfo(d.path).fileName()),
                QString::fromStdString(d.key));
            setItemData(count() - 1, d.path, Qt::ToolTipRole);
        }
    }
    addItem(tr("Load device file…"));
    setItemData(count() - 1, true, kLoadsFileRole);
    showDevice();
}

void DeviceSelector::showDevice()
{
    const QSignalBlocker blocker(this);
    setCurrentIndex(std::max(0, findData(QString::fromStdString(m_document->device().key))));
}

// Stays on the device on show until a file is read; a file that cannot be read is the document's problem to show.
void DeviceSelector::askForFile()
{
    showDevice();
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Load Device File"), QString(), tr("Device files (*.json);;All files (*)"));
    if (!path.isEmpty())
        m_document->loadDeviceFile(path);
}

} // namespace tle
