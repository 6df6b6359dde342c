import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyRetrying, retryUntilLoaded } from './lazy-retrying';

/** A load that fails `failures` times, then gives `value`; counts its attempts. */
function flaky<T>(failures: number, value: T): jest.Mock<Promise<T>, []> {
  let attempts = 0;
  return jest.fn(() => (++attempts <= failures ? Promise.reject(new Error('offline')) : Promise.resolve(value)));
}

describe('Loading code that may not arrive', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks again after 1 s, then 2 s, then 4 s, and gives what finally arrived', async () => {
    const load = flaky(3, 'chunk');
    const loaded = jest.fn();
    void retryUntilLoaded(load).then(loaded);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(load).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(999));
    expect(load).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(load).toHaveBeenCalledTimes(2);
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(load).toHaveBeenCalledTimes(3);
    expect(loaded).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(4000));
    expect(load).toHaveBeenCalledTimes(4);
    expect(loaded).toHaveBeenCalledWith('chunk');
  });

  it('waits at most 30 s between attempts, and tries at once when the browser is back online', async () => {
    const load = flaky(8, 'chunk');
    void retryUntilLoaded(load);
    await act(() => jest.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 8000 + 16000));
    expect(load).toHaveBeenCalledTimes(6);
    await act(() => jest.advanceTimersByTimeAsync(29_999));
    expect(load).toHaveBeenCalledTimes(6);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(load).toHaveBeenCalledTimes(7);
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(load).toHaveBeenCalledTimes(8);
  });

  it('keeps the fallback while a component cannot load, then shows it, without an error', async () => {
    const Greeting = () => <p>Hello</p>;
    const load = flaky(1, { default: Greeting });
    const Lazy = lazyRetrying(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy />
      </Suspense>,
    );
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('Hello')).toBeInTheDocument();
  });
});
