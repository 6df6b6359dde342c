import { fireEvent, screen, within } from '@testing-library/react';
import { EVENT_ID, renderTravel } from '../common/test-render';
import { AddFlightDialog } from './add-flight-dialog';

describe('Add Flight Information', () => {
  it('names every field and offers Cancel and Add Flight', async () => {
    renderTravel(<AddFlightDialog eventId={EVENT_ID} open onClose={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Add Flight Information' });
    for (const label of [
      'Airline',
      'Flight Number',
      'Departure Airport',
      'Arrival Airport',
      'Departure Time',
      'Arrival Time',
    ]) {
      expect(await within(dialog).findByLabelText(label)).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add Flight' })).toBeInTheDocument();
  });

  it('refuses an empty form with the validation texts', async () => {
    renderTravel(<AddFlightDialog eventId={EVENT_ID} open onClose={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Flight' }));
    for (const text of [
      'Airline is required',
      'Flight number is required',
      'Departure airport is required',
      'Arrival airport is required',
      'Departure time is required',
      'Arrival time is required',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
  });
});
