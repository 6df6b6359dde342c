import { escapeHtml } from '../../common/http/html';

export interface InvitationMailInput {
  to: string;
  eventName: string;
  inviterName: string;
  role: 'admin' | 'attendee';
  link: string;
}

export interface RenderedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const ROLE_LABEL = { admin: 'Admin', attendee: 'Attendee' } as const;

/** The invitation e-mail in HTML and plain text; pure, so it is tested without SMTP. */
export function renderInvitationMail(input: InvitationMailInput): RenderedMail {
  const role = ROLE_LABEL[input.role];
  const subject = `${input.inviterName} invited you to ${input.eventName} on Gatherly`;
  const text = [
    `${input.inviterName} invited you to join "${input.eventName}" on Gatherly as an ${role}.`,
    '',
    'Accept the invitation:',
    input.link,
    '',
    'If you did not expect this invitation, you can ignore this e-mail.',
  ].join('\n');
  const name = escapeHtml(input.eventName);
  const html = `<!doctype html><html><body style="margin:0;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:16px;padding:32px" cellpadding="0" cellspacing="0">
<tr><td>
<h1 style="font-size:22px;margin:0 0 12px">You're Invited</h1>
<p style="font-size:16px;line-height:1.5;margin:0 0 8px"><strong>${escapeHtml(input.inviterName)}</strong> invited you to join <strong>${name}</strong> as an ${role}.</p>
<p style="margin:24px 0"><a href="${escapeHtml(input.link)}" style="background:#6236ff;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:10px;font-weight:600;display:inline-block">Accept Invitation</a></p>
<p style="font-size:13px;color:#64748b;line-height:1.5;margin:0">Or open this link: <a href="${escapeHtml(input.link)}" style="color:#6236ff">${escapeHtml(input.link)}</a><br>If you did not expect this invitation, you can ignore this e-mail.</p>
</td></tr></table></td></tr></table></body></html>`;
  return { to: input.to, subject, text, html };
}
