import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type EventDetail, isAdmin, lazyRetrying } from '@gatherly/shared';
import { TAG_HUE, TintedTag } from '@gatherly/shared/ui';
import { App, Button, Card, Flex, Radio, theme, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { useAnswerCandidate, useChooseDates, useRemoveCandidate } from './date-poll-queries';
import {
  type DateCandidate,
  type DatePoll,
  type DatePollAnswer,
  formatDateRange,
  mostPopular,
  openCandidates,
  respondentsText,
  tallyText,
} from './date-poll-view';

/** Only admins propose dates: the dialog is not part of the dashboard's load. */
const ProposeDatesDialog = lazyRetrying(() => import('./propose-dates-dialog'));

const ANSWER_OPTIONS: { label: string; value: DatePollAnswer }[] = [
  { label: 'Yes', value: 'yes' },
  { label: 'If Need Be', value: 'if_need_be' },
  { label: 'No', value: 'no' },
];

/**
 * 'Pick the Dates', while the event's dates are to be decided: each candidate date range with its tally
 * and the member's own answer, in one tap. Admins propose and remove candidates and choose one, which
 * gives the event its dates and closes the poll.
 */
export function DatePollCard({ event, poll }: { event: EventDetail; poll: DatePoll | null }) {
  const { modal } = App.useApp();
  const admin = isAdmin(event.role);
  const candidates = openCandidates(poll);
  const popular = mostPopular(candidates);
  const [proposing, setProposing] = useState(false);
  const remove = useRemoveCandidate(event.id);
  const choose = useChooseDates(event.id);

  const confirmChoose = (range: string, candidate: DateCandidate) =>
    modal.confirm({
      title: 'Choose These Dates',
      content: `Set the event's dates to ${range}? The poll closes and every member is e-mailed the dates.`,
      okText: 'Choose Dates',
      // A failure has its toast; the dialog closes either way.
      onOk: () => choose.mutateAsync(candidate.id).catch(() => undefined),
    });
  const confirmRemove = (range: string, candidate: DateCandidate) =>
    modal.confirm({
      title: 'Remove Candidate',
      content: `Remove ${range} from the poll? Members' answers to it are removed too.`,
      okText: 'Remove',
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync(candidate.id).catch(() => undefined),
    });

  return (
    <Card
      title="Pick the Dates"
      extra={
        admin && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setProposing(true)}>
            Propose Dates
          </Button>
        )
      }
    >
      <Flex gap={8} wrap justify="space-between" align="center">
        <Typography.Text type="secondary">
          {candidates.length > 0
            ? 'Vote for the dates that work for you.'
            : 'Propose a few date ranges and let members vote.'}
        </Typography.Text>
        {poll && candidates.length > 0 && (
          <Typography.Text type="secondary">{respondentsText(poll.respondents)}</Typography.Text>
        )}
      </Flex>
      {candidates.length > 0 && (
        <Flex vertical gap={8} style={{ marginTop: 16 }}>
          {candidates.map((candidate) => (
            <CandidateRow
              key={candidate.id}
              eventId={event.id}
              candidate={candidate}
              range={formatDateRange(candidate, event.timeZone)}
              popular={candidate.id === popular}
              onChoose={admin ? confirmChoose : undefined}
              onRemove={admin ? confirmRemove : undefined}
            />
          ))}
        </Flex>
      )}
      <Suspense fallback={null}>
        {proposing && (
          <ProposeDatesDialog eventId={event.id} zone={event.timeZone} open onClose={() => setProposing(false)} />
        )}
      </Suspense>
    </Card>
  );
}

/** One candidate: its dates and tally, the member's answer, and for admins Choose and Remove. */
function CandidateRow({
  eventId,
  candidate,
  range,
  popular,
  onChoose,
  onRemove,
}: {
  eventId: string;
  candidate: DateCandidate;
  range: string;
  popular: boolean;
  onChoose?: (range: string, candidate: DateCandidate) => void;
  onRemove?: (range: string, candidate: DateCandidate) => void;
}) {
  const { token } = theme.useToken();
  const answer = useAnswerCandidate(eventId);
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
