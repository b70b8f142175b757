// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QComboBox;
class QHBoxLayout;
class QLabel;

namespace tle {

class DeviceSelector;
class ModelDocument;

// What the model workspace plans, as the model document holds it: the model's title, and selectors for the
// function, the policy (and the stated plans of a compiled module), the plan to compare with and the device.
// Choosing in a selector sets the document; the document's changes show in the selectors.
class PlanChoiceBar : public QWidget
{
    Q_OBJECT
public:
    explicit PlanChoiceBar(ModelDocument* document, QWidget* parent = nullptr);

    // Widgets after the selectors (buttons of the workspace).
    void addTrailing(QWidget* widget);
    DeviceSelector* device() const { return m_device; }

private:
    void showModel();
    void showOfferedPlans();
    void showPolicy();
    void showComparison();

    ModelDocument* m_document;
    QLabel* m_title = nullptr;
    QComboBox* m_function = nullptr;
    QComboBox* m_policy = nullptr;
    QComboBox* m_compare = nullptr;
    DeviceSelector* m_device = nullptr;
    QHBoxLayout* m_layout = nullptr;
};

} // namespace tle
