import type { EventDetail } from '@gatherly/shared';
import { DateTimeField } from '@gatherly/shared/ui';
import { Alert, Card, Flex, Form, Segmented } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { saveStatusExtra } from '../auto-save/save-indicator';
import type { AutoSave } from '../auto-save/use-auto-save';
import { planningMode, type PlanningMode, TBD_TEXT } from './date-planning';
import { TimeZoneField } from './time-zone-field';

/** The server's words for an end before the start (events.service.ts). */
export const END_BEFORE_START = 'End date must be after the start date';

/** An empty end date becomes the start plus one day, as on the create form. */
const EVENT_SPAN: [number, 'day'] = [1, 'day'];

function DateField({
  field,
  label,
  saved,
  start,
  autoSave,
}: {
  field: 'startDate' | 'endDate';
  label: string;
  saved: string | null;
  /** For the end date: the saved start, where its picker opens and its default comes from. */
  start?: string | null;
  autoSave: AutoSave;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = (date: Dayjs | null) => {
    // An end before the start is refused here, beside the field, rather than by the server after sending.
    const refused = field === 'endDate' && date && start && date.isBefore(start) ? END_BEFORE_START : null;
    setRefusal(refused);
    const next = date ? date.toISOString() : null;
    if (!refused && next !== saved) void autoSave.save(field, { [field]: next });
  };
  return (
    <Form.Item
      label={label}
      htmlFor={field}
      validateStatus={refusal ? 'error' : undefined}
      help={refusal ?? undefined}
      extra={saveStatusExtra(autoSave.statusOf(field))}
    >
      <DateTimeField
        id={field}
        value={saved ? dayjs(saved) : null}
        onChange={save}
        start={start ? dayjs(start) : undefined}
        defaultSpan={start === undefined ? undefined : EVENT_SPAN}
      />
    </Form.Item>
  );
}

/**
 * Event Dates: specific dates or to be determined (choosing TBD clears and saves both as empty), and the
 * time zone the event happens in.
 */
export function DatePlanningSection({ event, autoSave }: { event: EventDetail; autoSave: AutoSave }) {
  const [mode, setMode] = useState<PlanningMode>(() => planningMode(event.startDate, event.endDate));
  useEffect(() => {
    if (event.startDate && event.endDate) setMode('specific');
  }, [event.startDate, event.endDate]);

  const choose = (next: PlanningMode) => {
    setMode(next);
    if (next === 'tbd' && (event.startDate || event.endDate))
      void autoSave.save('dates', { startDate: null, endDate: null });
  };

  return (
    <Card title="Event Dates">
      <Form.Item label="Date Planning" extra={saveStatusExtra(autoSave.statusOf('dates'))}>
        <Segmented
          value={mode}
          onChange={(value) => choose(value as PlanningMode)}
          options={[
            { label: 'Set Specific Dates', value: 'specific' },
            { label: 'To Be Determined', value: 'tbd' },
          ]}
        />
      </Form.Item>
      {mode === 'specific' ? (
        <Flex gap={16} wrap>
          <div style={{ flex: '1 1 220px' }}>
            <DateField field="startDate" label="Start Date" saved={event.startDate} autoSave={autoSave} />
          </div>
          <div style={{ flex: '1 1 220px' }}>
            <DateField
              field="endDate"
              label="End Date"
              saved={event.endDate}
              start={event.startDate}
              autoSave={autoSave}
            />
          </div>
        </Flex>
      ) : (
        <Alert type="info" showIcon title={TBD_TEXT} style={{ marginBottom: 24 }} />
      )}
      <TimeZoneField event={event} autoSave={autoSave} />
    </Card>
  );
}
