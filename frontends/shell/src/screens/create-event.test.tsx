import { AuthProvider, CurrentEventProvider, createQueryClient, queryKeys } from '@gatherly/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CreateEvent, END_BEFORE_START } from './create-event';

describe('Create New Event screen', () => {
  function renderScreen(limits = { currentUsage: 8, limit: 10, canCreate: true }) {
    // Nobody is signed in: the session check answers 401 and the screen works from the seeded limits.
    globalThis.fetch = jest
      .fn()
      .mockResolvedValue({ ok: false, status: 401, statusText: 'Unauthorized', text: () => Promise.resolve('') });
    const queryClient = createQueryClient();
    queryClient.setQueryData(queryKeys.limits, limits);
    render(
      <QueryClientProvider client={queryClient}>
        <AuthProvider notify={jest.fn()}>
          <CurrentEventProvider>
            <MemoryRouter>
              <CreateEvent />
            </MemoryRouter>
          </CurrentEventProvider>
        </AuthProvider>
      </QueryClientProvider>,
    );
  }

  it('requires the event name', async () => {
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Event name is required')).toBeInTheDocument();
  });

  it("explains 'Dates TBD' and hides the date inputs", async () => {
    renderScreen();
    expect(screen.getByText('Start Date')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Dates TBD'));
    expect(
      await screen.findByText('Event dates will be determined later. You can update them in the event settings.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Start Date')).not.toBeInTheDocument());
  });

  it('shows the usage badge with its warning from 75 % and the default colours', () => {
    renderScreen();
    expect(screen.getByText('8/10 events')).toBeInTheDocument();
    expect(screen.getByLabelText('Near the limit')).toBeInTheDocument();
    expect(screen.getByLabelText('Primary Color')).toHaveValue('#6236ff');
  });

  function openAndType(label: string, text: string) {
    const input = screen.getByLabelText(label);
    fireEvent.mouseDown(input);
    fireEvent.click(input);
    fireEvent.change(input, { target: { value: text } });
    return input;
  }

  it('does not create an event when Enter is pressed in a half-typed start date', async () => {
    renderScreen();
    fireEvent.change(screen.getByLabelText('Event Name'), { target: { value: 'Picnic' } });
    const start = openAndType('Start Date', '2030-06-1');
    expect(fireEvent.keyDown(start, { key: 'Enter' })).toBe(false);
    fireEvent.blur(start);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const creations = (globalThis.fetch as jest.Mock).mock.calls.filter(([url]) => String(url).endsWith('/api/events'));
    expect(creations).toHaveLength(0);
    // Nothing was taken as a start: the end has no default either.
    expect(screen.getByLabelText('End Date')).toHaveValue('');
  });

  it('shows dates without seconds and fills an empty end with the start plus one day', async () => {
    renderScreen();
    const start = openAndType('Start Date', '2030-06-12 18:00');
    fireEvent.keyDown(start, { key: 'Enter' });
    expect(screen.getByLabelText('Start Date')).toHaveValue('Jun 12, 2030 18:00');
    await waitFor(() => expect(screen.getByLabelText('End Date')).toHaveValue('Jun 13, 2030 18:00'));
  });

  it('refuses an end before the start beside End Date, without sending', async () => {
    renderScreen();
    fireEvent.change(screen.getByLabelText('Event Name'), { target: { value: 'Picnic' } });
    fireEvent.keyDown(openAndType('Start Date', '2030-06-12 18:00'), { key: 'Enter' });
    const end = openAndType('End Date', '2030-06-11 18:00');
    fireEvent.keyDown(end, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText(END_BEFORE_START)).toBeInTheDocument();
    const creations = (globalThis.fetch as jest.Mock).mock.calls.filter(([url]) => String(url).endsWith('/api/events'));
    expect(creations).toHaveLength(0);
  });

  it('offers no form on a plan that cannot create events: why, the plans, and the way back', () => {
    renderScreen({ currentUsage: 0, limit: 0, canCreate: false });
    expect(screen.getByText('Your plan does not include creating events')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'See Plans' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Dashboard' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Event Name')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Event' })).not.toBeInTheDocument();
  });
});
