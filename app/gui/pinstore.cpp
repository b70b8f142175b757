// SPDX-License-Identifier: MIT
#include "pinstore.h"

#include "io/files/pinfile.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
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
    QFile file(fileOf(modelPath));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return readPinFile(file.readAll().toStdString());
}

bool PinStore::save(const QString& modelPath, const ModelPins::Named& pins) const
{
    const QString path = fileOf(modelPath);
    if (pins.empty())
        return !QFileInfo::exists(path) || QFile::remove(path);
    if (!QDir().mkpath(m_folder))
        return false;
    const std::string text = writePinFile(QFileInfo(modelPath).absoluteFilePath().toStdString(), pins);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.data(), qint64(text.size())) != qint64(text.size()))
        return false;
    return file.commit();
}

} // namespace tle
