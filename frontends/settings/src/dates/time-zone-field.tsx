import type { EventDetail } from '@gatherly/shared';
import { Form, Select } from 'antd';
import { useMemo } from 'react';
import { saveStatusExtra } from '../auto-save/save-indicator';
import type { AutoSave } from '../auto-save/use-auto-save';

/** Every zone the browser knows, by its IANA name; UTC first, as Intl leaves it out. */
function zoneOptions(current: string): { label: string; value: string }[] {
  const zones = new Set(['UTC', current, ...Intl.supportedValuesOf('timeZone')]);
  return [...zones].map((zone) => ({ label: zone.replace(/_/g, ' '), value: zone }));
}

/** The zone the event happens in: its schedule is shown, grouped by day and typed in it. */
export function TimeZoneField({ event, autoSave }: { event: EventDetail; autoSave: AutoSave }) {
  const options = useMemo(() => zoneOptions(event.timeZone), [event.timeZone]);
  return (
    <Form.Item
      label="Time Zone"
      htmlFor="timeZone"
      extra={saveStatusExtra(autoSave.statusOf('timeZone')) ?? 'The schedule is shown in this time zone.'}
    >
      <Select
        id="timeZone"
        showSearch={{ optionFilterProp: 'label' }}
        value={event.timeZone}
        options={options}
        onChange={(timeZone: string) => {
          if (timeZone !== event.timeZone) void autoSave.save('timeZone', { timeZone });
        }}
        style={{ width: '100%', maxWidth: 320 }}
      />
    </Form.Item>
  );
}
