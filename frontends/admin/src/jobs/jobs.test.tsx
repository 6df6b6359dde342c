import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { failedJob, queue } from '../common/test-data';
import { fakeApi, renderConsole } from '../common/test-render';
import Section from '../section';
import { healthOf } from './queue-health';

jest.mock('@gatherly/shared', () => ({
  ...jest.requireActual('@gatherly/shared'),
  useAuth: () => ({ user: { id: 'u-op', email: 'op@example.com' } }),
}));

describe('Jobs', () => {
  it('calls a queue unwell when it is paused or holds failed jobs', () => {
    expect(healthOf(queue('mail'))).toBe('healthy');
    expect(healthOf(queue('mail', { failed: 1 }))).toBe('failing');
    expect(healthOf(queue('mail', { failed: 1 }, true))).toBe('paused');
  });

  it("shows each queue's counts and health, and the failed jobs' reasons", async () => {
    fakeApi((_, url) =>
      url.startsWith('/api/admin/queues/images/failed')
        ? { status: 200, body: { jobs: [failedJob()] } }
        : {
            status: 200,
            body: {
              queues: [queue('mail', { waiting: 3, completed: 40 }), queue('images', { failed: 1, completed: 7 })],
            },
          },
    );
    renderConsole(<Section />, '/admin/jobs');
    const mail = within(await screen.findByLabelText('Jobs in mail'));
    expect(mail.getByText('Waiting').nextSibling).toHaveTextContent('3');
    expect(mail.getByText('Completed').nextSibling).toHaveTextContent('40');
    expect(screen.getByText('Healthy')).toBeInTheDocument();
    expect(screen.getByText('Has failed jobs')).toBeInTheDocument();
    const failed = await screen.findByRole('list', { name: 'Failed jobs of images' });
    expect(within(failed).getByText('EISDIR: illegal operation on a directory, read')).toBeInTheDocument();
    expect(within(failed).getByText(/photo-p1 · 5 attempts/)).toBeInTheDocument();
    // A healthy queue's failed jobs are not even asked for.
    expect(screen.queryByRole('list', { name: 'Failed jobs of mail' })).not.toBeInTheDocument();
  });

  it('retries a failed job and reads the queues again', async () => {
    let retried = false;
    const calls = fakeApi((method, url) => {
      if (method === 'POST') {
        retried = true;
        return { status: 204 };
      }
      if (url.startsWith('/api/admin/queues/images/failed')) return { status: 200, body: { jobs: [failedJob()] } };
      return { status: 200, body: { queues: [queue('images', retried ? { waiting: 1 } : { failed: 1 })] } };
    });
    renderConsole(<Section />, '/admin/jobs');
    fireEvent.click(await screen.findByRole('button', { name: 'Retry photo photo-p1' }));
    expect(await screen.findByText('Job queued again')).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/admin/queues/images/jobs/photo-p1/retry',
      body: undefined,
    });
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Failed jobs of images' })).not.toBeInTheDocument());
    expect(screen.getByText('Healthy')).toBeInTheDocument();
  });

  it("shows the server's reason when a retry is refused", async () => {
    fakeApi((method, url) => {
      if (method === 'POST')
        return { status: 404, body: { statusCode: 404, message: 'Job not found', error: 'Not Found' } };
      if (url.startsWith('/api/admin/queues/images/failed')) return { status: 200, body: { jobs: [failedJob()] } };
      return { status: 200, body: { queues: [queue('images', { failed: 1 })] } };
    });
    renderConsole(<Section />, '/admin/jobs');
    fireEvent.click(await screen.findByRole('button', { name: 'Retry photo photo-p1' }));
    expect(await screen.findByText('Job not found')).toBeInTheDocument();
  });
});
