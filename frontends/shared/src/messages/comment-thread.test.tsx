import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Member } from '../api/types';
import { queryKeys } from '../query/query-client';
import { apiAnswer, renderInSection, TEST_EVENT_ID } from '../testing';
import { CommentThread } from './comment-thread';
import type { Comment } from './comment-types';

const ME = 'user-me';
let role: 'creator' | 'admin' | 'member' = 'member';

jest.mock('../auth/auth-context', () => ({
  useAuth: () => ({ user: { id: 'user-me', displayName: 'Maya' } }),
}));
jest.mock('../event/current-event-context', () => ({
  useCurrentEvent: () => ({ events: [{ id: '11111111-1111-4111-8111-111111111111', role }], currentEvent: null }),
}));

const PHOTO = 'photo-1';
const THREAD = `/api/photos/${PHOTO}/comments`;

const author = (userId: string, displayName: string, member = true) => ({
  userId,
  displayName,
  photoURL: null,
  member,
});
const MAYA = author(ME, 'Maya');
const BO = author('bo', 'Bo Lee');

const comment = (id: string, changes: Partial<Comment> = {}): Comment => ({
  id,
  parentId: null,
  body: `Text of ${id}`,
  mentions: [],
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  editedAt: null,
  deleted: false,
  author: BO,
  ...changes,
});

const member = (userId: string, displayName: string): Member => ({
  id: `m-${userId}`,
  userId,
  role: 'attendee',
  partyId: `p-${userId}`,
  joinedAt: '2027-01-01T00:00:00.000Z',
  user: { displayName, email: `${userId}@example.com`, photoURL: null },
});
const MEMBERS = [member(ME, 'Maya'), member('bo', 'Bo Lee'), member('cy', 'Cy Park')];

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** The API: the thread's comments and the members; every change answered with `change` (status, body). */
function serve(comments: Comment[], change: [number, unknown] = [201, { comment: comment('new') }]) {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn((url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(init.body as string) : undefined });
    if (method !== 'GET') return Promise.resolve(apiAnswer(...change));
    if (url === THREAD) return Promise.resolve(apiAnswer(200, { comments }));
    if (url.endsWith('/members')) return Promise.resolve(apiAnswer(200, { members: MEMBERS }));
    return Promise.resolve(apiAnswer(404));
  }) as unknown as typeof fetch;
  return calls;
}

const changes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

function renderThread() {
  return renderInSection(
    'photos',
    <CommentThread subjectKind="photo" subjectId={PHOTO} eventId={TEST_EVENT_ID} subjectTitle="Beach day" />,
  );
}

const composer = () => screen.getByRole('textbox', { name: 'Write a comment' });
const type = (box: HTMLElement, value: string) => {
  fireEvent.change(box, { target: { value } });
  // antd's Mentions looks for an @ before the caret when a key comes up.
  fireEvent.keyUp(box, { key: value.at(-1) });
};
/** antd's Popconfirm, once open. */
const confirmation = () =>
  waitFor(() => {
    const popup = document.querySelector<HTMLElement>('.ant-popconfirm:not(.ant-popover-hidden)');
    if (!popup) throw new Error('no confirmation open');
    return popup;
  });
const commentBy = (name: string) => screen.getByRole('article', { name: `Comment by ${name}` });

beforeAll(() => {
  // The mention list scrolls its active member into view; jsdom lays nothing out to scroll.
  Element.prototype.scrollIntoView = jest.fn();
});

beforeEach(() => {
  role = 'member';
});

describe('a comment thread', () => {
  it('invites the first comment when there is none', async () => {
    serve([]);
    renderThread();
    expect(await screen.findByText('No comments yet. Start the conversation.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Comments on Beach day' })).toBeInTheDocument();
  });

  it('shows each comment with its author, how long ago, whether edited, and its links', async () => {
    serve([
      comment('a', { body: 'Menu at https://example.com/menu', editedAt: new Date().toISOString() }),
      comment('b', { author: author('gone', 'Gil Gone', false) }),
    ]);
    renderThread();
    const first = await screen.findByRole('article', { name: 'Comment by Bo Lee' });
    expect(within(first).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(first).getByText(/edited/)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'https://example.com/menu' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    expect(within(first).queryByText('(no longer a member)')).not.toBeInTheDocument();
    const former = commentBy('Gil Gone');
    expect(within(former).getByText('(no longer a member)')).toBeInTheDocument();
    expect(within(former).queryByText(/edited/)).not.toBeInTheDocument();
  });

  it('shows replies under their comment, one level deep', async () => {
    serve([
      comment('a', { body: 'First' }),
      comment('b', { body: 'Second', author: author('cy', 'Cy Park') }),
      comment('a1', { parentId: 'a', body: 'Reply to first', author: MAYA }),
    ]);
    renderThread();
    const first = (await screen.findByText('First')).closest('li')!;
    const replies = within(first).getByRole('list', { name: 'Replies' });
    expect(within(replies).getByText('Reply to first')).toBeInTheDocument();
    const second = screen.getByText('Second').closest('li')!;
    expect(within(second).queryByRole('list', { name: 'Replies' })).not.toBeInTheDocument();
  });

  it('posts a comment, then clears the composer and reads the thread and the counts again', async () => {
    const calls = serve([]);
    const client = renderThread();
    const invalidate = jest.spyOn(client, 'invalidateQueries');
    await screen.findByText('No comments yet. Start the conversation.');
    type(composer(), '  See you there  ');
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(composer()).toHaveValue(''));
    expect(changes(calls)).toEqual([{ method: 'POST', url: THREAD, body: { body: 'See you there', mentions: [] } }]);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual(
      expect.arrayContaining([queryKeys.comments('photo', PHOTO), queryKeys.commentCounts(TEST_EVENT_ID)]),
    );
  });

  it('sends the members picked with @ whose names are still in the text', async () => {
    const calls = serve([]);
    renderThread();
    await screen.findByText('No comments yet. Start the conversation.');
    type(composer(), 'Thanks @B');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Bo Lee' }));
    expect(composer()).toHaveValue('Thanks @Bo Lee ');
    type(composer(), 'Thanks @Bo Lee and @C');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Cy Park' }));
    // Cy's name is taken out again before sending: Cy is not named.
    type(composer(), 'Thanks @Bo Lee and Cy!');
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(changes(calls)).toHaveLength(1));
    expect(changes(calls)[0]!.body).toEqual({ body: 'Thanks @Bo Lee and Cy!', mentions: ['bo'] });
  });

  it('does not offer the writer to mention', async () => {
    serve([]);
    const client = renderThread();
    await waitFor(() => expect(client.getQueryData(queryKeys.members(TEST_EVENT_ID))).toBeDefined());
    type(composer(), '@');
    expect(await screen.findByRole('menuitem', { name: 'Bo Lee' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Cy Park' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Maya' })).not.toBeInTheDocument();
  });

  it('answers a comment with a reply under it', async () => {
    const calls = serve([comment('a', { body: 'First' })]);
    renderThread();
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Comment by Bo Lee' })).getByRole('button', { name: 'Reply' }),
    );
    const reply = screen.getByRole('textbox', { name: 'Write a reply' });
    type(reply, 'Me too');
    fireEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(changes(calls)).toHaveLength(1));
    expect(changes(calls)[0]).toEqual({
      method: 'POST',
      url: THREAD,
      body: { body: 'Me too', mentions: [], parentId: 'a' },
    });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Write a reply' })).not.toBeInTheDocument());
  });

  it('lets the author edit and delete their own comment, and nobody else’s', async () => {
    const calls = serve(
      [
        comment('mine', { author: MAYA, body: 'Hi @Bo Lee', mentions: [{ userId: 'bo', displayName: 'Bo Lee' }] }),
        comment('theirs'),
      ],
      [200, { comment: comment('mine') }],
    );
    renderThread();
    const mine = await screen.findByRole('article', { name: 'Comment by Maya' });
    const theirs = commentBy('Bo Lee');
    expect(within(theirs).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    fireEvent.click(within(mine).getByRole('button', { name: 'Edit' }));
    const editor = within(mine).getByRole('textbox', { name: 'Edit your comment' });
    expect(editor).toHaveValue('Hi @Bo Lee');
    type(editor, 'Hi @Bo Lee, see you at 8');
    fireEvent.click(within(mine).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(changes(calls)).toHaveLength(1));
    expect(changes(calls)[0]).toEqual({
      method: 'PATCH',
      url: '/api/comments/mine',
      body: { body: 'Hi @Bo Lee, see you at 8', mentions: ['bo'] },
    });
    await waitFor(() => expect(within(mine).queryByRole('textbox')).not.toBeInTheDocument());

    fireEvent.click(within(mine).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await confirmation()).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(changes(calls)).toHaveLength(2));
    expect(changes(calls)[1]).toMatchObject({ method: 'DELETE', url: '/api/comments/mine' });
  });

  it('lets an admin delete anyone’s comment, but edit only their own', async () => {
    role = 'admin';
    const calls = serve([comment('theirs')], [204, null]);
    renderThread();
    const theirs = await screen.findByRole('article', { name: 'Comment by Bo Lee' });
    expect(within(theirs).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    fireEvent.click(within(theirs).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await confirmation()).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(changes(calls)).toEqual([{ method: 'DELETE', url: '/api/comments/theirs', body: undefined }]),
    );
  });

  it('keeps a deleted comment’s replies under "Comment deleted", which offers nothing', async () => {
    role = 'creator';
    serve([
      comment('gone', { deleted: true, body: '', author: MAYA }),
      comment('reply', { parentId: 'gone', body: 'Still here' }),
    ]);
    renderThread();
    const tombstone = await screen.findByRole('article', { name: 'Comment deleted' });
    expect(within(tombstone).getByText('Comment deleted')).toBeInTheDocument();
    expect(within(tombstone).queryByRole('button')).not.toBeInTheDocument();
    const replies = within(tombstone.closest('li')!).getByRole('list', { name: 'Replies' });
    expect(within(replies).getByText('Still here')).toBeInTheDocument();
  });

  it('counts the characters against the 2,000 limit and sends nothing longer', async () => {
    const calls = serve([]);
    renderThread();
    await screen.findByText('No comments yet. Start the conversation.');
    expect(screen.getByText('0 / 2000')).toBeInTheDocument();
    expect(composer()).toHaveAttribute('maxLength', '2000');
    type(composer(), 'x'.repeat(2000));
    expect(screen.getByText('2000 / 2000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post' })).toBeEnabled();
    type(composer(), 'x'.repeat(2001));
    expect(screen.getByText('2001 / 2000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
    type(composer(), '   ');
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
    expect(changes(calls)).toEqual([]);
  });

  it('says why a comment was refused and keeps its text', async () => {
    serve([], [429, { statusCode: 429, message: 'Too many requests. Please wait a moment and try again.' }]);
    renderThread();
    await screen.findByText('No comments yet. Start the conversation.');
    type(composer(), 'One more');
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Too many requests. Please wait a moment and try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(composer()).toHaveValue('One more');
  });
});
