import { createQueryClient, queryKeys, type ScheduleItem } from '@gatherly/shared';
import { apiAnswer } from '@gatherly/shared/testing';
import { FeedbackProvider } from '@gatherly/shared/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import AnnounceDialog from './announce-dialog';

const EVENT_ID = 'ev1';
const swim = { id: 'item-swim', title: 'Lake swim', startTime: '2031-06-12T09:00:00.000Z' } as ScheduleItem;
const dinner = { id: 'item-dinner', title: 'Dinner', startTime: '2031-06-11T17:30:00.000Z' } as ScheduleItem;

function renderDialog(answer: () => ReturnType<typeof apiAnswer> = () => apiAnswer(201, posted(3))) {
  const sent: unknown[] = [];
  globalThis.fetch = jest.fn((url: string, init?: RequestInit) => {
    if (init?.method === 'POST' && url === `/api/events/${EVENT_ID}/announcements`) {
      sent.push(JSON.parse(init.body as string));
      return Promise.resolve(answer());
    }
    if (url === `/api/events/${EVENT_ID}/announcements?pinned=true`)
      return Promise.resolve(apiAnswer(200, { announcements: [] }));
    return Promise.resolve(apiAnswer(200, { activity: [] }));
  }) as unknown as typeof fetch;
  const client = createQueryClient();
  client.setQueryData(queryKeys.schedule(EVENT_ID), [swim, dinner]);
  const onClose = jest.fn();
  render(
    <QueryClientProvider client={client}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <FeedbackProvider notification={{}}>
          <AnnounceDialog eventId={EVENT_ID} zone="Europe/Lisbon" open onClose={onClose} />
        </FeedbackProvider>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return { sent, onClose };
}

const posted = (recipientCount: number) => ({ announcement: { id: 'a1', recipientCount } });

const dialog = () => screen.getByRole('dialog', { name: 'Announce' });
const type = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });
const postIt = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Post announcement' }));

describe('The Announce dialog', () => {
  it('posts a message to everyone, says so, and closes', async () => {
    const { sent, onClose } = renderDialog();
    expect(within(dialog()).getByRole('radio', { name: 'Everyone' })).toBeChecked();
    type('Message', '  The shuttle leaves at three, not four.  ');
    postIt();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ body: 'The shuttle leaves at three, not four.', audience: 'everyone' }]);
    expect(await screen.findByText('Announcement posted')).toBeInTheDocument();
    expect(screen.getByText('Sent to 3 members.')).toBeInTheDocument();
  });

  it('needs a message, and counts its characters up to 2000', async () => {
    const { sent } = renderDialog();
    expect(within(dialog()).getByLabelText('Message')).toHaveAttribute('maxlength', '2000');
    type('Message', 'Hi');
    expect(within(dialog()).getByText('2 / 2000')).toBeInTheDocument();
    type('Message', '   ');
    postIt();
    expect(await within(dialog()).findByText('Message is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('takes only an http(s) link', async () => {
    const { sent, onClose } = renderDialog();
    type('Message', 'Map');
    for (const link of ['javascript:alert(1)', 'ftp://example.com/map', 'not a link']) {
      type('Link (optional)', link);
      postIt();
      expect(await within(dialog()).findByText('Link must be a web address (http or https)')).toBeInTheDocument();
    }
    expect(sent).toEqual([]);
    type('Link (optional)', ' https://maps.example.com/bus ');
    await waitFor(() => expect(within(dialog()).queryByText('Link must be a web address (http or https)')).toBeNull());
    postIt();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ body: 'Map', audience: 'everyone', link: 'https://maps.example.com/bus' }]);
  });

  it('sends to those going, or to those who have not answered yet', async () => {
    const { sent, onClose } = renderDialog();
    type('Message', 'Bring a towel');
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Going' }));
    expect(within(dialog()).getByRole('radio', { name: 'Going' })).toBeChecked();
    expect(await within(dialog()).findByText('Members going to at least one item to come.')).toBeInTheDocument();
    postIt();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ body: 'Bring a towel', audience: 'going' }]);
    type('Message', 'Please answer');
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Not answered yet' }));
    postIt();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ body: 'Please answer', audience: 'not_responded' });
  });

  it("sends to one item's guests once the item is chosen, from the schedule in time order", async () => {
    const { sent, onClose } = renderDialog();
    type('Message', 'Wetsuits at the dock');
    expect(within(dialog()).queryByRole('combobox', { name: 'Item' })).toBeNull();
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Guests of one item' }));
    const item = await within(dialog()).findByRole('combobox', { name: 'Item' });
    postIt();
    expect(await within(dialog()).findByText('Choose the schedule item whose guests it is for')).toBeInTheDocument();
    expect(sent).toEqual([]);
    fireEvent.mouseDown(item);
    await screen.findByText('Dinner · Jun 11, 6:30 PM');
    const options = [...document.querySelectorAll('.ant-select-item-option-content')];
    expect(options.map((option) => option.textContent)).toEqual([
      'Dinner · Jun 11, 6:30 PM',
      'Lake swim · Jun 12, 10:00 AM',
    ]);
    fireEvent.click(screen.getByText('Lake swim · Jun 12, 10:00 AM', { selector: '.ant-select-item-option-content' }));
    postIt();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ body: 'Wetsuits at the dock', audience: 'item', scheduleItemId: 'item-swim' }]);
  });

  it('stays open with the server’s reason when posting fails', async () => {
    const { onClose } = renderDialog(() =>
      apiAnswer(429, { statusCode: 429, message: 'Too many requests. Please wait a moment and try again.' }),
    );
    type('Message', 'Again');
    postIt();
    expect(await screen.findByText('Too many requests. Please wait a moment and try again.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog()).toBeInTheDocument();
  });
});
