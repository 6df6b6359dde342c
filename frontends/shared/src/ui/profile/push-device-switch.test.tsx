import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { createQueryClient } from '../../query/query-client';
import { apiAnswer } from '../../testing';
import { fakePushBrowser, TEST_PUBLIC_KEY, TEST_PUBLIC_KEY_BYTES } from '../../push/fake-push-browser';
import { FeedbackProvider } from '../feedback';
import { PushDeviceSwitch } from './push-device-switch';

type Browser = ReturnType<typeof fakePushBrowser>;

/** Puts the fake browser's Push API where the page finds it (none of it, for `null`). */
function install(browser: Browser | null) {
  Object.defineProperty(navigator, 'serviceWorker', {
    value: browser?.environment.serviceWorker,
    configurable: true,
  });
  Object.assign(window, {
    Notification: browser?.environment.notification,
    PushManager: browser ? class {} : undefined,
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'Notification');
  Reflect.deleteProperty(window, 'PushManager');
});

function renderSwitch(browser: Browser | null) {
  install(browser);
  const calls: string[] = [];
  globalThis.fetch = jest.fn((url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    if (url === '/api/push/public-key') return Promise.resolve(apiAnswer(200, { publicKey: TEST_PUBLIC_KEY }));
    return Promise.resolve(apiAnswer(init?.method === 'POST' ? 201 : 204, init?.method === 'POST' ? {} : null));
  }) as unknown as typeof fetch;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <FeedbackProvider notification={{}}>
          <PushDeviceSwitch />
        </FeedbackProvider>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return calls;
}

const pushSwitch = () => screen.getByRole('switch', { name: 'Push notifications on this device' });

describe('The switch for push notifications on this device', () => {
  it('is off until turned on, then on, with the subscription given to the server', async () => {
    const browser = fakePushBrowser();
    const calls = renderSwitch(browser);
    await waitFor(() => expect(pushSwitch()).toBeEnabled());
    expect(pushSwitch()).not.toBeChecked();
    fireEvent.click(pushSwitch());
    await waitFor(() => expect(pushSwitch()).toBeChecked());
    expect(calls).toEqual(['GET /api/push/public-key', 'POST /api/push/subscriptions']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows on for a subscribed device, and turning it off drops the subscription', async () => {
    const browser = fakePushBrowser({ permission: 'granted', subscribedWith: TEST_PUBLIC_KEY_BYTES });
    const calls = renderSwitch(browser);
    await waitFor(() => expect(pushSwitch()).toBeChecked());
    fireEvent.click(pushSwitch());
    await waitFor(() => expect(pushSwitch()).not.toBeChecked());
    expect(browser.subscription()).toBeNull();
    expect(calls).toEqual([expect.stringMatching(/^DELETE \/api\/push\/subscriptions\?endpoint=/)]);
  });

  it("says so, and stays off, when the browser's push service refuses", async () => {
    const calls = renderSwitch(fakePushBrowser({ refuses: true }));
    await waitFor(() => expect(pushSwitch()).toBeEnabled());
    fireEvent.click(pushSwitch());
    expect(await screen.findByText('This browser could not turn on push notifications')).toBeInTheDocument();
    expect(pushSwitch()).not.toBeChecked();
    expect(calls).not.toContain('POST /api/push/subscriptions');
  });

  it('says why, with the switch off, when the person blocks notifications', async () => {
    renderSwitch(fakePushBrowser({ answer: 'denied' }));
    await waitFor(() => expect(pushSwitch()).toBeEnabled());
    fireEvent.click(pushSwitch());
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeInTheDocument();
    expect(pushSwitch()).not.toBeChecked();
  });

  it('cannot be turned on where notifications were blocked before', async () => {
    renderSwitch(fakePushBrowser({ permission: 'denied' }));
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeInTheDocument();
    expect(pushSwitch()).toBeDisabled();
  });

  it('cannot be turned on in a browser without Web Push, and says so', async () => {
    renderSwitch(null);
    expect(await screen.findByText(/This browser cannot show push notifications/)).toBeInTheDocument();
    expect(pushSwitch()).toBeDisabled();
    expect(pushSwitch()).not.toBeChecked();
  });
});
