import { Controller, HttpCode, Param, ParseUUIDPipe, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthenticatedUser } from '../../../common/auth/authenticated-user';
import { CurrentUser } from '../../../common/auth/current-user.decorator';
import { Public } from '../../../common/auth/public.decorator';
import { ApiErrorResponses } from '../../../common/errors/error.response';
import { UploadQueryDto } from '../dto/upload-query.dto';
import { UploadReceivedResponse, UploadTargetResponse } from '../dto/upload.response';
import { UploadsService } from './uploads.service';

@ApiTags('photos')
@ApiErrorResponses()
@Controller('objects/upload')
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @ApiOperation({ summary: 'A signed URL to PUT one image to (15 minutes, single use)' })
  @ApiBearerAuth()
  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: UploadTargetResponse })
  create(@CurrentUser() user: AuthenticatedUser): Promise<UploadTargetResponse> {
    return this.uploads.createTarget(user.id);
  }

  /** The upload URL of the local storage driver; the signature in the query is its authorisation. */
  @ApiOperation({ summary: 'Receives the file for a signed upload URL (local storage)' })
  @Public()
  @Put(':uploadId')
  @HttpCode(200)
  @ApiOkResponse({ type: UploadReceivedResponse })
  async receive(
    @Param('uploadId', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) uploadId: string,
    @Query() query: UploadQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<UploadReceivedResponse> {
    const length = request.headers['content-length'];
    try {
      await this.uploads.receive(
        uploadId,
        query.expires,
        query.signature,
        request.raw,
        length ? Number(length) : undefined,
      );
    } catch (error) {
      // The body of a refused upload may be partly unread: the connection must not carry another request.
      response.header('Connection', 'close');
      throw error;
    }
    return { ok: true };
  }
}
