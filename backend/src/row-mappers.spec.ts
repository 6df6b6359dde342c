import { mapDatePoll } from './modules/date-polls/dto/date-poll.response';
import { mapEventListRow } from './modules/events/dto/event.response';
import { mapMember } from './modules/members/dto/member.response';
import { mapPhoto } from './modules/photos/dto/photo.response';
import { mapScheduleItem } from './modules/schedule/dto/schedule-item.response';
import { mapCarpool } from './modules/travel/dto/carpool.response';
import { mapFlight } from './modules/travel/dto/flight.response';
import { shareOneHiddenClass } from '../test/support/hidden-class';

const at = (index: number) => new Date(Date.UTC(2027, 5, 1, index));
const uuid = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

/** Each list read maps its rows with these: one hidden class per list, not one per row. */
describe('row mappers', () => {
  it('members', () => {
    const row = (index: number) => ({
      id: uuid(index),
      userId: uuid(100 + index),
      role: 'attendee' as const,
      joinedAt: at(index),
      displayName: `Member ${index}`,
      email: `member${index}@example.com`,
      photoURL: null,
    });
    expect(shareOneHiddenClass(mapMember, row)).toBe(true);
  });

  it('events', () => {
    const row = (index: number) => ({
      id: uuid(index),
      name: `Event ${index}`,
      customLogo: null,
      startDate: at(index),
      endDate: null,
      description: null,
      location: 'Sitges',
      memberCount: index,
      role: 'attendee' as const,
    });
    expect(shareOneHiddenClass(mapEventListRow, row)).toBe(true);
  });

  it('photos', () => {
    const row = (index: number) => ({
      id: uuid(index),
      eventId: uuid(0),
      caption: null,
      filename: `${index}.jpg`,
      isFeatured: false,
      votes: index,
      userVoted: false,
      uploadedBy: uuid(100 + index),
      uploadedAt: at(index),
      width: 1200,
      height: 800,
      displayName: `Member ${index}`,
      photoURL: null,
    });
    expect(shareOneHiddenClass(mapPhoto, row)).toBe(true);
  });

  it('flights', () => {
    const row = (index: number) => ({
      id: uuid(index),
      eventId: uuid(0),
      userId: uuid(100 + index),
      airline: 'Vueling',
      flightNumber: `VY${index}`,
      departure: 'AMS',
      arrival: 'BCN',
      departureTime: at(index),
      arrivalTime: at(index + 2),
      createdAt: at(0),
      displayName: `Member ${index}`,
      photoURL: null,
    });
    expect(shareOneHiddenClass(mapFlight, row)).toBe(true);
  });

  it('carpools and their passengers', () => {
    const row = (index: number) => ({
      id: uuid(index),
      eventId: uuid(0),
      driverId: uuid(100 + index),
      fromLocation: 'Barcelona',
      toLocation: 'Sitges',
      departureTime: at(index),
      maxSeats: 4,
      currentSeats: 2,
      createdAt: at(0),
      displayName: `Driver ${index}`,
      photoURL: null,
      passengers: [
        { userId: uuid(200 + index), displayName: `Rider ${index}`, photoURL: null, joinedAt: at(index).toISOString() },
      ],
    });
    expect(shareOneHiddenClass(mapCarpool, row)).toBe(true);
    expect(shareOneHiddenClass((carpool: ReturnType<typeof row>) => mapCarpool(carpool).passengers[0]!, row)).toBe(
      true,
    );
  });

  it('schedule items', () => {
    const row = (index: number) => ({
      id: uuid(index),
      eventId: uuid(0),
      title: `Item ${index}`,
      description: null,
      startTime: at(index),
      endTime: null,
      location: null,
      createdBy: uuid(100),
      createdAt: at(0),
      updatedAt: at(0),
      going: index,
      notGoing: 0,
      maybe: 1,
      goingPreview: [],
      userRsvp: null,
    });
    expect(shareOneHiddenClass(mapScheduleItem, row)).toBe(true);
  });

  it('date polls', () => {
    const row = (index: number) => ({
      id: uuid(index),
      eventId: uuid(0),
      createdAt: at(0),
      closedAt: null,
      chosenOptionId: null,
      respondents: index,
      memberCount: index + 1,
      options: [],
    });
    expect(shareOneHiddenClass(mapDatePoll, row)).toBe(true);
  });
});
