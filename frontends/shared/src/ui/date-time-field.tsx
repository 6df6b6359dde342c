import { DatePicker, type DatePickerProps } from 'antd';
import type { Dayjs, ManipulateType } from 'dayjs';
import { useEffect, useRef, type CSSProperties, type KeyboardEvent } from 'react';

/** Shown and typed without seconds, e.g. 'Jun 12, 2030 08:40'; 'YYYY-MM-DD HH:mm' can be typed too. */
export const DATE_TIME_FORMATS = ['MMM D, YYYY HH:mm', 'YYYY-MM-DD HH:mm'];

/**
 * Narrower day cells and time columns than antd's defaults, so the date panel and the hour and minute
 * columns side by side stay within a 375 px phone screen (antd's defaults make it 400 px). Set as the
 * CSS variables antd's static stylesheet reads (the app runs antd without runtime styles).
 */
const COMPACT_POPUP = {
  '--ant-date-picker-cell-width': '30px',
  '--ant-calendar-cell-width': '30px',
  '--ant-date-picker-time-column-width': '46px',
  '--ant-calendar-time-column-width': '46px',
} as CSSProperties;

export interface DateTimeFieldProps extends Omit<
  DatePickerProps,
  | 'showTime'
  | 'format'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onOk'
  | 'needConfirm'
  | 'picker'
  | 'multiple'
  | 'defaultPickerValue'
> {
  value?: Dayjs | null;
  onChange?: (value: Dayjs | null) => void;
  /** For an end field: the start it follows. The picker opens at its month. */
  start?: Dayjs | null;
  /** With start: when the start is set and this field is empty, the field becomes start + span. */
  defaultSpan?: [number, ManipulateType];
}

/**
 * A compact date and time input for every form: minutes only (5-minute steps in the list), no OK button
 * to reach, a popup that fits a phone (hour and minute columns, no AM/PM column to widen it). Enter never
 * submits the surrounding form: a complete typed date is taken, a half-typed one is dropped on closing
 * and the last valid value stays.
 */
export function DateTimeField({ value, onChange, start, defaultSpan, onKeyDown, style, ...props }: DateTimeFieldProps) {
  const previousStart = useRef(start?.valueOf());
  useEffect(() => {
    const startTime = start?.valueOf();
    if (startTime === previousStart.current) return;
    previousStart.current = startTime;
    if (start && defaultSpan && !value) onChange?.(start.add(defaultSpan[0], defaultSpan[1]));
  }, [start, defaultSpan, value, onChange]);

  const keyDown = (event: KeyboardEvent<HTMLElement>, preventDefault: () => void) => {
    if (event.key === 'Enter') event.preventDefault();
    onKeyDown?.(event, preventDefault);
  };

  return (
    <DatePicker
      {...props}
      value={value ?? null}
      onChange={(next) => onChange?.(next ? next.second(0).millisecond(0) : null)}
      showTime={{ format: 'HH:mm', minuteStep: 5 }}
      format={DATE_TIME_FORMATS}
      needConfirm={false}
      defaultPickerValue={value ? undefined : (start ?? undefined)}
      onKeyDown={keyDown}
      style={{ width: '100%', maxWidth: 260, ...style }}
      styles={{ popup: { root: COMPACT_POPUP } }}
    />
  );
}
