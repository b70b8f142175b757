// SPDX-License-Identifier: MIT
#include "meshview.h"

#include "io/layouttext/meshrequest.h"
#include "report/meshdescribe.h"
#include "unitpalette.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPainter>
#include <QVBoxLayout>

namespace tle {

namespace {

constexpr double kHeader = 56.0; // the fields above the drawing
constexpr double kGap = 6.0;

QString slicesText(const DeviceShard& device)
{
    QStringList parts;
    for (const auto& [start, stop] : device.slices)
        parts << QStringLiteral("%1:%2").arg(start).arg(stop);
    return QLatin1Char('[') + parts.join(QStringLiteral(", ")) + QLatin1Char(']');
}

QString coordText(const Shape& coord)
{
    QStringList parts;
    for (int64_t v : coord)
        parts << QString::number(v);
    return parts.join(QStringLiteral(", "));
}

} // namespace

MeshView::MeshView(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("meshView"));
    setMouseTracking(true);
    auto* layout = new QVBoxLayout(this);
    auto* row = new QHBoxLayout;
    m_mesh = new QLineEdit(QStringLiteral("2x4"), this);
    m_mesh->setObjectName(QStringLiteral("meshShape"));
    m_placements = new QLineEdit(QStringLiteral("shard(0),replicate"), this);
    m_placements->setObjectName(QStringLiteral("meshPlacements"));
    auto* meshLabel = new QLabel(tr("M&esh:"), this);
    meshLabel->setBuddy(m_mesh);
    auto* placementLabel = new QLabel(tr("&Placements:"), this);
    placementLabel->setBuddy(m_placements);
    row->addWidget(meshLabel);
    row->addWidget(m_mesh);
    row->addWidget(placementLabel);
    row->addWidget(m_placements, 1);
    layout->addLayout(row);
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("meshError"));
    m_error->setWordWrap(true);
    layout->addWidget(m_error);
    layout->addStretch(1);
    connect(m_mesh, &QLineEdit::textChanged, this, &MeshView::rebuild);
    connect(m_placements, &QLineEdit::textChanged, this, &MeshView::rebuild);
}

void MeshView::setTensorShape(const Shape& shape)
{
    m_shape = shape;
    rebuild();
}

void MeshView::setMesh(const QString& mesh, const QString& placements)
{
    const QSignalBlocker a(m_mesh);
    const QSignalBlocker b(m_placements);
    m_mesh->setText(mesh);
    m_placements->setText(placements);
    rebuild();
}

QString MeshView::meshText() const
{
    return m_mesh->text();
}

QString MeshView::placementsText() const
{
    return m_placements->text();
}

QString MeshView::errorText() const
{
    return m_error->text();
}

void MeshView::rebuild()
{
    m_hovered.reset();
    m_highlighted.clear();
    if (m_shape.empty()) {
        m_distribution.reset();
        m_error->setText(
            m_emptyNotice.isEmpty() ? tr("Open a layout to distribute its tensor over a mesh.") : m_emptyNotice);
        update();
        return;
    }
    MeshRequest request;
    request.shape = formatShape(m_shape);
    request.mesh = m_mesh->text().trimmed().toStdString();
    // The field takes placements or a legacy mesh mapper such as ShardTensor2dMesh(dims=[None, 0]).
    const std::string source = m_placements->text().trimmed().toStdString();
    if (source.find("Mesh(") != std::string::npos)
        request.mapper = source;
    else
        request.placements = source;
    try {
        m_distribution = buildMesh(request);
        m_error->clear();
    } catch (const Error& e) {
        // The last valid picture stays; the message names the field.
        m_error->setText(QString::fromStdString(e.what()));
    }
    update();
}

void MeshView::showLayout(const LayoutSnapshot& snapshot)
{
    m_emptyNotice = snapshot.emptyShape ? emptyTensorNotice(*snapshot.emptyShape) : QString();
    if (snapshot.probe)
        setTensorShape(snapshot.probe->logicalShape());
    else if (snapshot.emptyShape)
        setTensorShape({});
}

void MeshView::linkSelection(ElementSelection* selection)
{
    connect(this, &MeshView::hoverText, selection, &ElementSelection::setStatusText);
    connect(
        selection, &ElementSelection::elementHovered, this, [this](const Shape& index) { highlightElement(index); });
}

void MeshView::highlightElement(const Shape& index)
{
    m_highlighted.clear();
    if (m_distribution) {
        for (const DeviceShard& d : m_distribution->devices()) {
            bool inside = d.holdsData() && d.slices.size() == index.size();
            for (size_t i = 0; inside && i < index.size(); ++i)
                inside = d.slices[i].start <= index[i] && index[i] < d.slices[i].stop;
            if (inside)
                m_highlighted.push_back(d.index);
        }
    }
    update();
}

QRectF MeshView::canvas() const
{
    return QRectF(rect()).adjusted(kGap, kHeader, -kGap, -kGap);
}

QRectF MeshView::deviceRect(int64_t device, const QRectF& target) const
{
    if (!m_distribution)
        return {};
    const Shape& mesh = m_distribution->meshShape();
    int64_t rows = 1;
    for (size_t i = 0; i + 1 < mesh.size(); ++i)
        rows *= mesh[i];
    const int64_t columns = mesh.empty() ? 1 : mesh.back();
    const double w = target.width() / double(std::max<int64_t>(1, columns));
    const double h = target.height() / double(std::max<int64_t>(1, rows));
    const int64_t row = device / std::max<int64_t>(1, columns);
    const int64_t column = device % std::max<int64_t>(1, columns);
    return QRectF(target.left() + double(column) * w, target.top() + double(row) * h, w, h).adjusted(3, 3, -3, -3);
}

std::optional<int64_t> MeshView::deviceAt(QPointF pos) const
{
    if (!m_distribution)
        return std::nullopt;
    for (const DeviceShard& d : m_distribution->devices()) {
        if (deviceRect(d.index, canvas()).contains(pos))
            return d.index;
    }
    return std::nullopt;
}

QString MeshView::deviceText(const DeviceShard& d) const
{
    if (!d.holdsData())
        return tr("device (%1): holds nothing (%2)").arg(coordText(d.coord), QString::fromStdString(d.emptyReason));
    return tr("device (%1): %2 elements, slice %3, replica group %4")
        .arg(coordText(d.coord), QString::fromStdString(formatShape(d.shape)), slicesText(d))
        .arg(d.replicaGroup);
}

void MeshView::render(QPainter& painter, const QRectF& target) const
{
    painter.save();
    const QPalette& pal = palette();
    painter.fillRect(target, pal.color(QPalette::Base));
    if (!m_distribution) {
        painter.restore();
        return;
    }
    QFont font = painter.font();
    for (const DeviceShard& d : m_distribution->devices()) {
        const QRectF box = deviceRect(d.index, target);
        painter.setPen(QPen(d.holdsData() ? unitColor(d.replicaGroup).darker(140) : pal.color(QPalette::Mid), 1));
        painter.setBrush(d.holdsData() ? QBrush(unitColor(d.replicaGroup).lighter(150)) : QBrush(Qt::NoBrush));
        painter.drawRect(box);
        if (box.width() < 40 || box.height() < 24)
            continue;
        font.setPixelSize(int(std::clamp(box.height() / 6.0, 8.0, 13.0)));
        painter.setFont(font);
        painter.setPen(pal.color(QPalette::Text));
        const QString text = d.holdsData()
            ? tr("device (%1)\n%2\n%3")
                  .arg(coordText(d.coord), QString::fromStdString(formatShape(d.shape)), slicesText(d))
            : tr("device (%1)\nholds nothing").arg(coordText(d.coord));
        painter.drawText(box.adjusted(4, 2, -4, -2), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, text);
    }
    painter.setPen(QPen(pal.color(QPalette::Highlight), 2, Qt::DashLine));
    painter.setBrush(Qt::NoBrush);
    for (int64_t device : m_highlighted)
        painter.drawRect(deviceRect(device, target).adjusted(2, 2, -2, -2));
    if (m_hovered) {
        painter.setPen(QPen(pal.color(QPalette::Highlight), 3));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(deviceRect(*m_hovered, target));
    }
    painter.restore();
}

void MeshView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    render(painter, canvas());
}

void MeshView::mouseMoveEvent(QMouseEvent* event)
{
    const auto device = deviceAt(event->position());
    if (device == m_hovered)
        return;
    m_hovered = device;
    update();
    emit hoverText(device ? deviceText(m_distribution->devices()[size_t(*device)]) : QString());
}

void MeshView::mouseDoubleClickEvent(QMouseEvent* event)
{
    const auto device = deviceAt(event->position());
    if (!device)
        return;
    const DeviceShard& d = m_distribution->devices()[size_t(*device)];
    if (d.holdsData())
        emit deviceActivated(d.shape);
}

void MeshView::leaveEvent(QEvent*)
{
    if (m_hovered) {
        m_hovered.reset();
        update();
        emit hoverText(QString());
    }
}

} // namespace tle
