import { fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AccountMenu } from './account-menu';

let operator = false;
jest.mock('@gatherly/shared', () => ({
  ...jest.requireActual('@gatherly/shared'),
  useAuth: () => ({
    user: { id: 'u1', email: 'ana@example.com', displayName: 'Ana Alves', photoURL: null, operator },
    signOut: jest.fn(() => Promise.resolve()),
  }),
}));

const renderMenu = () =>
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<AccountMenu onEditProfile={() => undefined} />} />
          <Route path="/admin" element={<p>Console route</p>} />
        </Routes>
      </MemoryRouter>
    </ConfigProvider>,
  );

describe('Account menu', () => {
  it('offers the operator console to operators, and opens it', async () => {
    operator = true;
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Operator console' }));
    expect(await screen.findByText('Console route')).toBeInTheDocument();
  });

  it('has no such entry for anyone else', async () => {
    operator = false;
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(await screen.findByRole('menuitem', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Operator console' })).not.toBeInTheDocument();
  });
});
