import { CanActivate, Controller, Get, Injectable, NotFoundException, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Public } from '../../common/auth/public.decorator';
import { escapeHtml, page } from '../../common/http/html';
import { AppConfig } from '../../config/app-config';
import { summarizeMail } from './dev-mailbox';

const SHOWN = 50;

/** Exists only in development without SMTP_URL, where the worker catches every e-mail. */
@Injectable()
class DevMailboxEnabledGuard implements CanActivate {
  constructor(private readonly config: AppConfig) {}

  canActivate(): boolean {
    if (this.config.smtpUrl || this.config.isProduction) throw new NotFoundException('Not found');
    return true;
  }
}

@ApiExcludeController()
@Public()
@UseGuards(DevMailboxEnabledGuard)
@Controller('dev/mailbox')
export class DevMailboxController {
  constructor(private readonly config: AppConfig) {}

  @Get()
  async list(@Res() response: FastifyReply): Promise<void> {
    const files = (await readdir(this.config.mailboxDir).catch(() => [] as string[]))
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .reverse()
      .slice(0, SHOWN);
    const mails = await Promise.all(
      files.map(async (file) => summarizeMail(file, await readFile(join(this.config.mailboxDir, file), 'utf8'))),
    );
    const items = mails
      .map(
        (mail) =>
          `<li style="margin:0 0 16px"><strong>${escapeHtml(mail.subject)}</strong><br>` +
          `<span class="hint">To ${escapeHtml(mail.to)} · ${escapeHtml(mail.date)}</span><br>` +
          mail.links.map((link) => `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`).join('<br>') +
          '</li>',
      )
      .join('');
    await response
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Development mailbox',
          `<h1>Development mailbox</h1><p>E-mails the worker caught (no SMTP_URL is set), newest first.</p>` +
            (items ? `<ul style="padding-left:18px">${items}</ul>` : '<p>No e-mails yet.</p>'),
        ),
      );
  }
}
