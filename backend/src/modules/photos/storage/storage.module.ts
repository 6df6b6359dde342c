import { Module } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { uploadSignature } from '../uploads/upload-signature';
import { LocalDiskStorage } from './local-disk.storage';
import { S3Storage } from './s3.storage';
import { STORAGE_DRIVER, type StorageDriver } from './storage-driver';

function createStorage(config: AppConfig): StorageDriver {
  const settings = config.storage;
  if (settings.driver === 's3') return new S3Storage(settings);
  return new LocalDiskStorage(settings.directory, (uploadId, expiresAt) => {
    const expires = expiresAt.getTime();
    const signature = uploadSignature(config.authSecret, uploadId, expires);
    return `${config.apiBaseUrl}/objects/upload/${uploadId}?expires=${expires}&signature=${signature}`;
  });
}

/** The configured storage driver, the same in the API and the worker. */
@Module({
  providers: [{ provide: STORAGE_DRIVER, inject: [AppConfig], useFactory: createStorage }],
  exports: [STORAGE_DRIVER],
})
export class StorageModule {}
