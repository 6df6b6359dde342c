import { Module } from '@nestjs/common';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { BannersController } from './banners/banners.controller';
import { BannersRepository } from './banners/banners.repository';
import { BannersService } from './banners/banners.service';
import { ImageJobs } from './images/image.jobs';
import { ImageProcessingRepository } from './images/image-processing.repository';
import { ImageSweep } from './images/image-sweep';
import { PhotosController } from './photos.controller';
import { PhotosRepository } from './photos.repository';
import { PhotosService } from './photos.service';
import { StoredFiles } from './stored-files';
import { StoredFilesRepository } from './stored-files.repository';
import { StorageModule } from './storage/storage.module';
import { UploadClaims } from './uploads/upload-claims';
import { UploadQuota } from './uploads/upload-quota';
import { UploadsController } from './uploads/uploads.controller';
import { UploadsRepository } from './uploads/uploads.repository';
import { UploadsService } from './uploads/uploads.service';

/** Photos, banners and uploads: what the API and the worker share. */
@Module({
  imports: [StorageModule, SubscriptionsModule],
  providers: [
    UploadsRepository,
    UploadsService,
    UploadClaims,
    UploadQuota,
    PhotosRepository,
    PhotosService,
    BannersRepository,
    BannersService,
    ImageProcessingRepository,
    StoredFilesRepository,
    StoredFiles,
  ],
  exports: [StorageModule, UploadsService, PhotosService, BannersService, ImageProcessingRepository, StoredFiles],
})
export class PhotosModule {}

/** The API's part: the gallery, banner and upload routes. */
@Module({
  imports: [PhotosModule],
  controllers: [UploadsController, PhotosController, BannersController],
})
export class PhotosApiModule {}

/** The worker's part: image processing and the sweep that re-queues what a lost enqueue left behind. */
@Module({
  imports: [PhotosModule],
  providers: [ImageJobs, ImageSweep],
})
export class PhotosWorkerModule {}
