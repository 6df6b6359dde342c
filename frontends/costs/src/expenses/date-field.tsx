import { useMediaQuery } from '@gatherly/shared';
import { DatePicker, Input } from 'antd';
import dayjs from 'dayjs';

/** As the SDK's date-time field decides: phones and touch screens get the device's own input. */
const NATIVE_INPUT_QUERY = '(max-width: 575px), (pointer: coarse)';

/** A day (YYYY-MM-DD), with antd's picker on a desktop. */
export function DateField({ id, value, onChange }: { id: string; value: string; onChange: (day: string) => void }) {
  const native = useMediaQuery(NATIVE_INPUT_QUERY);
  if (native)
    return <Input id={id} type="date" size="large" value={value} onChange={(event) => onChange(event.target.value)} />;
  return (
    <DatePicker
      id={id}
      size="large"
      style={{ width: '100%' }}
      allowClear={false}
      format="YYYY-MM-DD"
      value={value ? dayjs(value) : null}
      onChange={(date) => onChange(date ? date.format('YYYY-MM-DD') : '')}
    />
  );
}
