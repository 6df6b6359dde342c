import { createQueryClient } from '@gatherly/shared';
import { FeedbackProvider } from '@gatherly/shared/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/**
 * Renders the console as the shell mounts it (at /admin/*), opened at `path`, with the SDK's toasts and
 * confirmations and antd without motion (jsdom never ends an animation). Answers the query client.
 */
export function renderConsole(ui: ReactElement, path = '/admin/users', seed?: (client: QueryClient) => void) {
  const client = createQueryClient();
  seed?.(client);
  render(
    <QueryClientProvider client={client}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <FeedbackProvider notification={{}}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/admin/*" element={ui} />
            </Routes>
          </MemoryRouter>
        </FeedbackProvider>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return client;
}

/** A stand-in for the API: each call is answered by `answer` from its method and path (query included). */
export function fakeApi(answer: (method: string, url: string, body: unknown) => { status: number; body?: unknown }) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  globalThis.fetch = jest.fn((url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const { status, body: answered = null } = answer(method, url, body);
    return Promise.resolve({
      ok: status < 400,
      status,
      statusText: status < 400 ? 'OK' : 'Error',
      text: () => Promise.resolve(answered === null ? '' : JSON.stringify(answered)),
    });
  }) as unknown as typeof fetch;
  return calls;
}
