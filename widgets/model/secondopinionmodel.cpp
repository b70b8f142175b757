// SPDX-License-Identifier: MIT
#include "secondopinionmodel.h"

#include "optimizer/shared/optimizerresult.h"

namespace tle {

namespace {

QString fieldWords(ScoreField field)
{
    switch (field) {
    case ScoreField::L1:
        return SecondOpinionModel::tr("L1 over DRAM");
    case ScoreField::Sharded:
        return SecondOpinionModel::tr("sharded over interleaved");
    case ScoreField::InputDramBytes:
        return SecondOpinionModel::tr("fewer bytes read from DRAM");
    case ScoreField::Reshard:
        return SecondOpinionModel::tr("no reshard");
    case ScoreField::Cores:
        return SecondOpinionModel::tr("more cores");
    case ScoreField::L1Usage:
        return SecondOpinionModel::tr("less L1");
    case ScoreField::None:
        break;
    }
    return SecondOpinionModel::tr("a tie");
}

} // namespace

SecondOpinionModel::SecondOpinionModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void SecondOpinionModel::setOpinion(const ModelGraph* graph, const JoinedTrace* trace)
{
    beginResetModel();
    m_rows.clear();
    if (graph && trace) {
        for (const SecondOpinion& s : trace->secondOpinion)
            m_rows.push_back({ s, QString::fromStdString(opDisplayName(*graph, s.op)) });
    }
    endResetModel();
}

int SecondOpinionModel::rowOfOp(int op) const
{
    for (size_t r = 0; r < m_rows.size(); ++r) {
        if (m_rows[r].opinion.op == op)
            return int(r);
    }
    return -1;
}

int SecondOpinionModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int SecondOpinionModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : NumColumns;
}

QVariant SecondOpinionModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return {};
    const Row& row = m_rows[size_t(index.row())];
    const SecondOpinion& s = row.opinion;
    if (role == OpRole)
        return s.op;
    if (role == BetterPinRole)
        return QString::fromStdString(s.betterPin);
    const double saving = s.chosenUs - s.betterUs;
    if (role == SortRole) {
        switch (index.column()) {
        case ChosenTimeColumn:
            return s.chosenUs;
        case BetterTimeColumn:
            return s.betterUs;
        case ReshardColumn:
            return s.reshardUs;
        case SavingColumn:
            return saving;
        default:
            return data(index, Qt::DisplayRole);
        }
    }
    if (role == Qt::TextAlignmentRole && index.column() >= ChosenTimeColumn && index.column() <= SavingColumn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && index.column() == BetterColumn && !s.betterInputs.empty()) {
        QStringList inputs;
        for (const std::string& i : s.betterInputs)
            inputs << QString::fromStdString(i);
        return tr("Inputs: %1").arg(inputs.join(QStringLiteral(", ")));
    }
    if (role != Qt::DisplayRole)
        return {};
    const auto us = [](double v) { return QString::number(v, 'f', 1); };
    switch (index.column()) {
    case OpColumn:
        return row.op;
    case ChosenColumn:
        return QString::fromStdString(s.chosen);
    case BetterColumn:
        return QString::fromStdString(s.better);
    case ChosenTimeColumn:
        return us(s.chosenUs);
    case BetterTimeColumn:
        return us(s.betterUs);
    case ReshardColumn:
        return us(s.reshardUs);
    case SavingColumn:
        return us(saving);
    case FieldColumn:
        return fieldWords(s.decidingField);
    default:
        return {};
    }
}

QVariant SecondOpinionModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case OpColumn:
        return tr("Op");
    case ChosenColumn:
        return tr("Compiler's choice");
    case BetterColumn:
        return tr("Cost model's choice");
    case ChosenTimeColumn:
        return tr("Chosen (us)");
    case BetterTimeColumn:
        return tr("Better (us)");
    case ReshardColumn:
        return tr("Reshards (us)");
    case SavingColumn:
        return tr("Saving (us)");
    case FieldColumn:
        return tr("Compiler preferred");
    default:
        return {};
    }
}

} // namespace tle
