// SPDX-License-Identifier: MIT
#include "sqlitereportdatabase.h"

#include <QAtomicInteger>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStringList>

#include "io/runs/reportdatabase.h"
#include "io/runs/runtext.h"

#include <fmt/format.h>

namespace tle {

namespace {

class SqliteReportDatabase final : public ReportDatabase
{
public:
    SqliteReportDatabase(QSqlDatabase db, const std::string& source)
        : m_db(std::move(db))
        , m_source(source)
        , m_tables(m_db.tables())
    { }

    bool hasTable(const std::string& table) const override { return m_tables.contains(QString::fromStdString(table)); }

    void forEachRow(const std::string& table, const std::vector<std::string>& columns,
        const std::function<void(int64_t row, const Cells& cells)>& visit) const override
    {
        const QString name = QString::fromStdString(table);
        const QSqlRecord record = m_db.record(name);
        // Columns the table lacks read as NULL: the reader takes them as absent values.
        QStringList select;
        for (const std::string& column : columns) {
            const QString c = QString::fromStdString(column);
            select << (record.contains(c) ? quoted(c) : QStringLiteral("NULL"));
        }
        QSqlQuery query(m_db);
        query.setForwardOnly(true);
        if (!query.exec(
                QStringLiteral("SELECT %1 FROM %2 ORDER BY rowid").arg(select.join(QLatin1Char(',')), quoted(name)))
            && !query.exec(QStringLiteral("SELECT %1 FROM %2").arg(select.join(QLatin1Char(',')), quoted(name))))
            throw runFileError(
                m_source, 0, 0, fmt::format("table {}: {}", table, query.lastError().text().toStdString()));
        Cells cells(columns.size());
        int64_t row = 0;
        while (query.next()) {
            ++row;
            for (size_t i = 0; i < columns.size(); ++i) {
                const QVariant v = query.value(int(i));
                cells[i] = v.isNull() ? std::nullopt : std::optional(v.toString().toStdString());
            }
            visit(row, cells);
        }
        if (query.lastError().isValid())
            throw runFileError(m_source, 0, 0,
                fmt::format("table {}, after row {}: {}", table, row, query.lastError().text().toStdString()));
    }

private:
    static QString quoted(const QString& identifier)
    {
        QString out = identifier;
        out.replace(QLatin1Char('"'), QStringLiteral("\"\""));
        return QLatin1Char('"') + out + QLatin1Char('"');
    }

    QSqlDatabase m_db;
    const std::string& m_source;
    QStringList m_tables;
};

// SQLite's file header.
bool isSqliteFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    return file.read(16) == QByteArray("SQLite format 3", 16);
}

} // namespace

MeasuredRun readReportDatabaseFile(const std::string& path, const ReadProgress& progress)
{
    const QString file = QString::fromStdString(path);
    if (!QFile::exists(file))
        throw runFileError(path, 0, 0, "no such file");
    if (!isSqliteFile(file))
        throw runFileError(path, 0, 0, "not an SQLite database (a ttnn report's db.sqlite)");
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")))
        throw runFileError(path, 0, 0, "Qt's SQLite driver is not installed (Debian: libqt6sql6-sqlite)");
    // A connection of its own per read, so that reads on several threads never share one.
    static QAtomicInteger<quint64> counter;
    const QString connection = QStringLiteral("tle-report-%1").arg(counter.fetchAndAddRelaxed(1));
    MeasuredRun run;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(file);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        try {
            if (!db.open())
                throw runFileError(path, 0, 0, fmt::format("cannot open: {}", db.lastError().text().toStdString()));
            run = readReportDatabase(SqliteReportDatabase(db, path), path, progress);
        } catch (...) {
            db.close();
            db = QSqlDatabase();
            QSqlDatabase::removeDatabase(connection);
            throw;
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return run;
}

} // namespace tle
