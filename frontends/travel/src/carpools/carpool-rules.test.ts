import { carpool as sample } from '../common/test-data';
import { passengersText, seatAction } from './carpool-rules';

const carpool = (changes = {}) => sample({ maxSeats: 3, ...changes });

describe('seatAction', () => {
  it('offers Join while current seats are below max seats', () => {
    expect(seatAction(carpool(), 'someone')).toBe('join');
  });

  it('offers nothing once the carpool is full', () => {
    expect(seatAction(carpool({ currentSeats: 3 }), 'someone')).toBe('none');
  });

  it('offers Leave to a passenger, full or not', () => {
    expect(seatAction(carpool(), 'rider')).toBe('leave');
    expect(seatAction(carpool({ currentSeats: 3 }), 'rider')).toBe('leave');
  });

  it('offers the driver nothing: their seat is already taken', () => {
    expect(seatAction(carpool(), 'driver')).toBe('none');
  });

  it('offers nothing before the user is known', () => {
    expect(seatAction(carpool(), undefined)).toBe('none');
  });
});

describe('passengersText', () => {
  it('counts passengers in the singular and the plural', () => {
    expect(passengersText(1)).toBe('+ 1 passenger');
    expect(passengersText(3)).toBe('+ 3 passengers');
  });

  it('says nothing while the driver rides alone', () => {
    expect(passengersText(0)).toBeNull();
  });
});
