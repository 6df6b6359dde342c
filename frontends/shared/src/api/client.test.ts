import { ApiError, errorMessage } from './api-error';
import { apiGet, apiRequest, setTokenSource } from './client';

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
