// SPDX-License-Identifier: MIT
#include "mainwindow.h"

#include "compileractions.h"

#include "apptheme.h"
#include "chaingraphview.h"
#include "errortext.h"
#include "helpmenu.h"
#include "io/layouttext/layoutfile.h"
#include "io/layouttext/layoutrequest.h"
#include "io/model/modelfile.h"
#include "jobprogressbar.h"
#include "jobrunner.h"
#include "l1timelineview.h"
#include "layoutdocks.h"
#include "layoutdocument.h"
#include "layouteditor.h"
#include "layoutfactsmodel.h"
#include "layoutfield.h"
#include "layoutpicker.h"
#include "layoutview.h"
#include "mappingview.h"
#include "meshview.h"
#include "modeldocument.h"
#include "modelexport.h"
#include "modelpins.h"
#include "modelworkspace.h"
#include "pictureexport.h"
#include "placenavigator.h"
#include "recentfiles.h"
#include "report/explainreport.h"
#include "report/l1fit.h"
#include "rundocument.h"
#include "runworkspace.h"
#include "samplesmenu.h"
#include "startpage.h"
#include "transferdocument.h"
#include "transferview.h"
#include "util/error.h"
#include "view/layoutprobe.h"
#include "viewexporter.h"
#include "viewregistry.h"
#include "workspacesession.h"
#include "workspacetabs.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPainter>
#include <QResizeEvent>
#include <QShowEvent>
#include <QStatusBar>
#include <QTabWidget>
#include <QUndoStack>
#include <QVBoxLayout>

namespace tle {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_document(new LayoutDocument(this))
    , m_jobs(new JobRunner(this))
    , m_modelDocument(new ModelDocument(m_jobs, this))
    , m_runDocument(new RunDocument(m_jobs, this))
    , m_transferDocument(new TransferDocument(m_jobs, this))
    , m_layoutSlot(new JobSlot(m_jobs, this))
    , m_selection(new ElementSelection(this))
    , m_facts(new LayoutFactsModel(this))
{
    setWindowTitle(tr("Tensor Layout Explorer"));
    setObjectName(QStringLiteral("mainWindow"));

    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    m_field = new LayoutField(central);
    connect(m_field, &LayoutField::textEntered, this, &MainWindow::parseInput);
    m_picker = new LayoutPicker(central);
    connect(m_picker, &LayoutPicker::layoutChosen, this, [this](const QString& text, const QString& place) {
        m_pickedText = text.simplified();
        setLayoutText(text);
        statusBar()->showMessage(tr("Showing %1").arg(place));
    });
    m_views = new QTabWidget(central);
    m_views->setObjectName(QStringLiteral("viewTabs"));
    buildViews();
    layout->addWidget(m_field);
    layout->addWidget(m_picker);
    m_start = new StartPage(this, m_views, central);
    layout->addWidget(m_start, 1);
    layout->addWidget(m_views, 1);
    m_workspaces = new WorkspaceTabs(this);
    m_workspaces->addWorkspace(central, tr("La&yout"), m_document->undoStack());
    m_model = new ModelWorkspace(m_modelDocument, m_jobs, m_workspaces);
    m_workspaces->addWorkspace(m_model, tr("M&odel"), m_modelDocument->pins()->undoStack());
    m_run = new RunWorkspace(m_runDocument, m_modelDocument, m_workspaces);
    m_workspaces->addWorkspace(m_run, tr("&Run"), nullptr);
    m_workspaces->setCurrentIndex(0);
    setCentralWidget(m_workspaces);
    setAcceptDrops(true);
    // The editor and the details dock belong to the layout workspace; the others get the width.
    connect(m_workspaces, &QTabWidget::currentChanged, this,
        [this](int index) { m_docks->setLayoutShown(index == 0 && !m_start->isActive()); });
    connectModel();
    connectRun();

    buildDocks();
    m_session = new WorkspaceSession(this);
    buildMenus();

    // What the pointer is over goes on the right, at most 40% of the bar: status messages and the menus' status
    // tips keep the left, so hovering never hides them.
    m_hover = new QLabel(this);
    m_hover->setObjectName(QStringLiteral("hoverStatus"));
    m_hover->setTextFormat(Qt::PlainText);
    m_hover->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    statusBar()->addPermanentWidget(m_hover);
    statusBar()->addPermanentWidget(new JobProgressBar(m_jobs, this));
    connect(m_selection, &ElementSelection::statusText, m_hover, &QLabel::setText);
    connect(m_jobs, &JobRunner::failed, this,
        [this](const Error& error) { statusBar()->showMessage(placedErrorText(error)); });

    connect(m_document, &LayoutDocument::layoutChanged, this, &MainWindow::showDocumentLayout);
    connect(m_document, &LayoutDocument::invalidText, m_field, &LayoutField::showError);

    statusBar()->showMessage(tr("Paste a layout, open a file (Ctrl+O) or pick a sample to begin"));
    resize(1440, 860);
}

// The model's stored pins come back before its first plan and are saved as they change; its failures and its
// op's output layout reach the window.
void MainWindow::connectModel()
{
    connect(m_modelDocument, &ModelDocument::modelOpened, this, [this](const QString& path) {
        const QStringList dropped
            = m_modelDocument->pins()->restore(m_pinStore.load(path), m_modelDocument->device().device);
        statusBar()->showMessage(dropped.isEmpty()
                ? tr("Opened %1").arg(path)
                : tr("Opened %1; stored pins that no longer apply: %2").arg(path, dropped.join(QStringLiteral("; "))));
    });
    connect(m_modelDocument, &ModelDocument::layoutsListed, this,
        [this](const LayoutSnippet& layouts, const QString& path) {
            m_picker->list(layouts, QFileInfo(path).fileName(), false);
        });
    connect(m_modelDocument, &ModelDocument::pinsChanged, this, [this] {
        if (!m_pinStore.save(m_modelDocument->path(), m_modelDocument->pins()->named()))
            statusBar()->showMessage(
                tr("The pins could not be saved to %1").arg(m_pinStore.fileOf(m_modelDocument->path())));
    });
    connect(m_model, &ModelWorkspace::layoutRequested, this, [this](const LayoutHandoff& h) { m_navigator->show(h); });
    // The Transfer view plans on the device the user chose for the model.
    connect(m_modelDocument, &ModelDocument::deviceChanged, this, [this] {
        m_transferDocument->setDevice(std::make_shared<const OptimizerDevice>(m_modelDocument->device().device));
    });
    connect(
        m_model, &ModelWorkspace::statusMessage, this, [this](const QString& text) { statusBar()->showMessage(text); });
}

// A run's failures and the workspace's messages reach the status bar.
void MainWindow::connectRun()
{
    connect(m_runDocument, &RunDocument::runOpened, this,
        [this](const QString& path) { statusBar()->showMessage(tr("Opened the run %1").arg(path)); });
    connect(m_runDocument, &RunDocument::openFailed, this,
        [this](const Error& error) { statusBar()->showMessage(placedErrorText(error)); });
    connect(m_run, &RunWorkspace::statusMessage, this, [this](const QString& text) { statusBar()->showMessage(text); });
    connect(m_run, &RunWorkspace::layoutRequested, this, [this](const LayoutHandoff& h) { m_navigator->show(h); });
}

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    if (!m_start->isActive())
        m_docks->arrangeOnce();
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    m_session->saveSession();
    QMainWindow::closeEvent(event);
}

QByteArray MainWindow::saveLayoutState() const
{
    return m_docks->saveState();
}

bool MainWindow::restoreLayoutState(const QByteArray& state)
{
    return m_docks->restoreState(state);
}

bool MainWindow::isModelShown() const
{
    return m_workspaces->currentWidget() == m_model;
}

bool MainWindow::isRunShown() const
{
    return m_workspaces->currentWidget() == m_run;
}

QString MainWindow::currentViewName() const
{
    const int index = m_views->currentIndex();
    return index >= 0 && size_t(index) < m_tabs.size() ? QString::fromUtf8(m_tabs[size_t(index)].kind->name.data())
                                                       : QString();
}

void MainWindow::buildViews()
{
    for (const ViewInfo& kind : views()) {
        if (kind.placement != ViewPlacement::Tab)
            continue;
        LayoutView* view = viewBehaviour(kind.id).create(m_views, ViewContext { m_transferDocument });
        m_views->addTab(view->widget(), viewTitle(kind));
        view->linkSelection(m_selection);
        m_tabs.push_back({ &kind, view });
        if (auto* mapping = qobject_cast<MappingView*>(view->widget())) {
            m_mapping = mapping;
            connect(mapping, &MappingView::goToFailed, this,
                [this](const QString& message) { statusBar()->showMessage(message); });
        }
        if (auto* mesh = qobject_cast<MeshView*>(view->widget()))
            m_meshView = mesh;
        if (auto* transfer = qobject_cast<TransferView*>(view->widget()))
            m_transferView = transfer;
    }
    connect(m_meshView, &MeshView::deviceActivated, this, &MainWindow::showDeviceTensor);
}

void MainWindow::buildDocks()
{
    m_docks = new LayoutDocks(this, m_facts);
    m_editor = m_docks->editor();
    // The docks wait for something to edit; they come with the first layout.
    m_docks->setLayoutShown(!m_start->isActive());
    connect(m_start, &StartPage::dismissed, this, [this] {
        m_docks->setLayoutShown(m_workspaces->currentIndex() == 0);
        m_docks->arrangeOnce();
    });
    connect(m_editor, &LayoutEditor::requestEdited, this, &MainWindow::applyEditorRequest);
}

void MainWindow::buildMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open = file->addAction(tr("&Open…"), this, &MainWindow::openLayoutDialog);
    open->setShortcut(QKeySequence::Open);
    open->setObjectName(QStringLiteral("actionOpen"));
    QMenu* recent = file->addMenu(tr("Open &Recent"));
    recent->setObjectName(QStringLiteral("recentMenu"));
    m_recent = new RecentFiles(recent, this);
    connect(m_recent, &RecentFiles::openRequested, this, &MainWindow::openFile);
    m_exporter = new ViewExporter(
        m_workspaces, m_views,
        [this](int tab) {
            return tab >= 0 && size_t(tab) < m_tabs.size() ? static_cast<const LayoutView*>(m_tabs[size_t(tab)].view)
                                                           : nullptr;
        },
        m_document, m_model, m_jobs, this);
    m_exporter->setRunWorkspace(m_run);
    connect(m_exporter, &ViewExporter::finished, this,
        [this](const QString& message) { statusBar()->showMessage(message); });
    m_exporter->addActions(file);
    file->addSeparator();
    m_compiler = new CompilerActions(m_modelDocument, this);
    m_compiler->addActions(file);
    connect(m_compiler, &CompilerActions::statusMessage, this,
        [this](const QString& text) { statusBar()->showMessage(text); });
    connect(m_compiler, &CompilerActions::traceRequested, this, [this] { m_workspaces->setCurrentWidget(m_model); });
    file->addSeparator();
    QAction* openWorkspace = file->addAction(tr("Open &Workspace…"), m_session, &WorkspaceSession::openDialog);
    openWorkspace->setObjectName(QStringLiteral("actionOpenWorkspace"));
    openWorkspace->setStatusTip(tr("Show a saved workspace: its layout or model, view, zoom, slice and selection"));
    QAction* saveWorkspace = file->addAction(tr("&Save Workspace…"), m_session, &WorkspaceSession::saveDialog);
    saveWorkspace->setShortcut(QKeySequence::Save);
    saveWorkspace->setObjectName(QStringLiteral("actionSaveWorkspace"));
    saveWorkspace->setStatusTip(tr("Save the layout or model, view, zoom, slice and selection to a workspace file"));
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);
    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    // One Undo for the whole window: the layout's edits on the Layout tab, the pins on the Model tab.
    m_workspaces->addUndoActions(edit);
    QMenu* samples = menuBar()->addMenu(tr("&Samples"));
    samples->setObjectName(QStringLiteral("samplesMenu"));
    new SamplesMenu(samples, this);
    QMenu* view = menuBar()->addMenu(tr("&View"));
    m_navigator = new PlaceNavigator(view,
        { m_workspaces, m_model, m_run, m_views, m_transferView, m_document, m_modelDocument, m_runDocument,
            m_transferDocument },
        this);
    view->addSeparator();
    view->addAction(m_docks->detailsDock()->toggleViewAction());
    view->addAction(m_docks->editorDock()->toggleViewAction());
    view->addAction(m_model->maximiseAction());
    view->addSeparator();
    m_theme = new AppTheme(view);
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->setObjectName(QStringLiteral("helpMenu"));
    m_help = new HelpMenu(help, this);
}

bool MainWindow::showView(const QString& name)
{
    if (name == QLatin1String("model")) {
        m_workspaces->setCurrentWidget(m_model);
        return true;
    }
    if (name == QLatin1String("run") || m_run->showView(name)) {
        m_workspaces->setCurrentWidget(m_run);
        return true;
    }
    m_workspaces->setCurrentIndex(0);
    for (size_t i = 0; i < m_tabs.size(); ++i) {
        if (name.toStdString() == m_tabs[i].kind->name) {
            m_views->setCurrentIndex(int(i));
            return true;
        }
    }
    return false;
}

QString MainWindow::select(const QString& text)
{
    if (m_workspaces->currentWidget() == m_run) {
        bool isNumber = false;
        const qlonglong op = text.trimmed().toLongLong(&isNumber);
        const MeasuredRun* run = m_runDocument->run();
        if (!run || !isNumber || op < 0 || op >= qlonglong(run->ops.size()))
            return tr("There is no op %1 in this run").arg(text);
        m_runDocument->selectOp(op);
        return {};
    }
    if (m_workspaces->currentWidget() == m_model) {
        const ModelGraph* graph = m_modelDocument->graph();
        if (!graph)
            return tr("There is no model to select an op in.");
        const std::optional<int> op = findOp(*graph, text.trimmed().toStdString());
        if (!op)
            return tr("There is no op %1 in this function").arg(text);
        m_modelDocument->selectOp(*op);
        return {};
    }
    m_views->setCurrentWidget(m_mapping);
    return m_mapping->goTo(text);
}

QUndoStack* MainWindow::undoStack() const
{
    return m_document->undoStack();
}

bool MainWindow::isIdle() const
{
    return !m_field->isPending() && m_jobs->isIdle();
}

void MainWindow::whenIdle(std::function<void()> step)
{
    if (m_field->isPending()) {
        // A parse waits for the pause in typing; it may start a job, so ask again once it has run.
        connect(
            m_field, &LayoutField::textEntered, this, [this, step] { whenIdle(step); }, Qt::SingleShotConnection);
        return;
    }
    m_jobs->whenIdle(this, std::move(step));
}

MainWindow::~MainWindow() = default;

void MainWindow::setLayoutText(const QString& text)
{
    m_field->setText(text);
}

void MainWindow::pickLayout(int number)
{
    if (number < 1 || number > m_picker->count()) {
        statusBar()->showMessage(tr("There is no layout %1 to show (%2 listed)").arg(number).arg(m_picker->count()));
        return;
    }
    m_workspaces->setCurrentIndex(0);
    m_picker->show();
    m_picker->choose(number - 1);
}

bool MainWindow::openLayoutFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        statusBar()->showMessage(tr("Cannot open %1: %2").arg(path, file.errorString()));
        return false;
    }
    return showLayoutFile(path, file.readAll());
}

bool MainWindow::showLayoutFile(const QString& path, const QByteArray& content)
{
    const LayoutFile layoutFile = readLayoutFileText(content.toStdString());
    const QString text = QString::fromStdString(layoutFile.layoutText);
    // A file of compiler output lists its layouts; the layout field is one line: a single layout's lines are
    // joined with spaces.
    if (!m_picker->load(text, QFileInfo(path).fileName(), true))
        setLayoutText(QString(text).replace(QLatin1Char('\n'), QLatin1Char(' ')));
    if (layoutFile.mesh) {
        const QString mesh = QString::fromStdString(*layoutFile.mesh);
        const qsizetype space = mesh.indexOf(QLatin1Char(' '));
        m_meshView->setMesh(mesh.left(space), space > 0 ? mesh.mid(space + 1) : QString());
    }
    statusBar()->showMessage(tr("Loaded %1").arg(path));
    return true;
}

bool MainWindow::openFile(const QString& path)
{
    // Profiler CSVs, memory results, report databases and run folders open in the run workspace.
    if (RunDocument::isRunPath(path)) {
        m_recent->add(path);
        m_workspaces->setCurrentWidget(m_run);
        m_runDocument->open(path);
        return true;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        statusBar()->showMessage(tr("Cannot open %1: %2").arg(path, file.errorString()));
        return false;
    }
    // The start of the file tells a model from a layout; a model's first line may be a long alias, so read a
    // generous prefix.
    constexpr qint64 kSniffBytes = 1 << 20;
    QByteArray start = file.read(kSniffBytes);
    // No layout, model or run text holds a NUL byte: a binary file is refused before anything is loaded.
    if (const qsizetype nul = start.indexOf('\0'); nul >= 0) {
        const qsizetype line = start.left(nul).count('\n') + 1;
        const qsizetype column = nul - (start.lastIndexOf('\n', nul) + 1) + 1;
        statusBar()->showMessage(tr("Cannot open %1: a NUL byte at line %2, column %3 (is this a binary file?)")
                                     .arg(path)
                                     .arg(line)
                                     .arg(column));
        return false;
    }
    m_recent->add(path);
    if (!isModelText(start.toStdString())) {
        // A layout file is read here, once: the rest follows the part already read.
        m_workspaces->setCurrentIndex(0);
        return showLayoutFile(path, start + file.readAll());
    }
    // The document reads the whole file once, off the GUI thread, and lists its layouts (layoutsListed).
    m_workspaces->setCurrentWidget(m_model);
    m_modelDocument->open(path);
    return true;
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (event->mimeData()->hasUrls() || event->mimeData()->hasText())
        event->acceptProposedAction();
}

void MainWindow::resizeEvent(QResizeEvent* event)
{
    QMainWindow::resizeEvent(event);
    m_hover->setMaximumWidth(width() * 2 / 5);
}

void MainWindow::dropEvent(QDropEvent* event)
{
    for (const QUrl& url : event->mimeData()->urls()) {
        if (url.isLocalFile()) {
            openFile(url.toLocalFile());
            event->acceptProposedAction();
            return;
        }
    }
    // Dropped text reads as pasted text: a layout, or compiler output listing several.
    const QString text = event->mimeData()->text().trimmed();
    if (text.isEmpty())
        return;
    m_workspaces->setCurrentIndex(0);
    if (!m_picker->load(text, tr("the dropped text"), true))
        setLayoutText(text);
    event->acceptProposedAction();
}

void MainWindow::parseInput(const QString& text)
{
    if (text.isEmpty() || text == m_document->text()) {
        m_field->clearError();
        return;
    }
    // Pasted compiler output with several layouts (or aliases) goes to the picker, which shows its first.
    if (text != m_pickedText && m_picker->load(text, tr("the pasted text"), true))
        return;
    m_document->setText(text, LayoutDocument::Origin::Text);
}

void MainWindow::showDocumentLayout()
{
    const std::shared_ptr<const AnyLayout> layout = m_document->layout();
    if (!layout)
        return;
    m_start->dismiss();
    m_field->showDocumentText(m_document->text());
    m_field->clearError();
    QStringList warnings;
    for (const std::string& warning : layoutWarnings(*layout))
        warnings << QString::fromStdString(warning);
    if (const std::optional<L1Fit> fit = l1Fit(*layout); fit && !fit->fits())
        warnings << tr("a core needs %1 of L1 for this layout, more than the %2 a tensor may use on %3: it cannot be "
                       "allocated in L1")
                        .arg(locale().formattedDataSize(fit->bytesPerCore),
                            locale().formattedDataSize(fit->usableBytes), QString::fromStdString(fit->device));
    m_field->setWarnings(warnings);
    m_facts->setLayout(*layout);
    m_editor->setLayout(*layout);
    statusBar()->showMessage(tr("Layout parsed: %1").arg(QString::fromUtf8(toString(notationOf(*layout)).data())));
    emit layoutChanged();
    // What the views need is computed at once for ordinary layouts and off the GUI thread for huge ones; a newer
    // layout supersedes a job still running.
    if (allocatedElements(*layout) <= kBackgroundElements) {
        m_layoutSlot->cancel();
        showSnapshot(makeLayoutSnapshot(*layout));
        return;
    }
    m_layoutSlot->run(
        tr("Preparing the views"),
        [layout](JobControl&) { return std::make_shared<const LayoutSnapshot>(makeLayoutSnapshot(*layout)); },
        [this](const std::shared_ptr<const LayoutSnapshot>& snapshot) { showSnapshot(*snapshot); });
}

void MainWindow::showSnapshot(const LayoutSnapshot& snapshot)
{
    for (const Tab& tab : m_tabs)
        tab.view->showLayout(snapshot);
}

void MainWindow::showDeviceTensor(const Shape& localShape)
{
    // Drill-down: the same layout fields with the device's local shape, through the editor's builder, so
    // the step is undoable like any other edit.
    LayoutRequest request = m_editor->request();
    request.shape = formatShape(localShape);
    try {
        m_document->setLayout(buildLayout(request), LayoutDocument::Origin::Other);
        m_views->setCurrentWidget(m_mapping);
    } catch (const Error& e) {
        m_editor->showError(e);
    }
}

void MainWindow::applyEditorRequest(const LayoutRequest& request)
{
    try {
        AnyLayout layout = buildLayout(request);
        m_editor->clearErrors();
        m_document->setLayout(std::move(layout), LayoutDocument::Origin::Editor, m_editor->lastEditedField());
    } catch (const Error& e) {
        m_editor->showError(e);
    }
}

void MainWindow::openLayoutDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open"), QString(),
        tr("Layouts, models and runs (*.mlir *.txt *.layout *.json *.csv *.sqlite *.db);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

QString MainWindow::exportMappingTable(const QString& path)
{
    return m_exporter->exportMappingTable(path);
}

QString MainWindow::exportCurrentView(const QString& path)
{
    return m_exporter->exportCurrentView(path);
}

QString MainWindow::exportModelPicture(const QString& path, const QString& view)
{
    return m_exporter->exportModelPicture(path, view);
}

} // namespace tle
