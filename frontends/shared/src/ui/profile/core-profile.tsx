import type { User } from '../../api/types';
import { Descriptions, Form, type FormInstance, Input, Select, Spin } from 'antd';
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

/** The Core Profile tab: the user's profile, as a form while its owner edits it; a spinner until it loads. */
export function CoreProfileTab({
  user,
  editing,
  form,
}: {
  user: User | null | undefined;
  editing: boolean;
  form: FormInstance;
}) {
  if (!user) return <Spin />;
  return editing ? <CoreProfileForm user={user} form={form} /> : <CoreProfileView user={user} />;
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
