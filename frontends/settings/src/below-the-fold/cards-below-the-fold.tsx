import { canManageRoles, type EventDetail, type EventRole } from '@gatherly/shared';
import type { AutoSave } from '../auto-save/use-auto-save';
import { BrandingSection } from '../branding/branding-section';
import { DatePlanningSection } from '../dates/date-planning-section';
import { EssentialsSection } from '../essentials/essentials-section';
import { DataExportSection } from '../export/data-export-section';
import { QuestionsSection } from '../questions/questions-section';
import { RoleManagement } from '../roles/role-management';

export interface CardsBelowTheFoldProps {
  event: EventDetail;
  autoSave: AutoSave;
  role: EventRole;
}

/** The settings cards under Basic Information, in page order. */
export function CardsBelowTheFold({ event, autoSave, role }: CardsBelowTheFoldProps) {
  return (
    <>
      <DatePlanningSection event={event} autoSave={autoSave} />
      <EssentialsSection event={event} autoSave={autoSave} />
      <QuestionsSection eventId={event.id} />
      <BrandingSection event={event} autoSave={autoSave} />
      {canManageRoles(role) && <RoleManagement event={event} viewerRole={role} />}
      <DataExportSection eventId={event.id} />
    </>
  );
}
