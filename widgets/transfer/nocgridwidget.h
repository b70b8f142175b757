// SPDX-License-Identifier: MIT
#pragma once

#include "transfer/transferplan.h"

#include <QWidget>

#include <memory>
#include <optional>

namespace tle {

// The device's NoC grid under a transfer plan: every router, the worker cores with the bytes each sends and
// receives, the DRAM bank endpoints, and the links coloured by the bytes they carry on NoC 0, NoC 1 or both, with
// arrows on the busiest. Hovering a core says what it sends where; hovering a link, which transfers cross it.
class NocGridWidget : public QWidget
{
    Q_OBJECT
public:
    explicit NocGridWidget(QWidget* parent = nullptr);

    void setPlan(std::shared_ptr<const TransferPlan> plan);
    // -1 for both NoCs.
    void setNoc(int noc);
    int noc() const { return m_noc; }
    void paintInto(QPainter& painter, const QRectF& target) const;

    // What lies under a point of a picture of `target`: a router or a link; for tests and tooltips.
    std::optional<NocPoint> routerAt(QPointF pos, const QRectF& target) const;
    std::optional<int64_t> linkAt(QPointF pos, const QRectF& target) const;
    QString routerText(const NocPoint& router) const;
    QString linkText(int64_t link) const;
    // The links drawn with an arrow: the busiest on the NoCs shown.
    std::vector<int64_t> arrowLinks() const;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;

private:
    struct Geometry
    {
        QRectF grid;
        double cell = 0;
        QPointF centre(const NocPoint& p) const;
    };
    Geometry geometry(const QRectF& target) const;
    bool shows(int noc) const { return m_noc < 0 || m_noc == noc; }
    QLineF linkLine(int64_t link, const Geometry& g) const;
    int64_t paintLinks(QPainter& painter, const Geometry& g) const;
    void paintRouters(QPainter& painter, const Geometry& g) const;
    void paintArrows(QPainter& painter, const Geometry& g) const;
    static QFont legendFont(const QFont& base);
    static QString directionsText();
    void paintLegend(QPainter& painter, const QRectF& legendRect, int64_t busiest, const QFont& font) const;

    std::shared_ptr<const TransferPlan> m_plan;
    NocModel m_model;
    int m_noc = -1;
};

} // namespace tle
