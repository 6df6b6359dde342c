import { Descriptions, Form, type FormInstance, Input, Select, Typography } from 'antd';
import type { EventProfile } from './profile-api';
import { joinList } from './profile-lists';

const EVENT_TEXT_FIELDS = [
  ['eventNickname', 'Nickname'],
  ['role', 'Role at the event (e.g. Best Man)'],
  ['eventBio', 'About me for this event'],
  ['roomingPreferences', 'Rooming preferences'],
  ['transportationNotes', 'Transportation notes'],
  ['eventEmergencyContact', 'Emergency contact'],
  ['eventEmergencyContactPhone', 'Emergency contact phone'],
  ['eventDietaryNotes', 'Dietary notes'],
  ['specialRequests', 'Special requests'],
] as const;

/** Whether a profile has anything its view would show. */
function hasEventProfileContent(profile: EventProfile | null | undefined): boolean {
  if (!profile) return false;
  return EVENT_TEXT_FIELDS.some(([name]) => Boolean(profile[name])) || Boolean(profile.eventAllergies?.length);
}

/**
 * The Event Profile tab: the user's profile for the current event, as a form while its owner edits it.
 * Another member's profile with nothing in it says so, by name, instead of an empty tab.
 */
export function EventProfileTab({
  eventId,
  profile,
  editing,
  form,
  otherMemberName,
}: {
  eventId: string | undefined;
  profile: EventProfile | null | undefined;
  editing: boolean;
  form: FormInstance;
  /** The name of the member whose profile this is, when it is not the viewer's own. */
  otherMemberName?: string;
}) {
  if (!eventId) return <Typography.Text type="secondary">No Event</Typography.Text>;
  if (otherMemberName !== undefined && !hasEventProfileContent(profile)) {
    return (
      <Typography.Text type="secondary">{`${otherMemberName} hasn't added anything for this event yet`}</Typography.Text>
    );
  }
  if (!profile) return <Typography.Text type="secondary">No event profile yet</Typography.Text>;
  return editing ? <EventProfileForm profile={profile} form={form} /> : <EventProfileView profile={profile} />;
}

function EventProfileForm({ profile, form }: { profile: EventProfile; form: FormInstance }) {
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ ...profile, eventAllergies: joinList(profile.eventAllergies) }}
    >
      {EVENT_TEXT_FIELDS.map(([name, label]) => (
        <Form.Item key={name} name={name} label={label}>
          <Input />
        </Form.Item>
      ))}
      <Form.Item name="eventAllergies" label="Allergies (comma-separated)">
        <Input />
      </Form.Item>
      <Form.Item name="profileVisibility" label="Who can see this">
        <Select
          options={[
            { value: 'public', label: 'Public' },
            { value: 'event_members', label: 'Event members' },
            { value: 'organizers_only', label: 'Organizers only' },
          ]}
        />
      </Form.Item>
    </Form>
  );
}

function EventProfileView({ profile }: { profile: EventProfile }) {
  return (
    <Descriptions column={1} size="small">
      {EVENT_TEXT_FIELDS.map(([name, label]) =>
        profile[name] ? (
          <Descriptions.Item key={name} label={label}>
            {String(profile[name])}
          </Descriptions.Item>
        ) : null,
      )}
      {profile.eventAllergies?.length ? (
        <Descriptions.Item label="Allergies">{joinList(profile.eventAllergies)}</Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}
