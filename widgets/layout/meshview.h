// SPDX-License-Identifier: MIT
#pragma once

#include "layoutview.h"
#include "mesh/meshdistribution.h"

#include <QWidget>

#include <optional>

class QLabel;
class QLineEdit;

namespace tle {

// The Mesh view: the current tensor distributed over a mesh of devices by a placement list (as the CLI's
// `mesh` command takes it). Each device is drawn at its mesh position with its local shape and the slice of the
// tensor it holds; devices holding the same data (replicas) share a colour, devices holding nothing are empty.
// Double-clicking a device drills down: the window shows that device's local tensor in the other views.
class MeshView : public QWidget, public LayoutView
{
    Q_OBJECT
public:
    explicit MeshView(QWidget* parent = nullptr);

    void setTensorShape(const Shape& shape);
    // Mesh shape ("2x4") and placements ("shard(0),replicate") or a mesh mapper ("ShardTensor2dMesh(dims=[None,
    // 0])"); an invalid one shows the message at the fields.
    void setMesh(const QString& mesh, const QString& placements);
    QString meshText() const;
    QString placementsText() const;
    const std::optional<MeshDistribution>& distribution() const { return m_distribution; }
    QString errorText() const;

    // Lights up every device holding a logical element of the full tensor (several for replicas).
    void highlightElement(const Shape& index);
    const std::vector<int64_t>& highlightedDevices() const { return m_highlighted; }

    std::optional<int64_t> deviceAt(QPointF pos) const;
    QRectF deviceRect(int64_t device, const QRectF& target) const;
    // Where the devices are drawn on screen (below the fields).
    QRectF canvas() const;
    void render(QPainter& painter, const QRectF& target) const override;

    QWidget* widget() override { return this; }
    void showLayout(const LayoutSnapshot& snapshot) override;
    void linkSelection(ElementSelection* selection) override;

signals:
    void hoverText(const QString& text);
    void deviceActivated(const tle::Shape& localShape);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    void rebuild();
    QString deviceText(const DeviceShard& device) const;

    Shape m_shape;
    QString m_emptyNotice; // why there is no tensor to distribute
    QLineEdit* m_mesh = nullptr;
    QLineEdit* m_placements = nullptr;
    QLabel* m_error = nullptr;
    std::optional<MeshDistribution> m_distribution;
    std::optional<int64_t> m_hovered;
    std::vector<int64_t> m_highlighted;
};

} // namespace tle
