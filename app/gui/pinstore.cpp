// SPDX-License-Identifier: MIT
#include "pinstore.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>

namespace tle {

PinStore::PinStore(QString folder)
    : m_folder(folder.isEmpty()
            ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/pins")
            : std::move(folder))
{ }

QString PinStore::fileOf(const QString& modelPath) const
{
    const QByteArray key = QFileInfo(modelPath).absoluteFilePath().toUtf8();
    return m_folder + QLatin1Char('/')
        + QString::fromLatin1(QCryptographicHash::hash(key, QCryptographicHash::Sha1).toHex())
        + QStringLiteral(".json");
}

ModelPins::Named PinStore::load(const QString& modelPath) const
{
    ModelPins::Named named;
    QFile file(fileOf(modelPath));
    if (!file.open(QIODevice::ReadOnly))
        return named;
    const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    const QJsonObject functions = root.value(QStringLiteral("functions")).toObject();
    for (auto f = functions.begin(); f != functions.end(); ++f) {
        const QJsonObject pins = f.value().toObject();
        for (auto p = pins.begin(); p != pins.end(); ++p) {
            if (p.value().isString())
                named[f.key().toStdString()][p.key().toStdString()] = p.value().toString().toStdString();
        }
    }
    return named;
}

bool PinStore::save(const QString& modelPath, const ModelPins::Named& pins) const
{
    const QString path = fileOf(modelPath);
    if (pins.empty())
        return !QFileInfo::exists(path) || QFile::remove(path);
    if (!QDir().mkpath(m_folder))
        return false;
    QJsonObject functions;
    for (const auto& [function, ops] : pins) {
        QJsonObject byOp;
        for (const auto& [op, pin] : ops)
            byOp.insert(QString::fromStdString(op), QString::fromStdString(pin));
        functions.insert(QString::fromStdString(function), byOp);
    }
    const QJsonObject root { { QStringLiteral("model"), QFileInfo(modelPath).absoluteFilePath() },
        { QStringLiteral("functions"), functions } };
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write(QJsonDocument(root).toJson());
    return file.commit();
}

} // namespace tle
