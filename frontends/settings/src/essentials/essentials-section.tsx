import type { EventDetail } from '@gatherly/shared';
import { Card } from 'antd';
import { AutoSaveText } from '../auto-save/auto-save-text';
import { FIELDS_CARD_STYLES } from '../auto-save/save-indicator';
import type { AutoSave } from '../auto-save/use-auto-save';
import { DRESS_CODE_MAX, validRegistryUrl } from './essentials-rules';
import { FaqEditor } from './faq-editor';

/** What guests need to know besides when and where: shown on the dashboard and the invitation. */
export function EssentialsSection({ event, autoSave }: { event: EventDetail; autoSave: AutoSave }) {
  return (
    <Card title="Essentials" styles={FIELDS_CARD_STYLES}>
      <AutoSaveText
        field="dressCode"
        label="Dress code (optional)"
        placeholder="Garden party: flat shoes for the lawn"
        saved={event.dressCode}
        autoSave={autoSave}
        maxLength={DRESS_CODE_MAX}
        optional
      />
      <AutoSaveText
        field="registryUrl"
        label="Gift registry link (optional)"
        placeholder="https://"
        saved={event.registryUrl}
        autoSave={autoSave}
        validate={validRegistryUrl}
        optional
      />
      <FaqEditor saved={event.faq} autoSave={autoSave} />
    </Card>
  );
}
