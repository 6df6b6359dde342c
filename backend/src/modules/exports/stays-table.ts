import type { RoomResponse, SleeperResponse, StayResponse } from '../travel/stays/dto/stay.response';
import type { CsvColumn } from './spreadsheet-csv';

/** One line of the stays spreadsheet: a person in a bed, or someone with no bed yet. */
export interface StayLine {
  stay: StayResponse | null;
  room: RoomResponse | null;
  person: SleeperResponse;
}

export const STAY_COLUMNS: CsvColumn<StayLine>[] = [
  { header: 'Stay', value: (line) => line.stay?.name ?? 'No bed yet' },
  { header: 'Room', value: (line) => line.room?.name },
  { header: 'Person', value: (line) => line.person.displayName },
  { header: 'Age Group', value: (line) => (line.person.ageGroup === 'child' ? 'Child' : 'Adult') },
  { header: 'Check-in', value: (line) => line.stay?.checkIn },
  { header: 'Check-out', value: (line) => line.stay?.checkOut },
];

/** Who sleeps where, stay by stay and room by room, then everyone still without a bed. */
export function stayLines(list: { stays: StayResponse[]; withoutBed: SleeperResponse[] }): StayLine[] {
  const placed = list.stays.flatMap((stay) =>
    stay.rooms.flatMap((room) => room.occupants.map((person) => ({ stay, room, person }))),
  );
  return [...placed, ...list.withoutBed.map((person) => ({ stay: null, room: null, person }))];
}
