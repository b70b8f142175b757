// SPDX-License-Identifier: MIT
#include "planchoicebar.h"

#include "deviceselector.h"
#include "modeldocument.h"
#include "optimizer/decided/decidedplan.h"
#include "optimizer/plansources.h"
#include "optimizer/policies.h"
#include "optimizer/stated/statedplan.h"

#include <QComboBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>

namespace tle {

namespace {

QLabel* buddyLabel(const QString& text, QWidget* buddy, QWidget* parent)
{
    auto* label = new QLabel(text, parent);
    label->setBuddy(buddy);
    return label;
}

QString fromView(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

// Selects the entry whose data is `value` without announcing it: the document already holds the choice.
void showData(QComboBox* box, const QVariant& value)
{
    const QSignalBlocker blocker(box);
    box->setCurrentIndex(std::max(0, box->findData(value)));
}

} // namespace

PlanChoiceBar::PlanChoiceBar(ModelDocument* document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_title(new QLabel(tr("No model"), this))
    , m_function(new QComboBox(this))
    , m_policy(new QComboBox(this))
    , m_compare(new QComboBox(this))
    , m_device(new DeviceSelector(document, this))
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
    // The policies; the stated plans join while the document offers them.
    for (const PlanSource& source : planSources()) {
        if (source.isStated() || source.isDecided())
            continue;
        const QString name = fromView(source.name);
        m_policy->addItem(name, name);
        m_policy->setItemData(m_policy->count() - 1, fromView(source.summary), Qt::ToolTipRole);
    }
    m_compare->addItem(tr("(none)"), QVariant::fromValue(PlanComparison {}));
    m_compare->addItem(tr("(this policy, unpinned)"), QVariant::fromValue(PlanComparison::unpinned()));
    m_compare->setItemData(
        1, tr("The plan of the same policy without your pins: what the pins changed"), Qt::ToolTipRole);
    m_compare->addItem(tr("(all policies)"), QVariant::fromValue(PlanComparison::allPolicies()));
    m_compare->setItemData(2, tr("Every other policy's metrics in one table"), Qt::ToolTipRole);
    for (int i = 0; i < m_policy->count(); ++i)
        m_compare->addItem(
            m_policy->itemText(i), QVariant::fromValue(PlanComparison::of(m_policy->itemData(i).toString())));
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
    showPolicy();
    showComparison();
    connect(m_function, &QComboBox::currentIndexChanged, m_document, &ModelDocument::setFunction);
    connect(m_policy, &QComboBox::currentIndexChanged, this,
        [this] { m_document->setPolicy(m_policy->currentData().toString()); });
    connect(m_compare, &QComboBox::currentIndexChanged, this,
        [this] { m_document->setComparison(m_compare->currentData().value<PlanComparison>()); });
    connect(m_document, &ModelDocument::modelOpened, this, &PlanChoiceBar::showModel);
    connect(m_document, &ModelDocument::functionChanged, this, [this] {
        const QSignalBlocker blocker(m_function);
        m_function->setCurrentIndex(m_document->function());
    });
    connect(m_document, &ModelDocument::offeredPlansChanged, this, &PlanChoiceBar::showOfferedPlans);
    connect(m_document, &ModelDocument::policyChanged, this, &PlanChoiceBar::showPolicy);
    connect(m_document, &ModelDocument::comparisonChanged, this, &PlanChoiceBar::showComparison);
}

void PlanChoiceBar::showModel()
{
    const QString path = m_document->path();
    m_title->setText(QFileInfo(path).fileName());
    m_title->setToolTip(path);
    const QSignalBlocker blocker(m_function);
    m_function->clear();
    if (const auto& module = m_document->module()) {
        for (const ModelGraph& f : module->functions)
            m_function->addItem(QString::fromStdString(f.name()));
    }
    m_function->setCurrentIndex(m_document->function());
    m_function->setEnabled(m_function->count() > 1);
}

// The stated plans (as-compiled, spill-only) and the compiler's as-decided plan are entries of both selectors while
// the document offers them.
void PlanChoiceBar::showOfferedPlans()
{
    const bool stated = m_document->offersStatedPlans();
    const struct
    {
        std::string_view name;
        QString tooltip;
        bool offered;
    } plans[] = {
        { kAsCompiledPlan, tr("The layouts the model states, with the same metrics"), stated },
        { kSpillOnlyPlan, tr("The layouts the model states with only the farthest-last-use spill pass run over them"),
            stated },
        { kAsDecidedPlan, tr("tt-mlir's own choices, read from its optimizer's decision trace"),
            m_document->offersDecidedPlan() },
    };
    for (QComboBox* box : { m_policy, m_compare }) {
        const QSignalBlocker blocker(box);
        for (const auto& plan : plans) {
            const QString name = fromView(plan.name);
            // The policy selector's entries hold their policy's name, the compare selector's their comparison.
            const QVariant data = box == m_compare ? QVariant::fromValue(PlanComparison::of(name)) : QVariant(name);
            const int index = box->findData(data);
            if (plan.offered && index < 0) {
                box->addItem(name, data);
                box->setItemData(box->count() - 1, plan.tooltip, Qt::ToolTipRole);
            } else if (!plan.offered && index >= 0) {
                box->removeItem(index);
            }
        }
    }
    showPolicy();
    showComparison();
}

void PlanChoiceBar::showPolicy()
{
    showData(m_policy, m_document->policy());
}

void PlanChoiceBar::showComparison()
{
    showData(m_compare, QVariant::fromValue(m_document->comparison()));
}

void PlanChoiceBar::addTrailing(QWidget* widget)
{
    m_layout->addWidget(widget);
}

} // namespace tle
