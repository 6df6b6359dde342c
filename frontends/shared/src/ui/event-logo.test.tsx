import { render, screen } from '@testing-library/react';
import { UserAvatar } from './event-logo';

describe('UserAvatar', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows a member's initials without measuring them, which would force a layout of the whole page", () => {
    const measured = jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get');
    render(<UserAvatar name="Pat Paint" />);
    expect(screen.getByText('PP')).toBeInTheDocument();
    expect(measured).not.toHaveBeenCalled();
  });

  it('shows their photo when they have one', () => {
    render(<UserAvatar name="Pat Paint" photoURL="https://example.com/pat.png" />);
    expect(screen.getByRole('img', { name: 'Pat Paint' })).toHaveAttribute('src', 'https://example.com/pat.png');
  });
});
