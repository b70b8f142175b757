// SPDX-License-Identifier: MIT
#include "cli.h"
#include "layoutexport.h"
#include "modelexport.h"
#include "processend.h"
#include "runexport.h"

#include <QApplication>
#include <QTranslator>

#include "sqlitereportdatabase.h"

#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <memory>

#if defined(__has_feature)
#define TLE_HAS_ADDRESS_SANITIZER __has_feature(address_sanitizer)
#else
#define TLE_HAS_ADDRESS_SANITIZER 0
#endif

namespace {

std::unique_ptr<QApplication> application;

// The CLI prints its own messages only: Qt's platform notes (XDG_RUNTIME_DIR, size hints) are not the user's
// business; what is critical still goes to stderr.
void quietQtMessages(QtMsgType type, const QMessageLogContext&, const QString& message)
{
    if (type == QtCriticalMsg || type == QtFatalMsg)
        std::cerr << "qt: " << message.toStdString() << "\n";
}

// Exports paint with the GUI's own views; they need an application object, created only when asked for, on
// the offscreen platform unless the caller chose one, so the CLI stays headless.
void ensureApplication()
{
    static int argc = 1;
    static char name[] = "tensor-layout-cli";
    static char* argv[] = { name, nullptr };
    if (!QCoreApplication::instance()) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        qInstallMessageHandler(quietQtMessages);
        application = std::make_unique<QApplication>(argc, argv);
        // The pictures speak English, the program's own language, whose plural forms ("1 spill") live in a file.
        auto* plurals = new QTranslator(application.get());
        if (plurals->load(QStringLiteral(":/i18n/tle_en.qm")))
            QCoreApplication::installTranslator(plurals);
        else
            delete plurals;
    }
}

std::string exportView(tle::cli::ExportRequest& request)
{
    ensureApplication();
    if (request.run)
        return tle::exportRunView(request.run, QString::fromStdString(request.view),
            QString::fromStdString(request.path), QSize(request.width, request.height))
            .toStdString();
    if (request.model && request.plan) {
        tle::ModelPicture picture { .graph = request.model,
            .result = request.plan,
            .l1BudgetBytes = request.l1BudgetBytes,
            .model = QString::fromStdString(request.modelName),
            .device = QString::fromStdString(request.deviceName),
            .fitToContent = !request.sizeGiven };
        const QString view = QString::fromStdString(request.view);
        const QSize size = tle::prepareModelPicture(picture, view, QSize(request.width, request.height));
        request.width = size.width();
        request.height = size.height();
        return tle::exportModelView(picture, view, QString::fromStdString(request.path), size).toStdString();
    }
    const QString failure = tle::exportLayoutView(*request.layout, QString::fromStdString(request.view),
        QString::fromStdString(request.path), QSize(request.width, request.height),
        QString::fromStdString(request.mesh), QString::fromStdString(request.placements),
        QString::fromStdString(request.transferTo), QString::fromStdString(request.transferTrace),
        request.transferDevice);
    return failure.toStdString();
}

} // namespace

int main(int argc, char** argv)
{
    std::vector<std::string> args(argv + 1, argv + argc);
    tle::cli::setExporter(&exportView);
    // Report databases are read through Qt SQL's SQLite driver, a plugin the application object finds.
    tle::cli::setRunDatabaseReader([](const std::string& path) {
        ensureApplication();
        return tle::readReportDatabaseFile(path);
    });
    tle::cli::setProcessEndsAfterRun(true);
    const int code = tle::cli::run(args, std::cout, std::cerr);
    // Qt's objects go before the statics they rely on.
    application.reset();
#if !defined(__SANITIZE_ADDRESS__) && !TLE_HAS_ADDRESS_SANITIZER
    // The answer is out; what is left (the statics, the objects left to the process end) goes back to the system
    // with the process rather than block by block. A sanitized build returns, so that its leak check runs.
    std::cout.flush();
    std::fflush(nullptr);
    std::_Exit(code);
#endif
    return code;
}
