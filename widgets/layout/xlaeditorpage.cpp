// SPDX-License-Identifier: MIT
#include "xlaeditorpage.h"

#include <QComboBox>
#include <QLineEdit>

namespace tle {

namespace {

QString joined(std::span<const int64_t> values)
{
    QStringList parts;
    for (int64_t v : values)
        parts << QString::number(v);
    return parts.join(QLatin1Char(','));
}

} // namespace

XlaEditorPage::XlaEditorPage(QWidget* parent)
    : EditorPage(parent)
{
    m_type = addChoice(tr("Element type"), "editorXlaType", nullptr,
        { QStringLiteral("f32"), QStringLiteral("bf16"), QStringLiteral("f16"), QStringLiteral("s32"),
            QStringLiteral("s8"), QStringLiteral("s4"), QStringLiteral("u8"), QStringLiteral("pred") });
    m_type->setEditable(true);
    m_dims = addText(tr("Dims (major to minor)"), "editorXlaDims");
    m_dims->setPlaceholderText(QStringLiteral("3,5"));
    m_minorToMajor = addText(tr("minor_to_major"), "editorMinorToMajor");
    m_minorToMajor->setPlaceholderText(QStringLiteral("1,0"));
    m_tiles = addText(tr("Tiles"), "editorXlaTiles");
    m_tiles->setPlaceholderText(QStringLiteral("(2,2)  or  (8,128)(2,1)  or  (*,*,2,*,3)"));
    m_elementBits = addText(tr("Element size in bits (E)"), "editorXlaBits");
    m_memorySpace = addText(tr("Memory space (S)"), "editorXlaMemorySpace");
    const std::pair<QWidget*, QString> help[] = {
        { m_type, tr("The element type of the XLA shape, e.g. f32 or bf16") },
        { m_dims, tr("The logical dims, major to minor as the shape prints them, e.g. 3,5") },
        { m_minorToMajor, tr("The layout's minor_to_major list: dim numbers from the fastest-varying to the slowest") },
        { m_tiles, tr("The tiling, outermost tile first: (2,2), (8,128)(2,1); * combines a dim with the next") },
        { m_elementBits, tr("E(n): the element size in bits when it differs from the type's") },
        { m_memorySpace, tr("S(n): the memory space the buffer lives in") },
    };
    for (const auto& [field, text] : help) {
        field->setToolTip(text);
        field->setWhatsThis(text);
    }
}

bool XlaEditorPage::fill(const AnyLayout& layout)
{
    const auto* xla = std::get_if<XlaLayout>(&layout);
    if (!xla)
        return false;
    const XlaShapeLayout& s = xla->spec();
    chooseText(m_type, QString::fromStdString(s.elementType));
    m_dims->setText(joined(s.dims));
    m_minorToMajor->setText(joined(s.minorToMajor));
    QString tiles;
    for (const XlaTile& t : s.tiles)
        tiles += QString::fromStdString(t.toString());
    m_tiles->setText(tiles);
    m_elementBits->setText(s.elementSizeInBits ? QString::number(s.elementSizeInBits) : QString());
    m_memorySpace->setText(s.memorySpace ? QString::number(s.memorySpace) : QString());
    return true;
}

LayoutRequest XlaEditorPage::request() const
{
    // XLA's own text form, assembled from the fields: f32[3,5]{1,0:T(2,2)E(4)S(1)}.
    QString layout = m_minorToMajor->text().trimmed();
    QString suffix;
    if (!m_tiles->text().trimmed().isEmpty())
        suffix += QLatin1Char('T') + m_tiles->text().trimmed();
    if (!m_elementBits->text().trimmed().isEmpty())
        suffix += QStringLiteral("E(%1)").arg(m_elementBits->text().trimmed());
    if (!m_memorySpace->text().trimmed().isEmpty())
        suffix += QStringLiteral("S(%1)").arg(m_memorySpace->text().trimmed());
    if (!suffix.isEmpty())
        layout += QLatin1Char(':') + suffix;
    LayoutRequest r;
    r.text = QString(m_type->currentText().trimmed() + QLatin1Char('[') + m_dims->text().trimmed()
        + QStringLiteral("]{") + layout + QLatin1Char('}'))
                 .toStdString();
    return r;
}

} // namespace tle
