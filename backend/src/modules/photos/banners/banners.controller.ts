import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiNotModifiedResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Caller, EventAccess, type EventCaller } from '../../../common/access/event-access.decorator';
import { ApiErrorResponses } from '../../../common/errors/error.response';
import { IdParam } from '../../../common/validation/id-param';
import { BannerEnvelope, BannerSlidesEnvelope } from '../dto/banner.response';
import { SetBannerDto } from '../dto/set-banner.dto';
import { bannerFile } from '../photo-files';
import { serveImage } from '../serve-image';
import { STORAGE_DRIVER, type StorageDriver } from '../storage/storage-driver';
import { BannersService } from './banners.service';
import { AcceptsImageCookie } from '../../../common/auth/image-cookie-auth.decorator';

@ApiTags('photos')
@ApiBearerAuth()
@ApiErrorResponses()
@Controller()
export class BannersController {
  constructor(
    private readonly banners: BannersService,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
  ) {}

  @Post('events/:eventId/banner-photo')
  @EventAccess('admin')
  @HttpCode(202)
  @ApiAcceptedResponse({ type: BannerEnvelope, description: 'It becomes the banner once the worker has processed it' })
  upload(@Caller() caller: EventCaller, @Body() input: SetBannerDto): Promise<BannerEnvelope> {
    return this.banners.upload(caller, input);
  }

  @Get('events/:eventId/banner-slides')
  @EventAccess('member')
  @ApiOkResponse({ type: BannerSlidesEnvelope, description: 'The custom banner, then featured photos, then by votes' })
  async slides(@Caller() caller: EventCaller): Promise<BannerSlidesEnvelope> {
    return { slides: await this.banners.slides(caller.eventId) };
  }

  /** Served outside /api (spec section 7), to members of the banner's event only. */
  @ApiProduces('image/jpeg')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiNotModifiedResponse({ description: 'The ETag sent in If-None-Match is current' })
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
