import dayjs from 'dayjs';
import { ARRIVAL_AFTER_DEPARTURE, arrivalTimeRefusal } from './flight-rules';

describe('arrivalTimeRefusal', () => {
  const departure = dayjs('2030-06-12T08:40:00Z');

  it('accepts an arrival after the departure', () => {
    expect(arrivalTimeRefusal(departure, departure.add(2, 'hour'))).toBeNull();
  });

  it('refuses an arrival at or before the departure', () => {
    expect(arrivalTimeRefusal(departure, departure)).toBe(ARRIVAL_AFTER_DEPARTURE);
    expect(arrivalTimeRefusal(departure, departure.subtract(1, 'minute'))).toBe(ARRIVAL_AFTER_DEPARTURE);
  });

  it('leaves a missing time to the required rule', () => {
    expect(arrivalTimeRefusal(undefined, departure)).toBeNull();
    expect(arrivalTimeRefusal(departure, null)).toBeNull();
  });
});
