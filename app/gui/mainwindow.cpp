// SPDX-License-Identifier: MIT
#include "mainwindow.h"

#include "io/layoutrequest.h"
#include "layoutfactsmodel.h"

#include <QApplication>
#include <QFile>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTableView>
#include <QVBoxLayout>

namespace tle {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_facts(new LayoutFactsModel(this))
{
    setWindowTitle(tr("Tensor Layout Explorer"));
    setObjectName(QStringLiteral("mainWindow"));

    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    auto* prompt = new QLabel(tr("Layout (any notation the CLI accepts):"), central);
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
    m_factsView = new QTableView(central);
    m_factsView->setObjectName(QStringLiteral("factsView"));
    m_factsView->setModel(m_facts);
    m_factsView->horizontalHeader()->setStretchLastSection(true);
    m_factsView->verticalHeader()->hide();
    m_factsView->setWordWrap(true);
    layout->addWidget(prompt);
    layout->addWidget(m_input);
    layout->addWidget(m_error);
    layout->addWidget(m_factsView, 1);
    setCentralWidget(central);

    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open = file->addAction(tr("&Open Layout…"), this, &MainWindow::openLayoutDialog);
    open->setShortcut(QKeySequence::Open);
    open->setObjectName(QStringLiteral("actionOpen"));
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About"), this, &MainWindow::showAbout);

    connect(m_input, &QLineEdit::textChanged, this, &MainWindow::applyLayoutText);
    // Enter jumps to the error; moving the cursor while the user types would scramble the input.
    connect(m_input, &QLineEdit::returnPressed, this, [this] {
        if (m_errorColumn > 0)
            m_input->setCursorPosition(m_errorColumn - 1);
    });
    statusBar()->showMessage(tr("Paste a layout to begin"));
    resize(1000, 700);
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
    QStringList lines;
    for (const QString& line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
        if (!line.trimmed().startsWith(QLatin1String("//")))
            lines << line;
    }
    setLayoutText(lines.join(QLatin1Char(' ')));
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

void MainWindow::openLayoutDialog()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Layout"), QString(), tr("Layout files (*.mlir *.txt *.layout);;All files (*)"));
    if (!path.isEmpty())
        openLayoutFile(path);
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Tensor Layout Explorer"),
        tr("Tensor Layout Explorer %1\nShows where every element of a tensor lives.")
            .arg(QApplication::applicationVersion()));
}

} // namespace tle
