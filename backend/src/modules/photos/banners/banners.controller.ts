import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentMembership, EventAccess } from '../../../common/access/event-access.decorator';
import type { EventMembership } from '../../../common/access/event-access.rules';
import type { AuthenticatedUser } from '../../../common/auth/authenticated-user';
import { CurrentUser } from '../../../common/auth/current-user.decorator';
import { IdParam } from '../../../common/validation/id-param';
import { SetBannerDto } from '../dto/set-banner.dto';
import { bannerFile } from '../photo-files';
import { serveImage } from '../serve-image';
import { STORAGE_DRIVER, type StorageDriver } from '../storage/storage-driver';
import { BannersService } from './banners.service';
import { AcceptsImageCookie } from '../../../common/auth/image-cookie-auth.decorator';

@ApiTags('photos')
@ApiBearerAuth()
@Controller()
export class BannersController {
  constructor(
    private readonly banners: BannersService,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
  ) {}

  @Post('events/:eventId/banner-photo')
  @EventAccess('admin')
  @HttpCode(202)
  upload(
    @CurrentUser() user: AuthenticatedUser,
    @CurrentMembership() membership: EventMembership,
    @Body() input: SetBannerDto,
  ) {
    return this.banners.upload({ ...membership, userId: user.id }, input);
  }

  @Get('events/:eventId/banner-slides')
  @EventAccess('member')
  async slides(@CurrentMembership() membership: EventMembership) {
    return { slides: await this.banners.slides(membership.eventId) };
  }

  /** Served outside /api (spec section 7), to members of the banner's event only. */
  @ApiProduces('image/jpeg')
  @AcceptsImageCookie()
  @Get('objects/banners/:bannerId.jpg')
  @EventAccess('member', 'banner')
  async image(
    @IdParam('bannerId', 'Banner not found') bannerId: string,
    @Req() request: FastifyRequest,
    @Res() response: FastifyReply,
  ): Promise<void> {
    await this.banners.assertReady(bannerId);
    await serveImage(request, response, {
      etag: `"banner-${bannerId}"`,
      contentType: 'image/jpeg',
      open: () => this.storage.readStream(bannerFile(bannerId)),
    });
  }
}
