import { type ApiAnswer, type ApiBody, apiCall, apiUrl } from './api-call';
import { setTokenSource } from './client';

function answer(status: number, body?: unknown) {
  globalThis.fetch = jest.fn().mockResolvedValue({
    ok: status < 400,
    status,
    statusText: 'Status',
    text: () => Promise.resolve(body === undefined ? '' : JSON.stringify(body)),
  }) as unknown as typeof fetch;
}

const call = () => (globalThis.fetch as jest.Mock).mock.calls[0] as [string, RequestInit];

describe('apiCall: the API by the names of its OpenAPI document', () => {
  beforeEach(() => setTokenSource(() => 't'));

  it("fills the route's parameters, encoded, and sends the body", async () => {
    answer(201, { carpool: { id: 'c1' } });
    const body: ApiBody<'/api/events/{eventId}/carpools', 'POST'> = {
      fromLocation: 'Airport',
      toLocation: 'Villa',
      departureTime: '2030-05-01T08:00:00Z',
      maxSeats: 4,
    };
    const { carpool } = await apiCall('POST', '/api/events/{eventId}/carpools', { params: { eventId: 'a/b' }, body });
    expect(carpool.id).toBe('c1');
    const [path, init] = call();
    expect(path).toBe('/api/events/a%2Fb/carpools');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify(body) });
  });

  it('appends the query parameters that are set', async () => {
    answer(200, { activity: [], nextCursor: null });
    await apiCall('GET', '/api/events/{eventId}/activity', { params: { eventId: 'e1' }, query: { limit: 5 } });
    expect(call()[0]).toBe('/api/events/e1/activity?limit=5');
    expect(apiUrl('/api/events', {}, { page: undefined, q: 'a b' })).toBe('/api/events?q=a+b');
  });

  it('needs no options where the route has no parameters and no body', async () => {
    answer(200, { events: [] });
    const { events } = await apiCall('GET', '/api/events');
    expect(events).toEqual([]);
    expect(call()[0]).toBe('/api/events');
  });

  it('answers null for 204 No Content', async () => {
    answer(204);
    const answered: null = await apiCall('DELETE', '/api/carpools/{carpoolId}', { params: { carpoolId: 'c1' } });
    expect(answered).toBeNull();
  });

  it('refuses at compile time what the document does not have', () => {
    const typeOnly = (run: () => unknown) => run;
    typeOnly(() => {
      // @ts-expect-error -- no such route
      void apiCall('GET', '/api/nowhere');
      // @ts-expect-error -- the route has no PUT
      void apiCall('PUT', '/api/events/{eventId}/carpools', { params: { eventId: 'e' } });
      // @ts-expect-error -- the route's {eventId} is missing
      void apiCall('GET', '/api/events/{eventId}/carpools', {});
      // @ts-expect-error -- a flight needs its times
      void apiCall('POST', '/api/events/{eventId}/flights', { params: { eventId: 'e' }, body: { airline: 'KLM' } });
    });
    const flights: ApiAnswer<'/api/events/{eventId}/flights', 'GET'>['flights'][number]['user']['displayName'] = 'Ana';
    expect(flights).toBe('Ana');
  });
});
