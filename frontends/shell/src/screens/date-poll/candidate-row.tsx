import { DeleteOutlined } from '@ant-design/icons';
import { TAG_HUE, TintedTag } from '@gatherly/shared/ui';
import { Button, Flex, Radio, theme, Typography } from 'antd';
import { useAnswerCandidate } from './date-poll-queries';
import { ANSWER_LABEL, type DateCandidate, type DatePollAnswer, tallyText, votersByAnswer } from './date-poll-view';

const ANSWER_OPTIONS = (['yes', 'if_need_be', 'no'] as const).map((value) => ({ label: ANSWER_LABEL[value], value }));

export interface CandidateRowProps {
  eventId: string;
  candidate: DateCandidate;
  range: string;
  popular: boolean;
  onChoose?: (range: string, candidate: DateCandidate) => void;
  onRemove?: (range: string, candidate: DateCandidate) => void;
}

/** One candidate: its dates, tally and who chose what, the member's answer, and for admins Choose and Remove. */
export function CandidateRow({ eventId, candidate, range, popular, onChoose, onRemove }: CandidateRowProps) {
  const { token } = theme.useToken();
  const answer = useAnswerCandidate(eventId);
  const voters = votersByAnswer(candidate);
  return (
    <article
      aria-label={range}
      style={{
        padding: 12,
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Flex gap={12} wrap justify="space-between" align="center">
        <div style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Flex gap={8} wrap align="center">
            <Typography.Text strong>{range}</Typography.Text>
            {popular && <TintedTag hue={TAG_HUE.green}>Most Popular</TintedTag>}
          </Flex>
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
            {tallyText(candidate.tally)}
          </Typography.Text>
          {voters.length > 0 && (
            <ul aria-label={`Who answered ${range}`} style={{ listStyle: 'none', margin: '4px 0 0', padding: 0 }}>
              {voters.map((line) => (
                <li key={line.label} style={{ overflowWrap: 'anywhere' }}>
                  <Typography.Text type="secondary">{`${line.label}: `}</Typography.Text>
                  <Typography.Text>{line.names.join(', ')}</Typography.Text>
                </li>
              ))}
            </ul>
          )}
        </div>
        <Flex gap={8} wrap align="center">
          <Radio.Group
            aria-label={`Your answer for ${range}`}
            optionType="button"
            buttonStyle="solid"
            options={ANSWER_OPTIONS}
            value={candidate.myAnswer}
            onChange={(change) =>
              answer.mutate({ optionId: candidate.id, answer: change.target.value as DatePollAnswer })
            }
          />
          {onChoose && <Button onClick={() => onChoose(range, candidate)}>Choose These Dates</Button>}
          {onRemove && (
            <Button
              type="text"
              icon={<DeleteOutlined />}
              aria-label={`Remove ${range}`}
              onClick={() => onRemove(range, candidate)}
            />
          )}
        </Flex>
      </Flex>
    </article>
  );
}
