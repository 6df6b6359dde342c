import { fireEvent, screen, within } from '@testing-library/react';
import { EVENT_ID, renderTravel } from '../common/test-render';
import { CreateCarpoolDialog } from './create-carpool-dialog';

describe('Create Carpool', () => {
  it('has From, To, Departure Time and Available Seats, 4 by default', async () => {
    renderTravel(<CreateCarpoolDialog eventId={EVENT_ID} open onClose={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Create Carpool' });
    expect(within(dialog).getByLabelText('From')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('To')).toBeInTheDocument();
    expect(await within(dialog).findByLabelText('Departure Time')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Available Seats')).toHaveValue('4');
  });

  it('requires the departure time and the route', async () => {
    renderTravel(<CreateCarpoolDialog eventId={EVENT_ID} open onClose={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Create Carpool' }));
    expect(await screen.findByText('Departure time is required')).toBeInTheDocument();
    expect(screen.getByText('From location is required')).toBeInTheDocument();
    expect(screen.getByText('To location is required')).toBeInTheDocument();
  });

  it('takes 1 to 8 seats only', async () => {
    renderTravel(<CreateCarpoolDialog eventId={EVENT_ID} open onClose={jest.fn()} />);
    const seats = screen.getByLabelText('Available Seats');
    fireEvent.change(seats, { target: { value: '' } });
    fireEvent.blur(seats);
    fireEvent.click(screen.getByRole('button', { name: 'Create Carpool' }));
    expect(await screen.findByText('Seats must be a whole number from 1 to 8')).toBeInTheDocument();
    expect(seats).toHaveAttribute('aria-valuemin', '1');
    expect(seats).toHaveAttribute('aria-valuemax', '8');
  });
});
