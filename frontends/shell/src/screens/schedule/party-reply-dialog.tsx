import { PlusOutlined } from '@ant-design/icons';
import {
  errorMessage,
  questionsFor,
  type RsvpQuestion,
  type RsvpStatus,
  type ScheduleItem,
  useAuth,
  useQuestions,
} from '@gatherly/shared';
import { Alert, Button, Checkbox, Flex, Input, Modal, Radio, Skeleton, Typography } from 'antd';
import { useEffect, useId, useMemo, useState } from 'react';
import { missingAnswers, personLabel, replyBody, replyPeople, type ReplyPerson } from './party-reply-rules';
import { useMyParty, usePartyGuests, usePartyRsvps, useSendPartyReply } from './party-queries';
import { RSVP_LABEL } from './rsvp-answer';

const STATUSES = (['going', 'maybe', 'not_going'] as const).map((status) => ({
  label: RSVP_LABEL[status],
  value: status,
}));
const GUEST_NAME_MAX = 100;
const TEXT_ANSWER_MAX = 300;

/**
 * "Reply for your party": one row per person (members, then guests), each going, maybe or not going, and
 * under everyone going the questions of the event and of this item, the required ones marked. Nothing is
 * sent while a required answer is missing; the server's refusal, if any, shows above the buttons.
 */
export default function PartyReplyDialog({
  eventId,
  item,
  tapped,
  open,
  onClose,
}: {
  eventId: string;
  item: ScheduleItem;
  /** The answer the caller tapped to open the reply, set on their own row. */
  tapped?: RsvpStatus;
  open: boolean;
  onClose: () => void;
}) {
  const { user } = useAuth();
  const party = useMyParty(eventId);
  const questions = useQuestions(eventId);
  const stored = usePartyRsvps(eventId, item.id);
  const send = useSendPartyReply(eventId, item.id);
  const guests = usePartyGuests(eventId, party.data?.id);
  const asked = useMemo(() => questionsFor(questions.data ?? [], item.id), [questions.data, item.id]);
  const [people, setPeople] = useState<ReplyPerson[] | null>(null);
  const [checked, setChecked] = useState(false);

  // The rows start from what the party answered before; a guest added or renamed joins them as they are.
  useEffect(() => {
    if (!party.data || stored.isPending || !user) return;
    setPeople((current) => {
      const fresh = replyPeople(party.data, stored.data, { userId: user.id, status: tapped });
      if (!current) return fresh;
      const kept = new Map(current.map((person) => [person.id, person]));
      return fresh.map((person) => {
        const was = kept.get(person.id);
        return was ? { ...was, name: person.name, guestNumber: person.guestNumber } : person;
      });
    });
  }, [party.data, stored.data, stored.isPending, user, tapped]);

  const missing = useMemo(() => missingAnswers(people ?? [], asked), [people, asked]);
  const incomplete = Object.keys(missing).length > 0;
  const nobody = !people?.some((person) => person.status !== null);

  const change = (id: string, changes: Partial<ReplyPerson>) =>
    setPeople((current) => current?.map((person) => (person.id === id ? { ...person, ...changes } : person)) ?? null);
  const answer = (person: ReplyPerson, questionId: string, value: string[]) =>
    change(person.id, { answers: { ...person.answers, [questionId]: value } });

  const submit = () => {
    setChecked(true);
    if (!people || incomplete || nobody) return;
    send.mutate(replyBody(people, asked), { onSuccess: onClose });
  };

  const loading = !people || !questions.data;
  const canAddGuest = party.data ? party.data.guests.length < party.data.guestLimit : false;
  return (
    <Modal
      title="Reply for your party"
      open={open}
      onCancel={onClose}
      onOk={submit}
      okText="Send reply"
      okButtonProps={{ disabled: loading }}
      confirmLoading={send.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 0, overflowWrap: 'anywhere' }}>
        {item.title}
      </Typography.Paragraph>
      {party.isError || stored.isError ? (
        <Alert type="error" showIcon message="Your party could not be loaded. Please try again." />
      ) : loading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <Flex vertical gap={12}>
          {people.map((person) => (
            <PersonRow
              key={person.id}
              person={person}
              me={person.kind === 'member' && person.id === user?.id}
              questions={person.status === 'going' ? asked : []}
              missing={checked ? missing[person.id] : undefined}
              onStatus={(status) => change(person.id, { status })}
              onAnswer={(questionId, value) => answer(person, questionId, value)}
              onName={(name) => guests.rename.mutate({ guestId: person.id, name })}
            />
          ))}
          {canAddGuest && (
            <div>
              <Button icon={<PlusOutlined />} loading={guests.add.isPending} onClick={() => guests.add.mutate()}>
                Add a guest
              </Button>
              <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
                Your party may bring {party.data!.guestLimit} {party.data!.guestLimit === 1 ? 'guest' : 'guests'}.
              </Typography.Text>
            </div>
          )}
          {guests.add.error || guests.rename.error ? (
            <Alert
              type="error"
              showIcon
              message={errorMessage(guests.add.error ?? guests.rename.error, 'The guest could not be saved.')}
            />
          ) : null}
          {checked && nobody && <Alert type="warning" showIcon message="Choose an answer for at least one person." />}
          {checked && incomplete && (
            <Alert type="warning" showIcon message="Please answer the required questions marked below each name." />
          )}
          {send.error && (
            <Alert type="error" showIcon message={errorMessage(send.error, 'Your reply could not be sent.')} />
          )}
        </Flex>
      )}
    </Modal>
  );
}

function PersonRow({
  person,
  me,
  questions,
  missing,
  onStatus,
  onAnswer,
  onName,
}: {
  person: ReplyPerson;
  me: boolean;
  questions: RsvpQuestion[];
  missing: Set<string> | undefined;
  onStatus: (status: RsvpStatus) => void;
  onAnswer: (questionId: string, value: string[]) => void;
  onName: (name: string | null) => void;
}) {
  const id = useId();
  const label = personLabel(person);
  const [name, setName] = useState(person.name ?? '');
  useEffect(() => setName(person.name ?? ''), [person.name]);
  const saveName = () => {
    const trimmed = name.trim();
    if (trimmed !== (person.name ?? '')) onName(trimmed || null);
  };
  return (
    <section
      aria-label={label}
      style={{
        border: '1px solid var(--ant-color-border-secondary)',
        borderRadius: 'var(--ant-border-radius-lg)',
        padding: 12,
      }}
    >
      {person.kind === 'guest' ? (
        <Input
          aria-label={`Name of ${label}`}
          placeholder={label}
          value={name}
          maxLength={GUEST_NAME_MAX}
          onChange={(event) => setName(event.target.value)}
          onBlur={saveName}
          style={{ marginBottom: 8 }}
        />
      ) : (
        <Typography.Text strong style={{ display: 'block', marginBottom: 8, overflowWrap: 'anywhere' }}>
          {label}
          {me && <Typography.Text type="secondary"> (you)</Typography.Text>}
        </Typography.Text>
      )}
      <Radio.Group
        aria-label={`Answer for ${label}`}
        optionType="button"
        buttonStyle="solid"
        options={STATUSES}
        value={person.status}
        onChange={(event) => onStatus(event.target.value as RsvpStatus)}
      />
      {questions.length > 0 && (
        <Flex vertical gap={12} style={{ marginTop: 12 }}>
          {questions.map((question) => {
            const fieldId = `${id}-${question.id}`;
            const unanswered = missing?.has(question.id) ?? false;
            return (
              <div key={question.id} role="group" aria-labelledby={`${fieldId}-label`}>
                <Typography.Text id={`${fieldId}-label`} style={{ display: 'block', marginBottom: 4 }}>
                  {question.prompt}
                  {question.required ? (
                    <Typography.Text type="danger"> (required)</Typography.Text>
                  ) : (
                    <Typography.Text type="secondary"> (optional)</Typography.Text>
                  )}
                </Typography.Text>
                <AnswerField
                  question={question}
                  label={`${question.prompt} for ${label}`}
                  value={person.answers[question.id] ?? []}
                  invalid={unanswered}
                  onChange={(value) => onAnswer(question.id, value)}
                />
                {unanswered && (
                  <Typography.Text type="danger" style={{ display: 'block', marginTop: 4 }}>
                    Please answer: {question.prompt}
                  </Typography.Text>
                )}
              </div>
            );
          })}
        </Flex>
      )}
    </section>
  );
}

function AnswerField({
  question,
  label,
  value,
  invalid,
  onChange,
}: {
  question: RsvpQuestion;
  label: string;
  value: string[];
  invalid: boolean;
  onChange: (value: string[]) => void;
}) {
  if (question.kind === 'short_text') {
    return (
      <Input
        aria-label={label}
        status={invalid ? 'error' : undefined}
        maxLength={TEXT_ANSWER_MAX}
        value={value[0] ?? ''}
        onChange={(event) => onChange([event.target.value])}
      />
    );
  }
  if (question.kind === 'multiple_choice') {
    return (
      <Checkbox.Group
        aria-label={label}
        options={question.options}
        value={value}
        onChange={(chosen) => onChange(question.options.filter((option) => chosen.includes(option)))}
        style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
      />
    );
  }
  return (
    <Radio.Group
      aria-label={label}
      options={question.options}
      value={value[0]}
      onChange={(event) => onChange([event.target.value as string])}
      style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
    />
  );
}
