import { EditOutlined } from '@ant-design/icons';
import { formatMonthDayYear, type RsvpStatus } from '@gatherly/shared';
import { TAG_HUE, TintedTag } from '@gatherly/shared/ui';
import { Button, Card, Flex, Typography } from 'antd';
import {
  type GuestItem,
  type GuestParty,
  type GuestPerson,
  type GuestQuestion,
  partyName,
  personName,
  STATUS_LABELS,
} from './guest-list-rules';

const STATUS_HUE: Record<RsvpStatus, string> = {
  going: TAG_HUE.green,
  maybe: TAG_HUE.orange,
  not_going: TAG_HUE.magenta,
};

const WRAPPED = { overflowWrap: 'anywhere' } as const;

interface PartyCardProps {
  party: GuestParty;
  items: readonly GuestItem[];
  questions: readonly GuestQuestion[];
  onRecord: (person: GuestPerson) => void;
}

/** A party on the guest list: each person, their answer to each item they are asked about, and their answers. */
export function PartyCard({ party, items, questions, onRecord }: PartyCardProps) {
  const title = partyName(party);
  const itemTitle = new Map(items.map((item) => [item.id, item.title]));
  const prompt = new Map(questions.map((question) => [question.id, question.prompt]));
  return (
    <Card
      size="small"
      role="article"
      aria-label={`Party: ${title}`}
      title={<span style={{ whiteSpace: 'normal', ...WRAPPED }}>{title}</span>}
      extra={
        party.lastRemindedAt ? (
          <Typography.Text type="secondary">Reminded {formatMonthDayYear(party.lastRemindedAt)}</Typography.Text>
        ) : null
      }
      styles={{ header: { flexWrap: 'wrap', rowGap: 4, paddingBlock: 8 } }}
    >
      <Flex component="ul" vertical gap={16} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {party.people.map((person) => {
          const name = personName(person, party);
          return (
            <li key={`${person.kind}:${person.id}`}>
              <Flex justify="space-between" align="start" gap={8}>
                <Flex vertical gap={6} style={{ minWidth: 0 }}>
                  <Flex gap={8} align="center" wrap>
                    <Typography.Text strong style={WRAPPED}>
                      {name}
                    </Typography.Text>
                    {person.kind === 'guest' && (
                      <TintedTag hue={TAG_HUE.purple}>
                        {person.ageGroup === 'child' ? 'Guest · Child' : 'Guest · Adult'}
                      </TintedTag>
                    )}
                  </Flex>
                  <Flex gap={6} wrap>
                    {person.answers.length === 0 && (
                      <Typography.Text type="secondary">Asked about no items</Typography.Text>
                    )}
                    {person.answers.map((answer) => (
                      <TintedTag key={answer.scheduleItemId} hue={answer.status ? STATUS_HUE[answer.status] : null}>
                        {itemTitle.get(answer.scheduleItemId)}:{' '}
                        {answer.status ? STATUS_LABELS[answer.status] : 'No answer'}
                      </TintedTag>
                    ))}
                  </Flex>
                  {person.answers
                    .filter((answer) => answer.recordedBy)
                    .map((answer) => (
                      <Typography.Text key={answer.scheduleItemId} type="secondary" style={{ fontSize: 13 }}>
                        {itemTitle.get(answer.scheduleItemId)}: recorded by {answer.recordedBy!.displayName}
                      </Typography.Text>
                    ))}
                  {person.questionAnswers
                    .filter((answer) => answer.value.length > 0 && prompt.has(answer.questionId))
                    .map((answer) => (
                      <Typography.Text key={answer.questionId} style={{ fontSize: 13, ...WRAPPED }}>
                        <Typography.Text type="secondary">{prompt.get(answer.questionId)}</Typography.Text>{' '}
                        {answer.value.join(', ')}
                      </Typography.Text>
                    ))}
                </Flex>
                {person.answers.length > 0 && (
                  <Button
                    size="large"
                    icon={<EditOutlined />}
                    aria-label={`Record ${name}'s answer`}
                    onClick={() => onRecord(person)}
                  />
                )}
              </Flex>
            </li>
          );
        })}
      </Flex>
    </Card>
  );
}
