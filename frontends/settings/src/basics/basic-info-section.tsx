import type { EventDetail } from '@gatherly/shared';
import { Card } from 'antd';
import { AutoSaveText } from '../auto-save/auto-save-text';
import { FIELDS_CARD_STYLES } from '../auto-save/save-indicator';
import type { AutoSave } from '../auto-save/use-auto-save';
import { requiredName } from './event-rules';

export function BasicInfoSection({ event, autoSave }: { event: EventDetail; autoSave: AutoSave }) {
  return (
    <Card title="Basic Information" styles={FIELDS_CARD_STYLES}>
      <AutoSaveText field="name" label="Event Name" saved={event.name} autoSave={autoSave} validate={requiredName} />
      <AutoSaveText
        field="description"
        label="Description (optional)"
        saved={event.description}
        autoSave={autoSave}
        optional
        multiline
      />
      <AutoSaveText field="location" label="Location (optional)" saved={event.location} autoSave={autoSave} optional />
    </Card>
  );
}
