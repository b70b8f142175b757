// SPDX-License-Identifier: MIT
#pragma once

#include "optimizer/shared/devicemodel.h"

#include <QWidget>

#include <string>

class QComboBox;
class QHBoxLayout;
class QLabel;

namespace tle {

class DeviceSelector;

// What the model workspace plans: the model's title, and selectors for the function, the policy (and the
// as-compiled plan of a compiled module), the plan to compare with and the device. Policies named before they
// are offered (as-compiled before its model is open) are remembered until they are.
class PlanChoiceBar : public QWidget
{
    Q_OBJECT
public:
    // The compare selector's entry for the current policy's plan without pins.
    static const QString kUnpinned;
    // The compare selector's entry for every other policy's plan at once.
    static const QString kAllPolicies;

    explicit PlanChoiceBar(QWidget* parent = nullptr);

    void setModel(const QString& path, const QStringList& functions, int mainFunction);
    // Offers the as-compiled plan next to the policies, or takes it away (falling back to dfsharding).
    void offerStatedPlan(bool offered);
    // Widgets after the selectors (buttons of the workspace).
    void addTrailing(QWidget* widget);

    int function() const;
    QString policy() const;
    void setPolicy(const QString& name);
    // The plan compared with: a policy, kUnpinned, kAllPolicies, or empty for none.
    QString comparison() const;
    // A policy, as-compiled, or "all" and "unpinned" for the entries that are not policies.
    void setComparison(const QString& name);
    // Selects kUnpinned without announcing it (the caller replans anyway).
    void compareWithUnpinned();
    DeviceSelector* device() const { return m_device; }

signals:
    void functionChanged();
    void policyChanged();
    void comparisonChanged();

private:
    QLabel* m_title = nullptr;
    QComboBox* m_function = nullptr;
    QComboBox* m_policy = nullptr;
    QComboBox* m_compare = nullptr;
    DeviceSelector* m_device = nullptr;
    QHBoxLayout* m_layout = nullptr;
    QString m_requestedPolicy;
    QString m_requestedCompare;
};

} // namespace tle
