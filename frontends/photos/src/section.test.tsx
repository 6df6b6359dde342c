import { createQueryClient, type Photo, type PhotoPage, queryKeys } from '@gatherly/shared';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { galleryKey } from './gallery/photo-queries';
import Section from './section';
import { FeedbackProvider } from '@gatherly/shared/ui';

const EVENT_ID = '11111111-1111-4111-8111-111111111111';
const ME = 'user-me';
let role: 'creator' | 'admin' | 'member' = 'member';

jest.mock('@gatherly/shared', () => ({
  ...jest.requireActual('@gatherly/shared'),
  useAuth: () => ({ user: { id: ME, displayName: 'Me' } }),
  useCurrentEvent: () => ({ events: [{ id: EVENT_ID, role }] }),
}));

// The thread itself is the SDK's, tested there: here, which subject the viewer opens it for.
jest.mock('@gatherly/shared/ui', () => ({
  ...jest.requireActual('@gatherly/shared/ui'),
  CommentThread: ({
    subjectKind,
    subjectId,
    subjectTitle,
  }: {
    subjectKind: string;
    subjectId: string;
    subjectTitle: string;
  }) => <section aria-label={`Comments on ${subjectTitle}`}>{`Thread of ${subjectKind} ${subjectId}`}</section>,
}));

function photo(id: string, changes: Partial<Photo> = {}): Photo {
  return {
    id,
    eventId: EVENT_ID,
    caption: null,
    filename: `${id}.jpg`,
    isFeatured: false,
    votes: 0,
    voteCount: 0,
    userVoted: false,
    uploadedBy: 'someone-else',
    uploadedByUser: { displayName: 'Ava Uploader', photoURL: null },
    uploadedAt: '2026-06-01T10:00:00.000Z',
    width: 800,
    height: 600,
    ...changes,
  };
}

const page = (photos: Photo[], pending: PhotoPage['pending'] = []): PhotoPage => ({
  photos,
  total: photos.length,
  page: 1,
  pageSize: 100,
  pending,
});

function renderGallery(all?: PhotoPage, featured?: Photo[], search = '', comments: Record<string, number> = {}) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.commentCounts(EVENT_ID), {
    photos: comments,
    scheduleItems: {},
    carpools: {},
    stays: {},
  });
  if (all) queryClient.setQueryData(galleryKey(EVENT_ID, 'all'), all);
  if (featured)
    queryClient.setQueryData(galleryKey(EVENT_ID, 'featured'), { photos: featured, total: featured.length });
  render(
    <QueryClientProvider client={queryClient}>
      <FeedbackProvider notification={{}}>
        <MemoryRouter initialEntries={[`/events/${EVENT_ID}/photos${search}`]}>
          <Routes>
            <Route path="/events/:eventId/photos" element={<Section />} />
          </Routes>
        </MemoryRouter>
      </FeedbackProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  role = 'member';
  // Reads that are not seeded stay loading: these tests are about what the screen shows.
  globalThis.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
});

describe('Photo Gallery screen', () => {
  it('shows skeleton tiles while loading', () => {
    renderGallery();
    expect(screen.getByRole('heading', { name: 'Photo Gallery' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading photos' })).toBeInTheDocument();
  });

  it('invites the first upload when the gallery is empty', async () => {
    renderGallery(page([]), []);
    expect(screen.getByText('No Photos Yet')).toBeInTheDocument();
    expect(screen.getByText('Upload the first photos to start building your event gallery')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Upload Your First Photos/ }));
    expect(await screen.findByText('Drop images here or click to choose')).toBeInTheDocument();
  });

  it('counts all and featured photos on the chips and shows each card', () => {
    const beach = photo('p1', { caption: 'Beach day', isFeatured: true, voteCount: 3, votes: 3, userVoted: true });
    renderGallery(page([beach, photo('p2', { caption: 'Dinner' })]), [beach]);
    expect(screen.getByText('All Photos (2)')).toBeInTheDocument();
    expect(screen.getByText('Featured (1)')).toBeInTheDocument();
    const thumbnail = screen.getByRole('img', { name: 'Beach day' });
    expect(thumbnail).toHaveAttribute('src', '/api/photos/p1/image?size=thumb');
    expect(screen.getByText('Featured')).toBeInTheDocument();
    const vote = screen.getByRole('button', { name: 'Remove vote 3' });
    expect(vote).toHaveAttribute('aria-pressed', 'true');
    expect(vote).toHaveTextContent('3');
    expect(screen.getAllByText('Ava Uploader')).toHaveLength(2);
  });

  it('filters by caption or uploader name, case-insensitive, and says when nothing matches', () => {
    renderGallery(
      page([
        photo('p1', { caption: 'Sunset on the BEACH' }),
        photo('p2', { caption: 'Cake', uploadedByUser: { displayName: 'Beatrice', photoURL: null } }),
        photo('p3', { caption: 'Dinner' }),
      ]),
      [],
    );
    const search = screen.getByRole('searchbox', { name: 'Search photos' });
    fireEvent.change(search, { target: { value: 'bea' } });
    expect(screen.getByRole('img', { name: 'Sunset on the BEACH' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Cake' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Dinner' })).not.toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'nothing like it' } });
    expect(screen.getByText('No Photos Found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filter criteria')).toBeInTheDocument();
  });

  it('shows only featured photos under the Featured chip', () => {
    const star = photo('p1', { caption: 'Star', isFeatured: true });
    renderGallery(page([star, photo('p2', { caption: 'Plain' })]), [star]);
    fireEvent.click(screen.getByText('Featured (1)'));
    expect(screen.getByRole('img', { name: 'Star' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Plain' })).not.toBeInTheDocument();
  });

  it('lets admins feature and delete, members only delete their own photos', () => {
    renderGallery(
      page([photo('mine', { uploadedBy: ME, caption: 'Mine' }), photo('theirs', { caption: 'Theirs' })]),
      [],
    );
    expect(screen.queryByRole('button', { name: /Feature/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Mine' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Theirs' })).not.toBeInTheDocument();
  });

  it('gives admins Feature, Unfeature and Delete on every photo', () => {
    role = 'admin';
    renderGallery(page([photo('a', { caption: 'A', isFeatured: true }), photo('b', { caption: 'B' })]), []);
    expect(screen.getByRole('button', { name: /Unfeature/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^star Feature$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete A' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete B' })).toBeInTheDocument();
  });

  it('opens a larger view at preview size', () => {
    renderGallery(page([photo('p1', { caption: 'Beach day' })]), []);
    fireEvent.click(screen.getByRole('button', { name: 'Open Beach day' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'Beach day' })).toHaveAttribute(
      'src',
      '/api/photos/p1/image?size=preview',
    );
  });

  it('shows a photo’s comments in its larger view', () => {
    renderGallery(page([photo('p1', { caption: 'Beach day' })]), []);
    fireEvent.click(screen.getByRole('button', { name: 'Open Beach day' }));
    expect(within(screen.getByRole('dialog')).getByRole('region', { name: 'Comments on Beach day' })).toHaveTextContent(
      'Thread of photo p1',
    );
  });

  it('opens the photo the address names, with its comments', () => {
    renderGallery(page([photo('p1', { caption: 'Beach day' }), photo('p2', { caption: 'Dinner' })]), [], '?photo=p2');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'Dinner' })).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Comments on Dinner' })).toHaveTextContent('Thread of photo p2');
  });

  it('shows how many comments a photo has when it has any', () => {
    renderGallery(page([photo('p1', { caption: 'Beach day' }), photo('p2', { caption: 'Dinner' })]), [], '', {
      p1: 4,
    });
    expect(screen.getByRole('img', { name: '4 comments' })).toBeInTheDocument();
    // Dinner has none: no count on its card.
    expect(screen.getAllByRole('img', { name: /comments?$/ })).toHaveLength(1);
  });

  it("shows the uploader's photos still processing or refused", () => {
    renderGallery(
      page(
        [],
        [
          {
            id: 'x',
            filename: 'broken.jpg',
            caption: null,
            status: 'failed',
            failureReason: 'The image is truncated',
            uploadedAt: '2026-06-01T10:00:00.000Z',
          },
        ],
      ),
      [],
    );
    expect(screen.getByText('broken.jpg')).toBeInTheDocument();
    expect(screen.getByText('Failed: The image is truncated')).toBeInTheDocument();
  });
});
