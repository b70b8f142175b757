// SPDX-License-Identifier: MIT
#include "mainwindow.h"

#include "io/anylayoutparser.h"
#include "io/layoutfile.h"
#include "io/layoutrequest.h"
#include "layouteditor.h"
#include "layoutfactsmodel.h"
#include "mappingview.h"
#include "meshview.h"
#include "pictureexport.h"
#include "report/layoutdescribe.h"
#include "report/metaldescribe.h"
#include "shardsview.h"
#include "tilesview.h"
#include "view/layoutprobe.h"

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QScrollArea>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QUndoCommand>
#include <QUndoStack>
#include <QVBoxLayout>

namespace tle {

namespace {

// One layout change: undo puts the previous text back. The change is already on screen when it is pushed.
class LayoutTextCommand : public QUndoCommand
{
public:
    LayoutTextCommand(MainWindow* window, QString before, QString after)
        : m_window(window)
        , m_before(std::move(before))
        , m_after(std::move(after))
    {
        setText(QCoreApplication::translate("tle::MainWindow", "layout change"));
    }

    void undo() override { m_window->restoreLayoutText(m_before); }
    void redo() override
    {
        if (m_pushed)
            m_window->restoreLayoutText(m_after);
        m_pushed = true;
    }

private:
    MainWindow* m_window;
    QString m_before;
    QString m_after;
    bool m_pushed = false;
};

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_facts(new LayoutFactsModel(this))
{
    setWindowTitle(tr("Tensor Layout Explorer"));
    setObjectName(QStringLiteral("mainWindow"));

    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    auto* prompt = new QLabel(tr("&Layout (any notation the CLI accepts):"), central);
    m_input = new QLineEdit(central);
    m_input->setObjectName(QStringLiteral("layoutInput"));
    m_input->setPlaceholderText(tr("tensor<…, #ttcore.metal_layout<…>>"));
    m_input->setClearButtonEnabled(true);
    prompt->setBuddy(m_input);
    m_error = new QLabel(central);
    m_error->setObjectName(QStringLiteral("layoutError"));
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->setStyleSheet(QStringLiteral("color: palette(link);"));
    m_error->hide();
    m_views = new QTabWidget(central);
    m_views->setObjectName(QStringLiteral("viewTabs"));
    m_mapping = new MappingView(m_views);
    m_views->addTab(m_mapping, tr("&Mapping"));
    m_shards = new ShardsView(m_views);
    m_views->addTab(m_shards, tr("S&hards"));
    m_tiles = new TilesView(m_views);
    m_views->addTab(m_tiles, tr("&Tiles"));
    m_meshView = new MeshView(m_views);
    m_views->addTab(m_meshView, tr("M&esh"));
    layout->addWidget(prompt);
    layout->addWidget(m_input);
    layout->addWidget(m_error);
    layout->addWidget(m_views, 1);
    setCentralWidget(central);

    auto* details = new QDockWidget(tr("Details"), this);
    details->setObjectName(QStringLiteral("detailsDock"));
    m_factsView = new QTableView(details);
    m_factsView->setObjectName(QStringLiteral("factsView"));
    m_factsView->setModel(m_facts);
    m_factsView->horizontalHeader()->setStretchLastSection(true);
    m_factsView->verticalHeader()->hide();
    m_factsView->setWordWrap(true);
    details->setWidget(m_factsView);
    addDockWidget(Qt::RightDockWidgetArea, details);

    m_undo = new QUndoStack(this);
    auto* editorDock = new QDockWidget(tr("Editor"), this);
    editorDock->setObjectName(QStringLiteral("editorDock"));
    auto* scroll = new QScrollArea(editorDock);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_editor = new LayoutEditor(scroll);
    scroll->setWidget(m_editor);
    editorDock->setWidget(scroll);
    addDockWidget(Qt::LeftDockWidgetArea, editorDock);
    connect(m_editor, &LayoutEditor::requestEdited, this, &MainWindow::applyEditorRequest);

    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open = file->addAction(tr("&Open Layout…"), this, &MainWindow::openLayoutDialog);
    open->setShortcut(QKeySequence::Open);
    open->setObjectName(QStringLiteral("actionOpen"));
    QAction* exportAction = file->addAction(tr("&Export View…"), this, &MainWindow::exportDialog);
    exportAction->setShortcut(QKeySequence(tr("Ctrl+E")));
    exportAction->setObjectName(QStringLiteral("actionExport"));
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);
    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = m_undo->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setObjectName(QStringLiteral("actionUndo"));
    QAction* redo = m_undo->createRedoAction(this, tr("&Redo"));
    redo->setShortcuts({ QKeySequence(tr("Ctrl+Shift+Z")), QKeySequence::Redo });
    redo->setObjectName(QStringLiteral("actionRedo"));
    edit->addAction(undo);
    edit->addAction(redo);
    QMenu* samples = menuBar()->addMenu(tr("&Samples"));
    samples->setObjectName(QStringLiteral("samplesMenu"));
    buildSamplesMenu(samples);
    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addAction(details->toggleViewAction());
    view->addAction(editorDock->toggleViewAction());
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About"), this, &MainWindow::showAbout);

    m_hover = new QLabel(this);
    m_hover->setObjectName(QStringLiteral("hoverStatus"));
    statusBar()->addPermanentWidget(m_hover, 1);
    connect(m_mapping, &MappingView::hoverText, m_hover, &QLabel::setText);
    connect(m_shards, &ShardsView::hoverText, m_hover, &QLabel::setText);
    connect(m_tiles, &TilesView::hoverText, m_hover, &QLabel::setText);
    connect(m_meshView, &MeshView::hoverText, m_hover, &QLabel::setText);
    connect(m_meshView, &MeshView::deviceActivated, this, &MainWindow::showDeviceTensor);
    // Hover is shared: the element under the cursor lights up its unit in the Shards view.
    connect(m_mapping, &MappingView::elementHovered, this, [this](const Shape& index) {
        if (!m_probe)
            return;
        m_shards->setHighlightedUnit(m_probe->logicalSite(index).unit);
        m_tiles->highlightElement(index);
        m_meshView->highlightElement(index);
    });
    connect(m_tiles, &TilesView::elementHovered, this, [this](const Shape& index) {
        if (!m_probe)
            return;
        m_mapping->highlightElement(index);
        m_shards->setHighlightedUnit(m_probe->logicalSite(index).unit);
        m_meshView->highlightElement(index);
    });

    connect(m_input, &QLineEdit::textChanged, this, &MainWindow::applyLayoutText);
    // Enter jumps to the error; moving the cursor while the user types would scramble the input.
    connect(m_input, &QLineEdit::returnPressed, this, [this] {
        if (m_errorColumn > 0)
            m_input->setCursorPosition(m_errorColumn - 1);
    });
    statusBar()->showMessage(tr("Paste a layout to begin"));
    resize(1440, 860);
    // The views get the room; the docks start narrow.
    resizeDocks({ editorDock, details }, { 320, 300 }, Qt::Horizontal);
}

QString MainWindow::samplesDirectory()
{
    const QString env = qEnvironmentVariable("TLE_SAMPLES_DIR");
    if (!env.isEmpty() && QDir(env).exists())
        return env;
    const QString installed
        = QCoreApplication::applicationDirPath() + QStringLiteral("/../share/tensor-layout-explorer/samples");
    if (QDir(installed).exists())
        return QDir(installed).canonicalPath();
    return QStringLiteral(TLE_SOURCE_SAMPLES_DIR);
}

void MainWindow::buildSamplesMenu(QMenu* menu)
{
    const QDir dir(samplesDirectory() + QStringLiteral("/layouts"));
    const QStringList files
        = dir.entryList({ QStringLiteral("*.mlir"), QStringLiteral("*.txt") }, QDir::Files, QDir::Name);
    if (files.isEmpty()) {
        menu->addAction(tr("No samples found in %1").arg(dir.path()))->setEnabled(false);
        return;
    }
    for (const QString& name : files) {
        const QString path = dir.filePath(name);
        QAction* action
            = menu->addAction(QFileInfo(name).completeBaseName(), this, [this, path] { openLayoutFile(path); });
        action->setObjectName(QStringLiteral("sample:") + QFileInfo(name).completeBaseName());
        // The file's first comment line says what the sample shows.
        QFile file(path);
        if (file.open(QIODevice::ReadOnly | QIODevice::Text)) {
            const QString first = QString::fromUtf8(file.readLine()).trimmed();
            if (first.startsWith(QLatin1String("//")))
                action->setStatusTip(first.mid(2).trimmed());
        }
    }
}

MainWindow::~MainWindow() = default;

void MainWindow::setLayoutText(const QString& text)
{
    m_input->setText(text.simplified());
}

bool MainWindow::openLayoutFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        statusBar()->showMessage(tr("Cannot open %1: %2").arg(path, file.errorString()));
        return false;
    }
    const LayoutFile layoutFile = readLayoutFileText(file.readAll().toStdString());
    // The layout field is one line: the file's lines are joined with spaces.
    setLayoutText(QString::fromStdString(layoutFile.layoutText).replace(QLatin1Char('\n'), QLatin1Char(' ')).trimmed());
    if (layoutFile.mesh) {
        const QString mesh = QString::fromStdString(*layoutFile.mesh);
        const qsizetype space = mesh.indexOf(QLatin1Char(' '));
        m_meshView->setMesh(mesh.left(space), space > 0 ? mesh.mid(space + 1) : QString());
    }
    statusBar()->showMessage(tr("Loaded %1").arg(path));
    return true;
}

void MainWindow::applyLayoutText()
{
    const QString text = m_input->text().trimmed();
    if (text.isEmpty()) {
        m_error->hide();
        return;
    }
    LayoutRequest request;
    request.text = text.toStdString();
    try {
        const AnyLayout layout = buildLayout(request);
        m_facts->setLayout(layout);
        m_probe = makeLayoutProbe(layout);
        m_mapping->setProbe(m_probe);
        m_shards->setProbe(m_probe);
        m_tiles->setProbe(m_probe);
        m_meshView->setTensorShape(m_probe->logicalShape());
        if (!m_fromEditor)
            m_editor->setLayout(layout);
        if (!m_restoring && !m_appliedText.isEmpty() && m_appliedText != text)
            m_undo->push(new LayoutTextCommand(this, m_appliedText, text));
        m_appliedText = text;
        m_error->hide();
        m_errorColumn = 0;
        statusBar()->showMessage(tr("Layout parsed: %1").arg(QString::fromUtf8(toString(notationOf(layout)).data())));
        emit layoutChanged();
    } catch (const Error& e) {
        const QString where = e.column() > 0 ? tr("Column %1: ").arg(e.column()) : QString();
        m_error->setText(where + QString::fromStdString(e.what()));
        m_error->show();
        m_errorColumn = e.line() <= 1 ? e.column() : 0;
    }
}

void MainWindow::showDeviceTensor(const Shape& localShape)
{
    // Drill-down: the same layout fields with the device's local shape, through the editor's builder, so
    // the step is undoable like any other edit.
    LayoutRequest request = m_editor->request();
    request.shape = formatShape(localShape);
    applyEditorRequest(request);
    m_views->setCurrentWidget(m_mapping);
}

void MainWindow::restoreLayoutText(const QString& text)
{
    m_restoring = true;
    m_input->setText(text);
    m_restoring = false;
}

void MainWindow::applyEditorRequest(const LayoutRequest& request)
{
    try {
        const AnyLayout layout = buildLayout(request);
        const Json facts = describeJson(layout);
        m_editor->clearErrors();
        m_fromEditor = true;
        setLayoutText(QString::fromStdString(facts.at("printed").get<std::string>()));
        m_fromEditor = false;
        m_editor->setLayout(layout);
    } catch (const Error& e) {
        m_fromEditor = false;
        m_editor->showError(QString::fromStdString(e.what()));
    }
}

void MainWindow::openLayoutDialog()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Layout"), QString(), tr("Layout files (*.mlir *.txt *.layout);;All files (*)"));
    if (!path.isEmpty())
        openLayoutFile(path);
}

QString MainWindow::exportCurrentView(const QString& path)
{
    if (!m_probe)
        return tr("There is no layout to export yet.");
    QWidget* current = m_views->currentWidget();
    PaintFn paint;
    if (auto* mapping = qobject_cast<MappingView*>(current))
        paint = [mapping](QPainter& painter, const QRectF& target) { mapping->render(painter, target); };
    else if (auto* shards = qobject_cast<ShardsView*>(current))
        paint = [shards](QPainter& painter, const QRectF& target) { shards->render(painter, target); };
    else if (auto* tiles = qobject_cast<TilesView*>(current))
        paint = [tiles](QPainter& painter, const QRectF& target) { tiles->render(painter, target); };
    else
        return tr("This view cannot be exported.");
    const QString failure = exportPicture(
        path, current->size(), paint, m_views->tabText(m_views->currentIndex()).remove(QLatin1Char('&')));
    statusBar()->showMessage(failure.isEmpty() ? tr("Exported %1").arg(path) : failure);
    return failure;
}

void MainWindow::exportDialog()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export View"), QString(), tr("SVG (*.svg);;PNG image (*.png);;PDF (*.pdf)"));
    if (path.isEmpty())
        return;
    const QString failure = exportCurrentView(path);
    if (!failure.isEmpty())
        QMessageBox::warning(this, tr("Export View"), failure);
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Tensor Layout Explorer"),
        tr("Tensor Layout Explorer %1\nShows where every element of a tensor lives.")
            .arg(QApplication::applicationVersion()));
}

} // namespace tle
