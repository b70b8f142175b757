// SPDX-License-Identifier: MIT
#pragma once

#include <QComboBox>

namespace tle {

class ModelDocument;

// Which device the model document plans for: the default device, or one a JSON device file describes (as the
// CLI's --device). The last entry asks for a file; the document reads it and reports a file it cannot read.
class DeviceSelector : public QComboBox
{
    Q_OBJECT
public:
    explicit DeviceSelector(ModelDocument* document, QWidget* parent = nullptr);

private:
    void showDevices();
    void showDevice();
    void askForFile();

    ModelDocument* m_document;
};

} // namespace tle
