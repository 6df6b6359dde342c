import { Module } from '@nestjs/common';
import { BannersService } from './banners/banners.service';
import { PhotosService } from './photos.service';
import { StorageModule } from './storage/storage.module';
import { UploadClaims } from './uploads/upload-claims';
import { UploadsService } from './uploads/uploads.service';

/** Photos, banners and uploads; the image worker's processor and sweep are registered by the worker. */
@Module({
  imports: [StorageModule],
  providers: [UploadsService, UploadClaims, PhotosService, BannersService],
  exports: [StorageModule, UploadsService, PhotosService, BannersService],
})
export class PhotosModule {}
