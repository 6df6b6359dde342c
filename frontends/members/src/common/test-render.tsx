import { createQueryClient } from '@gatherly/shared';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

export const EVENT_ID = '11111111-1111-4111-8111-111111111111';

/** Renders a members screen part as the shell would: query client (seeded by `seed`), antd App
 * without motion (jsdom never ends an animation), route. */
export function renderMembers(ui: ReactElement, seed: (client: QueryClient) => void = () => undefined) {
  const client = createQueryClient();
  seed(client);
  render(
    <QueryClientProvider client={client}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <App>
          <MemoryRouter initialEntries={[`/events/${EVENT_ID}/members`]}>
            <Routes>
              <Route path="/events/:eventId/members" element={ui} />
            </Routes>
          </MemoryRouter>
        </App>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return client;
}
