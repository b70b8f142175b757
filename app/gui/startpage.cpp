// SPDX-License-Identifier: MIT
#include "startpage.h"

#include "layoutfield.h"
#include "mainwindow.h"
#include "recentfiles.h"
#include "samplecatalog.h"
#include "samplesmenu.h"

#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFrame>
#include <QGridLayout>
#include <QGuiApplication>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace tle {

StartPage::StartPage(MainWindow* window, QWidget* views, QWidget* parent)
    : QWidget(parent)
    , m_window(window)
    , m_views(views)
{
    setObjectName(QStringLiteral("startPage"));
    m_views->hide();
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);
    auto* body = new QWidget(scroll);
    scroll->setWidget(body);
    auto* column = new QVBoxLayout(body);
    column->setContentsMargins(32, 24, 32, 24);
    column->setSpacing(16);

    auto* heading = new QLabel(tr("Where every element of a tensor lives"), body);
    heading->setObjectName(QStringLiteral("startHeading"));
    QFont big = heading->font();
    big.setPointSizeF(big.pointSizeF() * 1.7);
    big.setBold(true);
    heading->setFont(big);
    column->addWidget(heading);
    auto* intro = new QLabel(tr("Paste a layout from compiler output to see each element's core, tile, face and byte, "
                                "and which slots are padding and why. Open a compiled model to see what the "
                                "memory-layout optimizer decides: its L1 chains, reshards, spills and the L1 "
                                "timeline. Open a measured run to see where the time went."),
        body);
    intro->setWordWrap(true);
    column->addWidget(intro);

    column->addLayout(startingPoints(body));

    auto* recentTitle = new QLabel(tr("Recent files"), body);
    QFont bold = recentTitle->font();
    bold.setBold(true);
    recentTitle->setFont(bold);
    column->addWidget(recentTitle);
    m_noRecent = new QLabel(tr("None yet: what you open appears here."), body);
    column->addWidget(m_noRecent);
    m_recent = new QListWidget(body);
    m_recent->setObjectName(QStringLiteral("startRecent"));
    m_recent->setMinimumHeight(fontMetrics().height() * 4);
    m_recent->setMaximumHeight(fontMetrics().height() * 12);
    connect(m_recent, &QListWidget::itemActivated, this,
        [this](QListWidgetItem* item) { m_window->openFile(item->data(Qt::UserRole).toString()); });
    column->addWidget(m_recent);
    column->addStretch(1);
    fillRecent();
}

// The three ways in, side by side: each says what it opens, with its button and a sample to try.
QGridLayout* StartPage::startingPoints(QWidget* body)
{
    auto* paste = new QPushButton(tr("Paste a Layout"), body);
    paste->setObjectName(QStringLiteral("startPaste"));
    connect(paste, &QPushButton::clicked, this, &StartPage::pasteClipboard);
    auto* openModel = new QPushButton(tr("Open a Model…"), body);
    openModel->setObjectName(QStringLiteral("startOpenModel"));
    connect(openModel, &QPushButton::clicked, this,
        [this] { openDialog(tr("Open a Model"), tr("Models (*.mlir *.json);;All files (*)")); });
    auto* openRun = new QPushButton(tr("Open a Run…"), body);
    openRun->setObjectName(QStringLiteral("startOpenRun"));
    connect(openRun, &QPushButton::clicked, this,
        [this] { openDialog(tr("Open a Run"), tr("Measured runs (*.csv *.json *.sqlite *.db);;All files (*)")); });

    auto* cards = new QGridLayout;
    cards->setSpacing(16);
    cards->addWidget(card(tr("Paste a layout"),
                         tr("Any notation: #ttcore.metal_layout (seed or current form), #ttnn.ttnn_layout or an XLA "
                            "shape such as f32[3,5]{1,0:T(2,2)}. Paste it into the field above, or open a file of "
                            "compiler output and pick one of its layouts."),
                         paste, sampleButton(SampleCatalog::startLayout(), QStringLiteral("startLayoutSample"))),
        0, 0);
    cards->addWidget(card(tr("Open a model"),
                         tr("A TTNN or TTIR module printed by tt-mlir (.mlir), or a JSON model: the plan of each "
                            "policy, why each op got its layout, and the compiler's own decision trace beside it."),
                         openModel, sampleButton(SampleCatalog::startModel(), QStringLiteral("startModelSample"))),
        0, 1);
    cards->addWidget(card(tr("Open a run"),
                         tr("An ops performance CSV from a profiled run: the measured time of every op beside the "
                            "cost model's estimate, where the time went, and what the layouts cost."),
                         openRun, sampleButton(SampleCatalog::startRun(), QStringLiteral("startRunSample"))),
        0, 2);
    for (int c = 0; c < 3; ++c)
        cards->setColumnStretch(c, 1);
    return cards;
}

QWidget* StartPage::card(const QString& title, const QString& text, QPushButton* action, QPushButton* sample)
{
    auto* frame = new QFrame(action->parentWidget());
    frame->setFrameShape(QFrame::StyledPanel);
    auto* layout = new QVBoxLayout(frame);
    auto* heading = new QLabel(title, frame);
    QFont font = heading->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.2);
    heading->setFont(font);
    layout->addWidget(heading);
    auto* body = new QLabel(text, frame);
    body->setWordWrap(true);
    body->setTextFormat(Qt::PlainText);
    layout->addWidget(body, 1);
    layout->addWidget(action);
    if (sample)
        layout->addWidget(sample);
    return frame;
}

// A sample to try: named by what it shows; absent when the samples are not installed.
QPushButton* StartPage::sampleButton(const QString& file, const QString& objectName)
{
    const QString path = SamplesMenu::directory() + QLatin1Char('/') + file;
    if (!QFile::exists(path))
        return nullptr;
    auto* button = new QPushButton(tr("Try: %1").arg(SamplesMenu::labelOf(QFileInfo(file).completeBaseName())), this);
    button->setObjectName(objectName);
    button->setFlat(true);
    button->setCursor(Qt::PointingHandCursor);
    // A link to try, set apart from the card's main button.
    button->setStyleSheet(QStringLiteral("QPushButton { color: palette(link); text-decoration: underline; }"));
    button->setToolTip(QDir::toNativeSeparators(path));
    connect(button, &QPushButton::clicked, this, [this, path] { m_window->openFile(path); });
    return button;
}

void StartPage::openDialog(const QString& caption, const QString& filter)
{
    const QString path = QFileDialog::getOpenFileName(this, caption, QString(), filter);
    if (!path.isEmpty())
        m_window->openFile(path);
}

void StartPage::pasteClipboard()
{
    auto* field = m_window->findChild<LayoutField*>();
    const QString text = QGuiApplication::clipboard()->text().trimmed();
    if (!text.isEmpty())
        m_window->setLayoutText(text);
    if (field)
        field->setFocus();
}

void StartPage::dismiss()
{
    if (!m_active)
        return;
    m_active = false;
    hide();
    m_views->show();
    emit dismissed();
}

void StartPage::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    fillRecent();
}

void StartPage::fillRecent()
{
    m_recent->clear();
    for (const QString& path : RecentFiles::stored()) {
        const QFileInfo info(path);
        if (!info.exists())
            continue;
        auto* item = new QListWidgetItem(
            tr("%1    %2").arg(info.fileName(), QDir::toNativeSeparators(info.absolutePath())), m_recent);
        item->setData(Qt::UserRole, path);
        item->setToolTip(QDir::toNativeSeparators(path));
    }
    m_noRecent->setVisible(m_recent->count() == 0);
    m_recent->setVisible(m_recent->count() > 0);
}

} // namespace tle
