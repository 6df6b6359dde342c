import type { Carpool, Flight } from '@gatherly/shared';
import type { PlanCostsAnswer, PlanExpense } from '../costs/plan-cost-types';
import type { Sleeper, Stay, StayRoom } from '../stays/stay-types';
import { EVENT_ID } from './test-render';

export const flight = (changes: Partial<Flight> = {}): Flight => ({
  id: 'f1',
  eventId: EVENT_ID,
  userId: 'u1',
  airline: 'KLM',
  flightNumber: 'KL1675',
  departure: 'AMS',
  arrival: 'BCN',
  departureTime: '2030-06-12T08:40:00.000Z',
  arrivalTime: '2030-06-12T11:05:00.000Z',
  createdAt: '2030-06-01T10:00:00.000Z',
  user: { displayName: 'Fay Flyer', photoURL: null },
  ...changes,
});

export const carpool = (changes: Partial<Carpool> = {}): Carpool => ({
  id: 'c1',
  eventId: EVENT_ID,
  driverId: 'driver',
  fromLocation: 'Barcelona airport',
  toLocation: 'Villa Sol',
  departureTime: '2030-06-12T12:00:00.000Z',
  maxSeats: 4,
  currentSeats: 2,
  createdAt: '2030-06-01T10:00:00.000Z',
  driver: { displayName: 'Dana Driver', photoURL: null },
  passengers: [{ userId: 'rider', displayName: 'Rae Rider', photoURL: null, joinedAt: '2030-06-02T10:00:00.000Z' }],
  ...changes,
});

export const sleeper = (changes: Partial<Sleeper> = {}): Sleeper => ({
  userId: 'me',
  guestId: null,
  partyId: 'p-me',
  displayName: 'Mia Member',
  photoURL: null,
  ageGroup: 'adult',
  ...changes,
});

export const room = (changes: Partial<StayRoom> = {}): StayRoom => ({
  id: 'r1',
  name: 'Blue room',
  beds: '1 queen',
  capacity: 2,
  position: 0,
  occupants: [],
  ...changes,
});

export const stay = (changes: Partial<Stay> = {}): Stay => {
  const rooms = changes.rooms ?? [room()];
  return {
    id: 's1',
    kind: 'rental',
    name: 'Villa Sol',
    address: 'Carrer del Sol 1, Sitges',
    bookingUrl: null,
    bookingCode: null,
    bookingCutoff: null,
    checkIn: '2030-06-12T15:00:00.000Z',
    checkOut: '2030-06-15T10:00:00.000Z',
    membersClaimBeds: true,
    createdBy: 'admin',
    createdAt: '2030-06-01T10:00:00.000Z',
    capacity: rooms.reduce((sum, each) => sum + each.capacity, 0),
    occupied: rooms.reduce((sum, each) => sum + each.occupants.length, 0),
    ...changes,
    rooms,
  };
};

/** A cost linked to a carpool, split among `ways` people. */
export const expense = (ways: number, changes: Partial<PlanExpense> = {}): PlanExpense => ({
  id: 'e1',
  title: 'Fuel',
  amount: 6000,
  currency: 'USD',
  rate: '1',
  amountInEventCurrency: 6000,
  spentOn: '2030-06-12',
  splitMode: 'equal',
  carpoolId: 'c1',
  stayId: null,
  createdBy: 'driver',
  createdAt: '2030-06-12T10:00:00.000Z',
  updatedAt: '2030-06-12T10:00:00.000Z',
  payers: [{ userId: 'driver', displayName: 'Dana Driver', amount: 6000 }],
  participants: Array.from({ length: ways }, (_, index) => ({
    userId: `u${index}`,
    guestId: null,
    partyId: null,
    label: `Person ${index}`,
    shares: null,
    amount: 6000 / ways,
  })),
  canEdit: false,
  ...changes,
});

export const costs = (expenses: PlanExpense[], currency = 'USD', currencyDigits = 2): PlanCostsAnswer => ({
  currency,
  currencyDigits,
  expenses,
  payments: [],
  balances: [],
  settleUp: [],
});
