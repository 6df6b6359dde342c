import { AppConfig } from '../../config/app-config';
import { validateEnvironment } from '../../config/environment';

const configWith = (adminEmails?: string) =>
  new AppConfig(
    validateEnvironment({ AUTH_SECRET: 'x'.repeat(32), ...(adminEmails ? { ADMIN_EMAILS: adminEmails } : {}) }),
  );

describe('operators (ADMIN_EMAILS)', () => {
  it('are nobody by default', () => {
    expect(configWith().isOperator('ana@example.com')).toBe(false);
    expect(configWith('').isOperator('')).toBe(false);
  });

  it('are the listed addresses, in any case and spacing', () => {
    const config = configWith(' Ana@Example.com , ops@example.org,');
    expect(config.isOperator('ana@example.com')).toBe(true);
    expect(config.isOperator('OPS@example.org')).toBe(true);
    expect(config.isOperator('ana@example.co')).toBe(false);
    expect(config.isOperator('')).toBe(false);
  });

  it('refuses a list that is not e-mail addresses at start-up', () => {
    expect(() => configWith('ana@example.com; bob')).toThrow(/ADMIN_EMAILS must be comma-separated e-mail addresses/);
  });
});
