import { render, screen, within } from '@testing-library/react';
import { ItemList } from './item-list';

describe('ItemList', () => {
  it('shows each item as a list item: its avatar, title, line under it and extra', () => {
    render(
      <ItemList
        items={[
          {
            key: 'a',
            avatar: <img alt="Ana" />,
            title: 'Lisbon → Porto',
            description: 'Jun 12, 9:00 AM',
            extra: '2/4',
          },
          { key: 'b', title: 'Porto → Faro' },
        ]}
      />,
    );
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByRole('img', { name: 'Ana' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Lisbon → PortoJun 12, 9:00 AM2/4');
    expect(second).toHaveTextContent(/^Porto → Faro$/);
  });

  it('shows what it is given for an empty list, and no list', () => {
    render(<ItemList items={[]} empty="No Flights Added" />);
    expect(screen.getByText('No Flights Added')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
