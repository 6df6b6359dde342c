import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, InputNumber, Segmented, Typography } from 'antd';
import type { InvitationParty, InvitedGuest } from '../common/members-queries';

/** The most guests an invitation may bring (the API's MAX_PARTY_GUESTS). */
export const MAX_GUESTS = 10;

const AGE_GROUPS: Array<{ label: string; value: InvitedGuest['ageGroup'] }> = [
  { label: 'Adult', value: 'adult' },
  { label: 'Child', value: 'child' },
];

/** The party as the form holds it: names may be blank until sent. */
export interface PartyValues {
  name?: string;
  guestLimit: number;
  guests: Array<{ name?: string | null; ageGroup: InvitedGuest['ageGroup'] }>;
}

/** What the API takes: names trimmed, a blank one sent as null (named later). */
export function partyOf(values: PartyValues): InvitationParty {
  const name = values.name?.trim();
  return {
    name: name ? name : null,
    guestLimit: values.guestLimit ?? 0,
    guests: (values.guests ?? []).map(({ name: guestName, ageGroup }) => ({
      name: guestName?.trim() ? guestName.trim() : null,
      ageGroup,
    })),
  };
}

export const partyValues = (party: InvitationParty): PartyValues => ({
  name: party.name ?? '',
  guestLimit: party.guestLimit,
  guests: party.guests.map((guest) => ({ ...guest })),
});

/**
 * The invitee's name and party inside an antd Form: how many guests they may bring, and those named now,
 * each an adult or a child. No more guests can be named than they may bring.
 */
export function PartyFields() {
  const form = Form.useFormInstance<PartyValues>();
  const guestLimit = Form.useWatch('guestLimit', form) ?? 0;
  return (
    <>
      <Form.Item
        name="name"
        label="Name (optional)"
        rules={[{ max: 100, message: 'Name must be 100 characters or fewer' }]}
      >
        <Input placeholder="As it should appear on the guest list" autoComplete="off" size="large" />
      </Form.Item>
      <Form.Item
        name="guestLimit"
        label="Guests they may bring"
        extra={
          guestLimit === 0
            ? 'Just the invitee. Raise this to let them bring a plus-one or children.'
            : `Party of ${guestLimit + 1}: the invitee plus up to ${guestLimit} ${guestLimit === 1 ? 'guest' : 'guests'}`
        }
        dependencies={['guests']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, value: number | null) => {
              const named = (getFieldValue('guests') as PartyValues['guests'] | undefined)?.length ?? 0;
              return (value ?? 0) >= named
                ? Promise.resolve()
                : Promise.reject(new Error(`${named} guests are named: remove one first`));
            },
          }),
        ]}
      >
        <InputNumber min={0} max={MAX_GUESTS} precision={0} size="large" aria-label="Guests they may bring" />
      </Form.Item>
      <Form.List name="guests">
        {(fields, { add, remove }) => (
          <Flex vertical gap={8} style={{ marginBottom: 24 }}>
            {fields.length > 0 && <Typography.Text>Guests named now</Typography.Text>}
            {fields.map((field, index) => (
              <Flex key={field.key} gap={8} align="start" wrap role="group" aria-label={`Guest ${index + 1}`}>
                <Form.Item
                  name={[field.name, 'name']}
                  rules={[{ max: 100, message: 'Name must be 100 characters or fewer' }]}
                  style={{ flex: '1 1 160px', minWidth: 0, margin: 0 }}
                >
                  <Input placeholder="Name (optional)" aria-label={`Name of guest ${index + 1}`} size="large" />
                </Form.Item>
                <Form.Item name={[field.name, 'ageGroup']} style={{ margin: 0 }}>
                  <Segmented options={AGE_GROUPS} size="large" aria-label={`Age group of guest ${index + 1}`} />
                </Form.Item>
                <Button
                  size="large"
                  icon={<DeleteOutlined />}
                  aria-label={`Remove guest ${index + 1}`}
                  onClick={() => remove(field.name)}
                />
              </Flex>
            ))}
            <div>
              <Button
                icon={<PlusOutlined />}
                size="large"
                disabled={fields.length >= guestLimit}
                onClick={() => add({ name: '', ageGroup: 'adult' })}
              >
                Name a guest
              </Button>
            </div>
            {guestLimit > 0 && fields.length >= guestLimit && (
              <Typography.Text type="secondary">
                Every guest is named. Raise the number of guests to name more.
              </Typography.Text>
            )}
          </Flex>
        )}
      </Form.List>
    </>
  );
}
