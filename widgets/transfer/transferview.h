// SPDX-License-Identifier: MIT
#pragma once

#include "layoutview.h"

#include <QWidget>

class QComboBox;
class QCustomPlot;
class QLabel;

namespace tle {

class NocGridWidget;
class TransferDocument;
class TransferMatrix;

// What changing the open layout into another moves over the NoC: choose the destination (one of the layouts the
// tensor can take on the device, or any typed in TTNN or metal notation) and see the NoC grid with each core's bytes
// and the links by load, the source x destination matrix and the transaction sizes, with the estimate and its bound
// in the header. The view paints its TransferDocument and forwards the user's edits to it; the document plans.
class TransferView : public QWidget, public LayoutView
{
    Q_OBJECT
public:
    explicit TransferView(TransferDocument* document, QWidget* parent = nullptr);

    QWidget* widget() override { return this; }
    // The open layout becomes the document's source.
    void showLayout(const LayoutSnapshot& snapshot) override;
    void render(QPainter& painter, const QRectF& target) const override;
    void linkSelection(ElementSelection*) override { }

    TransferDocument* document() const { return m_document; }
    QString headerText() const;
    // The model's part of the header: the change, its calls and the estimate.
    QString modelText() const;

    NocGridWidget* grid() const { return m_grid; }
    TransferMatrix* matrix() const { return m_matrix; }
    QCustomPlot* histogram() const { return m_histogram; }

private:
    void buildControls();
    QLayout* buildBody();
    void connectDocument();
    void destinationEntered();
    void chooseTrace();
    void showChoices();
    void showPlan();
    void updateHistogram();

    TransferDocument* m_document = nullptr;
    QComboBox* m_show = nullptr;
    QComboBox* m_to = nullptr;
    QComboBox* m_noc = nullptr;
    QLabel* m_header = nullptr;
    NocGridWidget* m_grid = nullptr;
    TransferMatrix* m_matrix = nullptr;
    QCustomPlot* m_histogram = nullptr;
};

} // namespace tle
