import { Body, Controller, Delete, Get, HttpCode, Inject, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentMembership, EventAccess } from '../../common/access/event-access.decorator';
import type { EventMembership } from '../../common/access/event-access.rules';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { IdParam } from '../../common/validation/id-param';
import { CreatePhotoDto } from './dto/create-photo.dto';
import { FeaturePhotoDto } from './dto/feature-photo.dto';
import { ImageQuery } from './dto/image-query.dto';
import { ListPhotosQuery } from './dto/list-photos.query';
import { PhotosService } from './photos.service';
import { serveImage } from './serve-image';
import { STORAGE_DRIVER, type StorageDriver } from './storage/storage-driver';
import { AcceptsImageCookie } from '../../common/auth/image-cookie-auth.decorator';

const caller = (user: AuthenticatedUser, membership: EventMembership) => ({ ...membership, userId: user.id });

@ApiTags('photos')
@ApiBearerAuth()
@Controller()
export class PhotosController {
  constructor(
    private readonly photos: PhotosService,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
  ) {}

  @Get('events/:eventId/photos')
  @EventAccess('member')
  list(
    @CurrentUser() user: AuthenticatedUser,
    @CurrentMembership() membership: EventMembership,
    @Query() query: ListPhotosQuery,
  ) {
    return this.photos.list(caller(user, membership), query);
  }

  @Get('events/:eventId/photos/featured')
  @EventAccess('member')
  async featured(
    @CurrentUser() user: AuthenticatedUser,
    @CurrentMembership() membership: EventMembership,
    @Query() query: ListPhotosQuery,
  ) {
    const { photos, total } = await this.photos.list(caller(user, membership), { ...query, featuredOnly: true });
    return { photos, total };
  }

  @Post('events/:eventId/photos')
  @EventAccess('member')
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @CurrentMembership() membership: EventMembership,
    @Body() input: CreatePhotoDto,
  ) {
    return { photo: await this.photos.create(caller(user, membership), input) };
  }

  @Patch('events/:eventId/photos/:photoId')
  @EventAccess('admin', 'photo')
  async feature(
    @CurrentUser() user: AuthenticatedUser,
    @CurrentMembership() membership: EventMembership,
    @IdParam('photoId', 'Photo not found') photoId: string,
    @Body() input: FeaturePhotoDto,
  ) {
    return { photo: await this.photos.setFeatured(caller(user, membership), photoId, input.isFeatured) };
  }

  @Delete('photos/:photoId')
  @EventAccess('member', 'photo')
  @HttpCode(204)
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @CurrentMembership() membership: EventMembership,
    @IdParam('photoId', 'Photo not found') photoId: string,
  ): Promise<void> {
    await this.photos.remove(caller(user, membership), photoId);
  }

  @Post('photos/:photoId/vote')
  @EventAccess('member', 'photo')
  vote(
    @CurrentUser() user: AuthenticatedUser,
    @CurrentMembership() membership: EventMembership,
    @IdParam('photoId', 'Photo not found') photoId: string,
  ) {
    return this.photos.vote(caller(user, membership), photoId);
  }

  @Delete('photos/:photoId/vote')
  @EventAccess('member', 'photo')
  unvote(
    @CurrentUser() user: AuthenticatedUser,
    @CurrentMembership() membership: EventMembership,
    @IdParam('photoId', 'Photo not found') photoId: string,
  ) {
    return this.photos.unvote(caller(user, membership), photoId);
  }

  /**
   * Members only; a processed photo never changes, so its ETag is its id and size. <img> elements load
   * it with the image cookie, API clients with the bearer token.
   */
  @ApiProduces('image/webp', 'image/jpeg', 'image/png', 'image/gif')
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
