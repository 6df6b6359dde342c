import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, renderConsole } from '../common/test-render';
import Section from '../section';

jest.mock('@gatherly/shared', () => ({
  ...jest.requireActual('@gatherly/shared'),
  useAuth: () => ({ user: { id: 'u-op', email: 'op@example.com' } }),
}));

describe('Send a test e-mail', () => {
  it("sends to the operator's own address unless told otherwise, and shows the SMTP server's answer", async () => {
    const calls = fakeApi(() => ({ status: 201, body: { delivered: true, answer: '250 2.0.0 Ok: queued as 12345' } }));
    renderConsole(<Section />, '/admin/email');
    expect(await screen.findByLabelText('Send to')).toHaveValue('op@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send test e-mail' }));
    expect(await screen.findByText('Delivered to the SMTP server')).toBeInTheDocument();
    expect(screen.getByText('250 2.0.0 Ok: queued as 12345')).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'POST', url: '/api/admin/test-email', body: { to: 'op@example.com' } });
  });

  it('says plainly when the SMTP server did not take it, with its answer', async () => {
    const calls = fakeApi(() => ({
      status: 201,
      body: { delivered: false, answer: 'Connection refused by smtp.example.com:587' },
    }));
    renderConsole(<Section />, '/admin/email');
    fireEvent.change(await screen.findByLabelText('Send to'), { target: { value: 'ops@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send test e-mail' }));
    expect(await screen.findByText('Not delivered')).toBeInTheDocument();
    expect(screen.getByText('Connection refused by smtp.example.com:587')).toBeInTheDocument();
    expect(calls.at(-1)!.body).toEqual({ to: 'ops@example.org' });
  });

  it('asks for a valid address before sending anything', async () => {
    const calls = fakeApi(() => ({ status: 201, body: { delivered: true, answer: '250 Ok' } }));
    renderConsole(<Section />, '/admin/email');
    fireEvent.change(await screen.findByLabelText('Send to'), { target: { value: 'not an address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send test e-mail' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual([]));
  });
});
