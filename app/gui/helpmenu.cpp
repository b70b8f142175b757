// SPDX-License-Identifier: MIT
#include "helpmenu.h"

#include <QAction>
#include <QApplication>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QListWidget>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <QWhatsThis>

namespace tle {

namespace {

// Every action of `menu` and its submenus that has a shortcut, as (menu path, action, keys).
void collectShortcuts(const QMenu* menu, const QString& path, QList<QStringList>& rows)
{
    for (const QAction* action : menu->actions()) {
        const QString text = action->text().remove(QLatin1Char('&'));
        if (action->menu()) {
            collectShortcuts(action->menu(), path + QStringLiteral(" > ") + text, rows);
            continue;
        }
        QStringList keys;
        for (const QKeySequence& key : action->shortcuts())
            keys << key.toString(QKeySequence::NativeText);
        if (!keys.isEmpty())
            rows.append({ path + QStringLiteral(" > ") + text, keys.join(QStringLiteral(", ")) });
    }
}

} // namespace

HelpMenu::HelpMenu(QMenu* menu, QMainWindow* window)
    : QObject(window)
    , m_window(window)
{
    QAction* guide = menu->addAction(tr("&User Guide"), this, [this] { showGuide(); });
    guide->setShortcut(QKeySequence::HelpContents);
    guide->setObjectName(QStringLiteral("actionUserGuide"));
    guide->setStatusTip(tr("Read how to use the views, the editor, the command line and the optimizer"));
    QAction* shortcuts = menu->addAction(tr("&Keyboard Shortcuts"), this, [this] { showShortcuts(); });
    shortcuts->setObjectName(QStringLiteral("actionShortcuts"));
    shortcuts->setStatusTip(tr("List every key of the menus and the planes"));
    QAction* whatsThis = QWhatsThis::createAction(menu);
    whatsThis->setObjectName(QStringLiteral("actionWhatsThis"));
    menu->addAction(whatsThis);
    menu->addSeparator();
    QAction* about = menu->addAction(tr("&About"), this, [this] {
        QMessageBox::about(m_window, tr("About Tensor Layout Explorer"),
            tr("Tensor Layout Explorer %1\nShows where every element of a tensor lives.")
                .arg(QApplication::applicationVersion()));
    });
    about->setObjectName(QStringLiteral("actionAbout"));
}

QString HelpMenu::guideDirectory()
{
    auto holdsGuide = [](const QDir& dir) { return dir.exists(QStringLiteral("README.md")); };
    const QString env = qEnvironmentVariable("TLE_DOCS_DIR");
    if (!env.isEmpty() && holdsGuide(QDir(env)))
        return QDir(env).absolutePath();
    const QDir installed(
        QCoreApplication::applicationDirPath() + QStringLiteral("/../share/doc/tensor-layout-explorer"));
    if (holdsGuide(installed))
        return installed.canonicalPath();
    // Run from a build folder inside the source tree: the tree's README and docs, found above the executable.
    QDir dir(QCoreApplication::applicationDirPath());
    for (int up = 0; up < 6 && dir.cdUp(); ++up) {
        if (holdsGuide(dir) && dir.exists(QStringLiteral("docs/views.md")))
            return dir.absolutePath();
    }
    return {};
}

QDialog* HelpMenu::showGuide(const QString& page)
{
    const QString root = guideDirectory();
    if (root.isEmpty()) {
        QMessageBox::information(m_window, tr("User Guide"),
            tr("The user guide is not installed. It is the README and the docs folder of the source tree."));
        return nullptr;
    }
    if (!m_guide) {
        m_guide = new QDialog(m_window);
        m_guide->setObjectName(QStringLiteral("userGuide"));
        m_guide->setWindowTitle(tr("Tensor Layout Explorer User Guide"));
        m_guide->resize(m_window->size() * 3 / 4);
        auto* layout = new QVBoxLayout(m_guide);
        auto* buttons = new QHBoxLayout;
        auto* back = new QPushButton(tr("Back"), m_guide);
        auto* forward = new QPushButton(tr("Forward"), m_guide);
        buttons->addWidget(back);
        buttons->addWidget(forward);
        buttons->addStretch(1);
        layout->addLayout(buttons);
        auto* split = new QSplitter(m_guide);
        auto* contents = new QListWidget(split);
        contents->setObjectName(QStringLiteral("guideContents"));
        auto* browser = new QTextBrowser(split);
        browser->setObjectName(QStringLiteral("guideBrowser"));
        browser->setOpenExternalLinks(true);
        split->setStretchFactor(1, 1);
        layout->addWidget(split, 1);
        // The pages in reading order: what the window shows first, then the notations, the optimizer and the CLI.
        const std::pair<QString, QString> pages[]
            = { { tr("Using the window"), QStringLiteral("docs/using-the-window.md") },
                  { tr("Overview"), QStringLiteral("README.md") }, { tr("The views"), QStringLiteral("docs/views.md") },
                  { tr("Workspace files"), QStringLiteral("docs/workspace.md") },
                  { tr("Metal layouts"), QStringLiteral("docs/metal-layout.md") },
                  { tr("TTNN layouts"), QStringLiteral("docs/ttnn-layout.md") },
                  { tr("The optimizer"), QStringLiteral("docs/optimizer.md") },
                  { tr("Model JSON"), QStringLiteral("docs/model-json.md") },
                  { tr("The command line"), QStringLiteral("docs/cli.md") },
                  { tr("Benchmarks"), QStringLiteral("docs/benchmarks.md") } };
        for (const auto& [title, file] : pages) {
            if (!QFile::exists(root + QLatin1Char('/') + file))
                continue;
            auto* item = new QListWidgetItem(title, contents);
            item->setData(Qt::UserRole, QUrl::fromLocalFile(root + QLatin1Char('/') + file));
        }
        const int listWidth = contents->sizeHintForColumn(0) + 24;
        contents->setMaximumWidth(listWidth);
        split->setSizes({ listWidth, m_guide->width() - listWidth });
        connect(contents, &QListWidget::itemClicked, browser,
            [browser](QListWidgetItem* item) { browser->setSource(item->data(Qt::UserRole).toUrl()); });
        connect(back, &QPushButton::clicked, browser, &QTextBrowser::backward);
        connect(forward, &QPushButton::clicked, browser, &QTextBrowser::forward);
        connect(browser, &QTextBrowser::backwardAvailable, back, &QPushButton::setEnabled);
        connect(browser, &QTextBrowser::forwardAvailable, forward, &QPushButton::setEnabled);
        back->setEnabled(false);
        forward->setEnabled(false);
    }
    auto* browser = m_guide->findChild<QTextBrowser*>(QStringLiteral("guideBrowser"));
    browser->setSource(QUrl::fromLocalFile(root + QLatin1Char('/') + page), QTextDocument::MarkdownResource);
    m_guide->show();
    m_guide->raise();
    return m_guide;
}

QDialog* HelpMenu::showShortcuts()
{
    if (!m_shortcuts) {
        m_shortcuts = new QDialog(m_window);
        m_shortcuts->setObjectName(QStringLiteral("shortcutsDialog"));
        m_shortcuts->setWindowTitle(tr("Keyboard Shortcuts"));
        auto* layout = new QVBoxLayout(m_shortcuts);
        auto* table = new QTableWidget(m_shortcuts);
        table->setObjectName(QStringLiteral("shortcutsTable"));
        table->setColumnCount(2);
        table->setHorizontalHeaderLabels({ tr("Command"), tr("Keys") });
        table->verticalHeader()->hide();
        table->setEditTriggers(QAbstractItemView::NoEditTriggers);
        table->horizontalHeader()->setStretchLastSection(true);
        QList<QStringList> rows;
        for (const QAction* action : m_window->menuBar()->actions()) {
            if (action->menu())
                collectShortcuts(action->menu(), action->text().remove(QLatin1Char('&')), rows);
        }
        // The planes' own keys, which no menu lists.
        rows.append({ tr("Plane: zoom in / out"), tr("+ / −, or the wheel") });
        rows.append({ tr("Plane: fit the whole plane"), QStringLiteral("0") });
        rows.append({ tr("Plane: move the cell cursor"), tr("Arrow keys") });
        rows.append({ tr("Plane: pan"), tr("Shift+arrow keys, or drag") });
        rows.append({ tr("Layout field: show the error's place"), tr("Enter") });
        rows.append({ tr("Go to: centre both planes on the place"), tr("Enter") });
        table->setRowCount(int(rows.size()));
        for (int r = 0; r < rows.size(); ++r) {
            table->setItem(r, 0, new QTableWidgetItem(rows[r][0]));
            table->setItem(r, 1, new QTableWidgetItem(rows[r][1]));
        }
        table->resizeColumnsToContents();
        layout->addWidget(table);
        auto* close = new QDialogButtonBox(QDialogButtonBox::Close, m_shortcuts);
        connect(close, &QDialogButtonBox::rejected, m_shortcuts, &QDialog::close);
        layout->addWidget(close);
        m_shortcuts->resize(table->horizontalHeader()->length() + 60, 480);
    }
    m_shortcuts->show();
    m_shortcuts->raise();
    return m_shortcuts;
}

} // namespace tle
