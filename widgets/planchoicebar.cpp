// SPDX-License-Identifier: MIT
#include "planchoicebar.h"

#include "deviceselector.h"
#include "io/statedplan.h"
#include "optimizer/policies.h"

#include <QComboBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>

namespace tle {

const QString PlanChoiceBar::kUnpinned = QStringLiteral("\x01unpinned");
const QString PlanChoiceBar::kAllPolicies = QStringLiteral("\x01all");

namespace {

QLabel* buddyLabel(const QString& text, QWidget* buddy, QWidget* parent)
{
    auto* label = new QLabel(text, parent);
    label->setBuddy(buddy);
    return label;
}

} // namespace

PlanChoiceBar::PlanChoiceBar(QWidget* parent)
    : QWidget(parent)
    , m_title(new QLabel(tr("Open a model (.mlir or .json) with File > Open or from Samples > Models"), this))
    , m_function(new QComboBox(this))
    , m_policy(new QComboBox(this))
    , m_compare(new QComboBox(this))
    , m_device(new DeviceSelector(this))
    , m_layout(new QHBoxLayout(this))
{
    m_title->setObjectName(QStringLiteral("modelTitle"));
    m_function->setObjectName(QStringLiteral("functionSelector"));
    m_policy->setObjectName(QStringLiteral("policySelector"));
    m_compare->setObjectName(QStringLiteral("compareSelector"));
    const std::pair<QWidget*, QString> help[] = {
        { m_function, tr("The function of the model whose plan is shown") },
        { m_policy, tr("The memory-layout policy that plans the model (the CLI's optimize --policy)") },
        { m_compare, tr("Compare the plan with another policy's, with the plan without pins, or with every policy") },
    };
    for (const auto& [widget, text] : help) {
        widget->setToolTip(text);
        widget->setWhatsThis(text);
    }
    for (const PolicyEntry& entry : policies()) {
        const QString name = QString::fromUtf8(entry.name.data(), qsizetype(entry.name.size()));
        m_policy->addItem(name, name);
        m_policy->setItemData(m_policy->count() - 1,
            QString::fromUtf8(entry.summary.data(), qsizetype(entry.summary.size())), Qt::ToolTipRole);
    }
    m_policy->setCurrentIndex(m_policy->findData(QStringLiteral("dfsharding")));
    m_compare->addItem(tr("(none)"), QString());
    m_compare->addItem(tr("(this policy, unpinned)"), kUnpinned);
    m_compare->setItemData(
        1, tr("The plan of the same policy without your pins: what the pins changed"), Qt::ToolTipRole);
    m_compare->addItem(tr("(all policies)"), kAllPolicies);
    m_compare->setItemData(2, tr("Every other policy's metrics in one table"), Qt::ToolTipRole);
    for (int i = 0; i < m_policy->count(); ++i)
        m_compare->addItem(m_policy->itemText(i), m_policy->itemData(i));
    // The bar must fit a 1280-pixel window: the title gives way first, the selectors elide long names.
    m_title->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_title->setMinimumWidth(60);
    for (auto [box, length] :
        { std::pair { m_function, 8 }, std::pair { m_policy, 14 }, std::pair { m_compare, 14 } }) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(length);
    }
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->addWidget(m_title, 1);
    m_layout->addWidget(buddyLabel(tr("&Function:"), m_function, this));
    m_layout->addWidget(m_function);
    m_layout->addWidget(buddyLabel(tr("&Policy:"), m_policy, this));
    m_layout->addWidget(m_policy);
    m_layout->addWidget(buddyLabel(tr("Co&mpare with:"), m_compare, this));
    m_layout->addWidget(m_compare);
    m_layout->addWidget(buddyLabel(tr("&Device:"), m_device, this));
    m_layout->addWidget(m_device);
    connect(m_function, &QComboBox::currentIndexChanged, this, &PlanChoiceBar::functionChanged);
    connect(m_policy, &QComboBox::currentIndexChanged, this, &PlanChoiceBar::policyChanged);
    connect(m_compare, &QComboBox::currentIndexChanged, this, &PlanChoiceBar::comparisonChanged);
}

void PlanChoiceBar::setModel(const QString& path, const QStringList& functions, int mainFunction)
{
    m_title->setText(QFileInfo(path).fileName());
    m_title->setToolTip(path);
    const QSignalBlocker blocker(m_function);
    m_function->clear();
    m_function->addItems(functions);
    m_function->setCurrentIndex(mainFunction);
    m_function->setEnabled(functions.size() > 1);
}

void PlanChoiceBar::offerStatedPlan(bool offered)
{
    const std::pair<std::string_view, QString> plans[] = {
        { kAsCompiledPlan, tr("The layouts the model states, with the same metrics") },
        { kSpillOnlyPlan, tr("The layouts the model states with only the farthest-last-use spill pass run over them") },
    };
    for (QComboBox* box : { m_policy, m_compare }) {
        const QSignalBlocker blocker(box);
        for (const auto& [plan, tooltip] : plans) {
            const QString name = QString::fromUtf8(plan.data(), qsizetype(plan.size()));
            const int index = box->findData(name);
            if (offered && index < 0) {
                box->addItem(name, name);
                box->setItemData(box->count() - 1, tooltip, Qt::ToolTipRole);
            } else if (!offered && index >= 0) {
                if (box->currentIndex() == index)
                    box->setCurrentIndex(box == m_policy ? box->findData(QStringLiteral("dfsharding")) : 0);
                box->removeItem(index);
            }
        }
        QString& requested = box == m_policy ? m_requestedPolicy : m_requestedCompare;
        if (!requested.isEmpty() && box->findData(requested) >= 0) {
            box->setCurrentIndex(box->findData(requested));
            requested.clear();
        }
    }
}

void PlanChoiceBar::addTrailing(QWidget* widget)
{
    m_layout->addWidget(widget);
}

int PlanChoiceBar::function() const
{
    return m_function->currentIndex();
}

QString PlanChoiceBar::policy() const
{
    return m_policy->currentData().toString();
}

void PlanChoiceBar::setPolicy(const QString& name)
{
    const int index = m_policy->findData(name);
    // as-compiled is offered once a model that states layouts is open: remember the wish until then.
    m_requestedPolicy = index >= 0 ? QString() : name;
    if (index >= 0)
        m_policy->setCurrentIndex(index);
}

QString PlanChoiceBar::comparison() const
{
    return m_compare->currentData().toString();
}

void PlanChoiceBar::setComparison(const QString& requested)
{
    // The command line's names for the two entries that are not policies.
    const QString name = requested == QLatin1String("all") ? kAllPolicies
        : requested == QLatin1String("unpinned")           ? kUnpinned
                                                           : requested;
    const int index = m_compare->findData(name);
    m_requestedCompare = index >= 0 ? QString() : name;
    m_compare->setCurrentIndex(index >= 0 ? index : 0);
}

void PlanChoiceBar::compareWithUnpinned()
{
    const QSignalBlocker blocker(m_compare);
    m_compare->setCurrentIndex(m_compare->findData(kUnpinned));
}

} // namespace tle
