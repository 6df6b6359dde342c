import { apiAnswer } from '@gatherly/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EVENT_ID, renderMembers } from '../common/test-render';
import { BulkInviteDialog } from './bulk-invite-dialog';
import type { BulkInvitePreview } from './bulk-invite-queries';

const TEXT = 'Ana Lima, ana@example.com, 3\nnot an address\nana@example.com\ntia@example.com\nbo@example.com';

const PREVIEW: BulkInvitePreview = {
  lines: [
    {
      line: 1,
      raw: 'Ana Lima, ana@example.com, 3',
      name: 'Ana Lima',
      email: 'ana@example.com',
      guestLimit: 2,
      status: 'ok',
    },
    {
      line: 2,
      raw: 'not an address',
      name: null,
      email: null,
      guestLimit: 0,
      status: 'invalid',
      message: 'This line has no e-mail address',
    },
    {
      line: 3,
      raw: 'ana@example.com',
      name: null,
      email: 'ana@example.com',
      guestLimit: 0,
      status: 'duplicate',
      message: 'Also on line 1',
    },
    {
      line: 4,
      raw: 'tia@example.com',
      name: null,
      email: 'tia@example.com',
      guestLimit: 0,
      status: 'member',
      message: 'Already a member of this event',
    },
    { line: 5, raw: 'bo@example.com', name: null, email: 'bo@example.com', guestLimit: 0, status: 'ok' },
  ],
  sendable: 2,
  quota: { remainingToday: 7, placesLeft: 90, wouldExceed: false },
};

/** Answers the preview and the send; records every call. */
function api(preview: BulkInvitePreview = PREVIEW) {
  const fetchMock = jest.fn((path: string, _init?: RequestInit) => {
    if (path.endsWith('/invitations/bulk/preview')) return Promise.resolve(apiAnswer(200, preview));
    if (path.endsWith('/invitations/bulk')) {
      return Promise.resolve(apiAnswer(201, { invited: 2, skipped: preview.lines.slice(1, 4) }));
    }
    return Promise.resolve(apiAnswer(200, { invitations: [] }));
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const paste = (text: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: 'People to invite' }), { target: { value: text } });

describe('Bulk Invite', () => {
  it('previews the pasted list: each line with its status and why it is skipped, and what is left today', async () => {
    api();
    renderMembers(<BulkInviteDialog eventId={EVENT_ID} open onClose={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Send invitations' })).toBeDisabled();
    paste(TEXT);
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));

    const list = await screen.findByRole('list', { name: 'Lines of the list' });
    const lines = within(list).getAllByRole('listitem');
    expect(lines.map((line) => line.getAttribute('aria-label'))).toEqual([
      'Line 1: Ready',
      'Line 2: Invalid',
      'Line 3: Duplicate',
      'Line 4: Already a member',
      'Line 5: Ready',
    ]);
    expect(within(lines[0]!).getByText('ana@example.com · Line 1 · Party of 3')).toBeInTheDocument();
    expect(within(lines[1]!).getByText('This line has no e-mail address')).toBeInTheDocument();
    expect(within(lines[2]!).getByText('Also on line 1')).toBeInTheDocument();
    expect(within(lines[3]!).getByText('Already a member of this event')).toBeInTheDocument();
    expect(screen.getByText('2 ready to send · 3 skipped')).toBeInTheDocument();
    expect(screen.getByText("7 invitations can still be sent today on this event's plan.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send 2 invitations' })).toBeEnabled();
  });

  it('sends the list as pasted, for the server to read again, and closes', async () => {
    const fetchMock = api();
    const onClose = jest.fn();
    renderMembers(<BulkInviteDialog eventId={EVENT_ID} open onClose={onClose} />);
    paste(TEXT);
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send 2 invitations' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls.find(([path]) => path.endsWith('/invitations/bulk'))!;
    expect(JSON.parse(String(init!.body))).toEqual({ text: TEXT });
    expect(await screen.findByText('2 Invitations Sent')).toBeInTheDocument();
  });

  it('says when the list would pass the daily limit, and will not send it', async () => {
    const message =
      'Sending 2 invitations would pass the daily invitation limit: the Free plan allows 10 invitation e-mails per day, and 1 is left today.';
    api({ ...PREVIEW, quota: { remainingToday: 1, placesLeft: 90, wouldExceed: true }, message });
    renderMembers(<BulkInviteDialog eventId={EVENT_ID} open onClose={jest.fn()} />);
    paste(TEXT);
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send 2 invitations' })).toBeDisabled();
  });

  it('asks for a new preview once the list is changed', async () => {
    api();
    renderMembers(<BulkInviteDialog eventId={EVENT_ID} open onClose={jest.fn()} />);
    paste(TEXT);
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('button', { name: 'Send 2 invitations' });
    paste(`${TEXT}\ncy@example.com`);
    expect(screen.queryByRole('list', { name: 'Lines of the list' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send invitations' })).toBeDisabled();
  });

  it('sends nothing when no line can be invited', async () => {
    api({ ...PREVIEW, lines: PREVIEW.lines.slice(1, 4), sendable: 0 });
    renderMembers(<BulkInviteDialog eventId={EVENT_ID} open onClose={jest.fn()} />);
    paste('not an address');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('button', { name: 'Send 0 invitations' })).toBeDisabled();
  });
});
