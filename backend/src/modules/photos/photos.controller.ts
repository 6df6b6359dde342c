import { Body, Controller, Delete, Get, HttpCode, Inject, Patch, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotModifiedResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Caller, EventAccess, type EventCaller } from '../../common/access/event-access.decorator';
import { ApiErrorResponses } from '../../common/errors/error.response';
import { IdParam } from '../../common/validation/id-param';
import { CreatePhotoDto } from './dto/create-photo.dto';
import { FeaturePhotoDto } from './dto/feature-photo.dto';
import { ImageQuery } from './dto/image-query.dto';
import { ListPhotosQuery } from './dto/list-photos.query';
import { FeaturedPhotoPage, PendingPhotoEnvelope, PhotoEnvelope, PhotoPage, VoteResponse } from './dto/photo.response';
import { PhotosService } from './photos.service';
import { serveImage } from './serve-image';
import { STORAGE_DRIVER, type StorageDriver } from './storage/storage-driver';
import { AcceptsImageCookie } from '../../common/auth/image-cookie-auth.decorator';

@ApiTags('photos')
@ApiBearerAuth()
@ApiErrorResponses()
@Controller()
export class PhotosController {
  constructor(
    private readonly photos: PhotosService,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
  ) {}

  @Get('events/:eventId/photos')
  @EventAccess('member')
  @ApiOkResponse({
    type: PhotoPage,
    description: "A page of the gallery, newest first, and the caller's unfinished uploads",
  })
  list(@Caller() caller: EventCaller, @Query() query: ListPhotosQuery): Promise<PhotoPage> {
    return this.photos.list(caller, query);
  }

  @Get('events/:eventId/photos/featured')
  @EventAccess('member')
  @ApiOkResponse({ type: FeaturedPhotoPage })
  async featured(@Caller() caller: EventCaller, @Query() query: ListPhotosQuery): Promise<FeaturedPhotoPage> {
    const { photos, total } = await this.photos.list(caller, { ...query, featuredOnly: true });
    return { photos, total };
  }

  @Post('events/:eventId/photos')
  @EventAccess('member')
  @ApiCreatedResponse({ type: PendingPhotoEnvelope, description: 'Recorded; the worker processes it next' })
  async create(@Caller() caller: EventCaller, @Body() input: CreatePhotoDto): Promise<PendingPhotoEnvelope> {
    return { photo: await this.photos.create(caller, input) };
  }

  @Patch('events/:eventId/photos/:photoId')
  @EventAccess('admin', 'photo')
  @ApiOkResponse({ type: PhotoEnvelope })
  async feature(
    @Caller() caller: EventCaller,
    @IdParam('photoId', 'Photo not found') photoId: string,
    @Body() input: FeaturePhotoDto,
  ): Promise<PhotoEnvelope> {
    return { photo: await this.photos.setFeatured(caller, photoId, input.isFeatured) };
  }

  @Delete('photos/:photoId')
  @EventAccess('member', 'photo')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted with its files' })
  async remove(@Caller() caller: EventCaller, @IdParam('photoId', 'Photo not found') photoId: string): Promise<void> {
    await this.photos.remove(caller, photoId);
  }

  @Post('photos/:photoId/vote')
  @EventAccess('member', 'photo')
  @ApiCreatedResponse({ type: VoteResponse })
  vote(@Caller() caller: EventCaller, @IdParam('photoId', 'Photo not found') photoId: string): Promise<VoteResponse> {
    return this.photos.vote(caller, photoId);
  }

  @Delete('photos/:photoId/vote')
  @EventAccess('member', 'photo')
  @ApiOkResponse({ type: VoteResponse })
  unvote(@Caller() caller: EventCaller, @IdParam('photoId', 'Photo not found') photoId: string): Promise<VoteResponse> {
    return this.photos.unvote(caller, photoId);
  }

  /**
   * Members only; a processed photo never changes, so its ETag is its id and size. <img> elements load
   * it with the image cookie, API clients with the bearer token.
   */
  @ApiProduces('image/webp', 'image/jpeg', 'image/png', 'image/gif')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiNotModifiedResponse({ description: 'The ETag sent in If-None-Match is current' })
  @AcceptsImageCookie()
  @Get('photos/:photoId/image')
  @EventAccess('member', 'photo')
  async image(
    @IdParam('photoId', 'Photo not found') photoId: string,
    @Query() query: ImageQuery,
    @Req() request: FastifyRequest,
    @Res() response: FastifyReply,
  ): Promise<void> {
    const file = await this.photos.image(photoId, query.size);
    await serveImage(request, response, {
      etag: `"${photoId}-${query.size}"`,
      contentType: file.contentType,
      open: () => this.storage.readStream(file.key),
    });
  }
}
