import { startInTasks } from './start-in-tasks';

describe('startInTasks', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("requests the app in a task after the entry's, and starts it in a task after the one its modules arrive in", async () => {
    const steps: string[] = [];
    let arrive: (app: string) => void = () => undefined;
    startInTasks(
      () => {
        steps.push('load');
        return new Promise<string>((resolve) => (arrive = resolve));
      },
      (app) => steps.push(`start ${app}`),
    );
    expect(steps).toEqual([]);
    jest.runOnlyPendingTimers();
    expect(steps).toEqual(['load']);
    arrive('shell');
    // The task the modules arrived in ends (its microtasks drained) without starting the app.
    await Promise.resolve();
    await Promise.resolve();
    expect(steps).toEqual(['load']);
    jest.runOnlyPendingTimers();
    expect(steps).toEqual(['load', 'start shell']);
  });
});
