import { Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../common/auth/public.decorator';
import { ApiErrorResponses } from '../../common/errors/error.response';
import { UnsubscribePage } from './unsubscribe.page';
import { EmailPreferencesService } from './email-preferences.service';

/**
 * The unsubscribe link of every e-mail that keeps members current. Public: the signed token names the
 * member and the one kind of e-mail. GET only shows what a click would do (link scanners fetch links);
 * POST does it, from the page's button or from a mail app's one-click unsubscribe (RFC 8058), whose
 * body, 'List-Unsubscribe=One-Click', says nothing the token does not.
 */
@ApiTags('users')
@ApiErrorResponses()
@Public()
@Controller('email/unsubscribe')
export class UnsubscribeController {
  constructor(
    private readonly preferences: EmailPreferencesService,
    private readonly page: UnsubscribePage,
  ) {}

  @Get()
  @ApiQuery({ name: 'token', type: String })
  @ApiProduces('text/html')
  @ApiOkResponse({ schema: { type: 'string' }, description: 'A page with a button that unsubscribes' })
  async confirm(@Query('token') token: unknown, @Res() reply: FastifyReply): Promise<void> {
    const unsubscription = this.preferences.read(typeof token === 'string' ? token : '');
    await reply.type('text/html; charset=utf-8').send(this.page.confirm(unsubscription, String(token)));
  }

  @Post()
  @HttpCode(200)
  @ApiQuery({ name: 'token', type: String })
  @ApiProduces('text/html')
  @ApiOkResponse({ schema: { type: 'string' }, description: 'Unsubscribed from the kind of e-mail the token names' })
  async unsubscribe(@Query('token') token: unknown, @Res() reply: FastifyReply): Promise<void> {
    const unsubscription = await this.preferences.unsubscribe(typeof token === 'string' ? token : '');
    await reply.type('text/html; charset=utf-8').send(this.page.done(unsubscription));
  }
}
