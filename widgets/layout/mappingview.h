// SPDX-License-Identifier: MIT
#pragma once

#include "layoutview.h"
#include "planepainter.h"
#include "view/layoutprobe.h"
#include "view/unitsummary.h"

#include <QWidget>

#include <memory>
#include <vector>

class QCheckBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace tle {

class FlowLayout;
class LegendBar;
class PlaneView;

// The Mapping view: the logical tensor (N-D shown as 2-D slices of its last two dims, with a selector per
// leading dim) beside the physical plane, both coloured by unit. Hovering an element lights up its cell in
// both planes and reports it; hovering a padding cell reports why it exists.
class MappingView : public QWidget, public LayoutView
{
    Q_OBJECT
public:
    // How far the physical plane's cells of the other slices lean to white (PlanePainter's shade, 1 = full).
    static constexpr double kOtherSlices = 0.3;

    explicit MappingView(QWidget* parent = nullptr);

    // The units' exact counts, when known, give the physical plane's summary its data shares.
    void setProbe(std::shared_ptr<const LayoutProbe> probe, std::shared_ptr<const std::vector<UnitSummary>> units = {});
    // Whether the physical plane is shown as a summary of its units (the default for a plane far too large and
    // sparse to draw cell by cell).
    bool isSummarised() const;
    void setSummarised(bool on);
    // A plane is summarised by default when it has more than this many cells and more padding than data.
    static constexpr int64_t kSummaryCells = int64_t(8) << 20;
    const LayoutProbe* probe() const { return m_probe.get(); }

    PlaneView* logicalPlane() const { return m_logical; }
    PlaneView* physicalPlane() const { return m_physical; }
    LegendBar* legend() const { return m_legend; }

    // The leading-dim indices of the logical slice shown.
    std::vector<int64_t> slice() const;
    void setSlice(const std::vector<int64_t>& leading);

    // Lights up a logical element in both planes (its slice must be the one shown).
    void highlightElement(const Shape& index);

    // Go to: an element index ("3, 5") or a unit ("core (1, 2)", "bank 3"); shows its slice, centres both planes
    // on it and lights it up. Returns why the text names nothing of this layout, or empty.
    QString goTo(const QString& text);
    // The last place gone to, as typed; empty before any.
    QString lastGoTo() const { return m_lastGoTo; }
    // Both planes at the same scale, kept together while either zooms.
    void setZoomLocked(bool locked);
    bool isZoomLocked() const;

    // Both planes side by side, for exports.
    void render(QPainter& painter, const QRectF& target) const override;

    QWidget* widget() override { return this; }
    void showLayout(const LayoutSnapshot& snapshot) override;
    void linkSelection(ElementSelection* selection) override;

signals:
    // Go to failed: why, for the status bar.
    void goToFailed(const QString& message);
    // A one-line answer for the status bar; empty when the cursor leaves the planes.
    void hoverText(const QString& text);
    void elementHovered(const tle::Shape& index);

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuildSlicers();
    void markSliceInPhysical(const Shape& prefix);
    void refreshLogical();
    void refreshLegend();
    static QString unitMapCaption(UnitKind kind, std::array<int64_t, 2> grid, size_t gridRank = 2);
    std::shared_ptr<const PlaneSummary> physicalSummary() const;
    Shape logicalIndex(int64_t row, int64_t column) const;
    void clearHover();
    void onLogicalHover(int64_t row, int64_t column);
    void onPhysicalHover(int64_t row, int64_t column);
    // Shows the element's slice, centres the logical plane on it and lights it up in both planes.
    void showInLogicalPlane(const Shape& index);
    void goToElement(const Shape& index);
    void goToUnit(int64_t unit);
    void followZoom(PlaneView* from, double scale);
    void refreshPhysical();

    std::shared_ptr<const LayoutProbe> m_probe;
    std::vector<QColor> m_colors; // per unit id
    QString m_emptyNotice; // shown for a tensor without elements, or before any layout
    PlaneView* m_logical = nullptr;
    PlaneView* m_physical = nullptr;
    LegendBar* m_legend = nullptr;
    FlowLayout* m_slicerRow = nullptr;
    QCheckBox* m_summary = nullptr;
    std::shared_ptr<const std::vector<UnitSummary>> m_units;
    QLabel* m_sliceLabel = nullptr;
    std::vector<QSpinBox*> m_slicers;
    QLineEdit* m_goTo = nullptr;
    QCheckBox* m_lockZoom = nullptr;
    QCheckBox* m_numbers = nullptr; // storage-order numbers in cells large enough to hold them
    bool m_followingZoom = false;
    QString m_lastGoTo;
};

} // namespace tle
