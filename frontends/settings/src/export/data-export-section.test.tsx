import { createQueryClient, queryKeys, type SubscriptionSummary, UpgradePromptProvider } from '@gatherly/shared';
import { subscriptionSummary } from '@gatherly/shared/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { DataExportSection } from './data-export-section';

const EVENT_ID = '22222222-2222-4222-8222-222222222222';

function renderExport(summary: SubscriptionSummary | undefined, openUpgrade = jest.fn()) {
  const queryClient = createQueryClient();
  if (summary) queryClient.setQueryData(queryKeys.subscription, summary);
  render(
    <QueryClientProvider client={queryClient}>
      <UpgradePromptProvider openUpgrade={openUpgrade}>
        <DataExportSection eventId={EVENT_ID} />
      </UpgradePromptProvider>
    </QueryClientProvider>,
  );
  return openUpgrade;
}

beforeEach(() => {
  globalThis.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
});

describe('Data Export', () => {
  it('gives a Pro admin a download link for each file and one for everything', () => {
    renderExport(subscriptionSummary('paid'));
    const links = {
      'Download Members as CSV': 'members.csv',
      'Download Flights as CSV': 'flights.csv',
      'Download Carpools as CSV': 'carpools.csv',
      'Download Schedule as ICS': 'schedule.ics',
      'Download Photos as ZIP': 'photos.zip',
      'Download Everything (ZIP)': 'everything.zip',
    };
    for (const [name, file] of Object.entries(links)) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', `/api/exports/events/${EVENT_ID}/${file}`);
      expect(link).toHaveAttribute('download');
    }
    expect(screen.queryByRole('button', { name: 'Upgrade to Export' })).not.toBeInTheDocument();
  });

  it('offers a free admin the upgrade dialog, for export, instead of any download', () => {
    const openUpgrade = renderExport(subscriptionSummary('free'));
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText('Data export is part of the Pro and Enterprise plans.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Export' }));
    expect(openUpgrade).toHaveBeenCalledWith('export');
  });

  it('shows neither while the plan is still loading', () => {
    renderExport(undefined);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Upgrade to Export' })).not.toBeInTheDocument();
  });
});
