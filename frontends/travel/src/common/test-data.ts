import type { Carpool, Flight } from '@gatherly/shared';
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
