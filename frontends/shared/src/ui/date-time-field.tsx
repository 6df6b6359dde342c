import { DatePicker, type DatePickerProps, Input, type InputRef, theme } from 'antd';
import dayjs, { type Dayjs, type ManipulateType } from 'dayjs';
import { useEffect, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import { useMediaQuery } from '../media/use-media-query';

import { DATE_TIME_FORMATS } from './date-time-formats';
import { DATE_TIME_FIELD_WIDTH } from './date-time-field-width';

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

/** Phones and touch screens get the device's own date and time input: it fits, and it is what people know. */
export const NATIVE_INPUT_QUERY = '(max-width: 575px), (pointer: coarse)';

const controlHeight = (
  token: { controlHeight: number; controlHeightLG: number; controlHeightSM: number },
  size: DatePickerProps['size'],
) => (size === 'large' ? token.controlHeightLG : size === 'small' ? token.controlHeightSM : token.controlHeight);

/** datetime-local's value: local time to the minute. */
const NATIVE_FORMAT = 'YYYY-MM-DDTHH:mm';

/**
 * A compact date and time input for every form: minutes only (5-minute steps in the list), no OK button
 * to reach, a popup that fits a phone (hour and minute columns, no AM/PM column to widen it); on a phone
 * or touch screen, the device's own input. Enter never submits the surrounding form: a complete typed date
 * is taken, a half-typed one is dropped and the last valid value stays.
 */
export function DateTimeField({ value, onChange, start, defaultSpan, onKeyDown, style, ...props }: DateTimeFieldProps) {
  const native = useMediaQuery(NATIVE_INPUT_QUERY);
  const { token } = theme.useToken();
  const nativeInput = useRef<InputRef>(null);
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

  if (native) {
    return (
      <Input
        ref={nativeInput}
        id={props.id}
        aria-label={props['aria-label']}
        disabled={props.disabled}
        type="datetime-local"
        value={value ? value.format(NATIVE_FORMAT) : ''}
        // A half-typed date reads as empty with badInput set: it is not a cleared field. (antd hands
        // onChange a copy of the element, whose validity is not the field's own.)
        onChange={(event) => {
          const typed = event.target.value;
          if (typed) onChange?.(dayjs(typed));
          else if (!nativeInput.current?.input?.validity.badInput) onChange?.(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        size={props.size}
        // Chromium's date and time parts make the input 2 px taller than its size: held to the size's
        // height, it lines up with the inputs beside it and with its placeholder while its code loads.
        style={{ ...DATE_TIME_FIELD_WIDTH, height: controlHeight(token, props.size), ...style }}
      />
    );
  }

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
      style={{ ...DATE_TIME_FIELD_WIDTH, ...style }}
      styles={{ popup: { root: COMPACT_POPUP } }}
    />
  );
}
