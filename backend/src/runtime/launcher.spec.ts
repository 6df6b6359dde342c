import { chooseChildren, entryPoint } from './launcher';

const names = (env: Record<string, string>) => chooseChildren(env).map((spec) => spec.name);

describe('chooseChildren', () => {
  it('runs the API, the worker and the web servers by default', () => {
    expect(names({})).toEqual(['api', 'worker', 'web']);
  });

  it('runs only the children START_PROCESSES lists, in start order', () => {
    expect(names({ START_PROCESSES: 'worker, api' })).toEqual(['api', 'worker']);
  });

  it.each(['', 'api,', 'api,mailer'])('refuses START_PROCESSES=%j, naming the variable and the choices', (value) => {
    expect(() => chooseChildren({ START_PROCESSES: value })).toThrow(
      `START_PROCESSES must list some of api, worker, web, comma-separated, not "${value}"`,
    );
  });
});

describe('entryPoint', () => {
  it('points at the web app when it runs, else at the API, else nowhere', () => {
    expect(entryPoint(chooseChildren({}), { WEB_PORT: '8181' })).toBe('the app is at http://localhost:8181');
    expect(entryPoint(chooseChildren({ START_PROCESSES: 'api,worker' }), {})).toBe(
      'the API is at http://localhost:3000',
    );
    expect(entryPoint(chooseChildren({ START_PROCESSES: 'worker' }), {})).toBe('nothing serves HTTP');
  });
});
