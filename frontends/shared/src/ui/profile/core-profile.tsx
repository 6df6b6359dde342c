import type { User } from '../../api/types';
import { Descriptions, Form, type FormInstance, Input, Select, Spin, Typography } from 'antd';
import { joinList } from './profile-lists';

const CORE_TEXT_FIELDS = [
  ['bio', 'Bio'],
  ['location', 'Location'],
  ['timezone', 'Timezone'],
  ['phoneNumber', 'Phone'],
  ['venmoUsername', 'Venmo (without @)'],
  ['instagramHandle', 'Instagram (without @)'],
  ['twitterHandle', 'Twitter (without @)'],
  ['linkedinUrl', 'LinkedIn'],
  ['website', 'Website'],
  ['emergencyContactName', 'Emergency contact'],
  ['emergencyContactPhone', 'Emergency contact phone'],
] as const;

/** Whether a profile has anything the Core Profile tab shows. */
function hasCoreProfileContent(user: User): boolean {
  return (
    CORE_TEXT_FIELDS.some(([name]) => Boolean(user[name])) ||
    Boolean(user.dietaryRestrictions?.length) ||
    Boolean(user.allergies?.length)
  );
}

/**
 * The Core Profile tab: the user's profile, as a form while its owner edits it; a spinner until it loads.
 * A profile with nothing in it says so (by name, when it is another member's) instead of an empty tab.
 */
export function CoreProfileTab({
  user,
  editing,
  form,
  otherMemberName,
}: {
  user: User | null | undefined;
  editing: boolean;
  form: FormInstance;
  /** The name of the member whose profile this is, when it is not the viewer's own. */
  otherMemberName?: string;
}) {
  if (!user) return <Spin />;
  if (editing) return <CoreProfileForm user={user} form={form} />;
  if (!hasCoreProfileContent(user)) {
    return (
      <Typography.Text type="secondary">
        {otherMemberName === undefined
          ? "You haven't added anything to your profile yet"
          : `${otherMemberName} hasn't added anything to their profile yet`}
      </Typography.Text>
    );
  }
  return <CoreProfileView user={user} />;
}

function CoreProfileForm({ user, form }: { user: User; form: FormInstance }) {
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{
        ...user,
        dietaryRestrictions: joinList(user.dietaryRestrictions),
        allergies: joinList(user.allergies),
      }}
    >
      <Form.Item
        name="displayName"
        label="Name"
        rules={[{ required: true, whitespace: true, message: 'Name is required' }]}
      >
        <Input />
      </Form.Item>
      {CORE_TEXT_FIELDS.map(([name, label]) => (
        <Form.Item
          key={name}
          name={name}
          label={label}
          rules={
            name === 'linkedinUrl'
              ? [{ type: 'url', message: 'Invalid LinkedIn URL' }]
              : name === 'website'
                ? [{ type: 'url', message: 'Invalid website URL' }]
                : undefined
          }
        >
          <Input
            placeholder={
              name === 'linkedinUrl'
                ? 'https://www.linkedin.com/in/you'
                : name === 'website'
                  ? 'https://example.com'
                  : undefined
            }
          />
        </Form.Item>
      ))}
      <Form.Item name="dietaryRestrictions" label="Dietary restrictions (comma-separated)">
        <Input />
      </Form.Item>
      <Form.Item name="allergies" label="Allergies (comma-separated)">
        <Input />
      </Form.Item>
      <Form.Item name="profilePrivacy" label="Profile privacy">
        <Select
          options={['public', 'friends', 'private'].map((value) => ({
            value,
            label: value[0]!.toUpperCase() + value.slice(1),
          }))}
        />
      </Form.Item>
    </Form>
  );
}

function CoreProfileView({ user }: { user: User }) {
  return (
    <Descriptions column={1} size="small">
      {CORE_TEXT_FIELDS.map(([name, label]) =>
        user[name] ? (
          <Descriptions.Item key={name} label={label.replace(' (without @)', '')}>
            {String(user[name])}
          </Descriptions.Item>
        ) : null,
      )}
      {user.dietaryRestrictions?.length ? (
        <Descriptions.Item label="Dietary restrictions">{joinList(user.dietaryRestrictions)}</Descriptions.Item>
      ) : null}
      {user.allergies?.length ? (
        <Descriptions.Item label="Allergies">{joinList(user.allergies)}</Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}
