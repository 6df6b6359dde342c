import { ApiError, errorMessage } from './api-error';
import { apiGet, apiRequest, setReachabilityListener, setTokenSource } from './client';
import { OfflineError } from './offline-error';

function answer(status: number, body: unknown, statusText = 'Status') {
  globalThis.fetch = jest.fn().mockResolvedValue({
    ok: status < 400,
    status,
    statusText,
    text: () => Promise.resolve(body === undefined ? '' : JSON.stringify(body)),
  }) as unknown as typeof fetch;
}

describe('API client (spec section 7)', () => {
  it('sends the bearer token and cookies', async () => {
    setTokenSource(() => 'abc');
    answer(200, { ok: true });
    await apiRequest('POST', '/api/x', { a: 1 });
    const [, init] = (globalThis.fetch as jest.Mock).mock.calls[0];
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { Authorization: 'Bearer abc', 'Content-Type': 'application/json' },
    });
  });

  it('raises an error whose message is status: text', async () => {
    answer(403, { statusCode: 403, message: 'Premium subscription required', error: 'Forbidden' });
    const error = await apiRequest('GET', '/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(
      '403: {"statusCode":403,"message":"Premium subscription required","error":"Forbidden"}',
    );
    expect(errorMessage(error, 'fallback')).toBe('Premium subscription required');
    expect(errorMessage(new Error('x'), 'fallback')).toBe('fallback');
  });

  it('yields null on 401 for reads configured so, and raises otherwise', async () => {
    answer(401, { message: 'Sign in required' });
    await expect(apiGet('/api/x', 'returnNull')).resolves.toBeNull();
    await expect(apiGet('/api/x')).rejects.toThrow(/^401: /);
  });
});

describe('API client without a network', () => {
  const reachable = jest.fn();
  beforeEach(() => {
    reachable.mockClear();
    setReachabilityListener(reachable);
  });
  afterEach(() => jest.restoreAllMocks());

  it('raises an OfflineError when no answer comes, and reports the server out of reach', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch;
    await expect(apiRequest('GET', '/api/events')).rejects.toBeInstanceOf(OfflineError);
    expect(reachable).toHaveBeenLastCalledWith(false);
  });

  it('refuses a change without sending it while the browser knows it is offline', async () => {
    answer(200, {});
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(apiRequest('PUT', '/api/schedule/s1/rsvp', { status: 'maybe' })).rejects.toBeInstanceOf(OfflineError);
    expect(globalThis.fetch).not.toHaveBeenCalled();
    // A read is still tried: the browser's guess is not trusted to keep the user from their data.
    await expect(apiRequest('GET', '/api/events')).resolves.toEqual({});
    expect(reachable).toHaveBeenLastCalledWith(true);
  });
});
