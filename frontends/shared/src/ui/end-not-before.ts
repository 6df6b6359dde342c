import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';

/**
 * A form rule for a range's end field: refused, with `message` beside it, when it is before the value of
 * `startField`. An empty end or start passes (required rules say that). List `startField` in the end
 * field's `dependencies` so that changing the start checks the end again.
 */
export function endNotBefore(startField: string, message: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: (_, end: Dayjs | null | undefined) => {
      const start = getFieldValue(startField) as Dayjs | null | undefined;
      return end && start && end.isBefore(start) ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  });
}
