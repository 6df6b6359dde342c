import { ALREADY_PASSENGER, CARPOOL_FULL, joinRefusal, leaveRefusal, NOT_PASSENGER } from './carpool-rules';

const carpool = { driverId: 'driver', currentSeats: 2, maxSeats: 4 };

describe('joinRefusal', () => {
  it('lets a member join while current seats are below max seats', () => {
    expect(joinRefusal(carpool, 'rider', false)).toBeNull();
    expect(joinRefusal({ ...carpool, currentSeats: 3 }, 'rider', false)).toBeNull();
  });

  it('refuses a full carpool', () => {
    expect(joinRefusal({ ...carpool, currentSeats: 4 }, 'rider', false)).toBe(CARPOOL_FULL);
    expect(joinRefusal({ ...carpool, currentSeats: 1, maxSeats: 1 }, 'rider', false)).toBe(CARPOOL_FULL);
  });

  it('refuses the driver and a second join, whatever the seats', () => {
    expect(joinRefusal(carpool, 'driver', false)).toMatch(/You are driving/);
    expect(joinRefusal({ ...carpool, currentSeats: 4 }, 'rider', true)).toBe(ALREADY_PASSENGER);
  });
});

describe('leaveRefusal', () => {
  it('lets passengers leave, and sends the driver to cancel instead', () => {
    expect(leaveRefusal(carpool, 'rider', true)).toBeNull();
    expect(leaveRefusal(carpool, 'driver', false)).toMatch(/cancel it instead/);
    expect(leaveRefusal(carpool, 'stranger', false)).toBe(NOT_PASSENGER);
  });
});
