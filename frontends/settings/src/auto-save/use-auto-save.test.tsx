import { createQueryClient } from '@gatherly/shared';
import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { SaveIndicator } from './save-indicator';
import { type AutoSave, useAutoSave } from './use-auto-save';
import { FeedbackProvider } from '@gatherly/shared/ui';

let autoSave: AutoSave;
function Probe() {
  autoSave = useAutoSave('e1');
  return <SaveIndicator status={autoSave.statusOf('name')} />;
}

const answer = (status: number, body: unknown) =>
  jest.fn().mockResolvedValue({
    ok: status < 400,
    status,
    statusText: '',
    text: () => Promise.resolve(JSON.stringify(body)),
  }) as unknown as typeof fetch;

describe('Auto-save of one field', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function renderProbe() {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <FeedbackProvider notification={{}}>
          <Probe />
        </FeedbackProvider>
      </QueryClientProvider>,
    );
  }

  it('shows Saved, then nothing after 2 s', async () => {
    globalThis.fetch = answer(200, { event: { id: 'e1' } });
    renderProbe();
    await act(() => autoSave.save('name', { name: 'New' }));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows Save failed and the Save Failed toast, then nothing after 3 s', async () => {
    globalThis.fetch = answer(400, { message: 'Event name is required' });
    renderProbe();
    await act(() => autoSave.save('name', { name: 'x' }));
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Save failed');
    expect(screen.getByText("Changes couldn't be saved automatically. Please try again.")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Save failed');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('');
  });
});
