import { PlusOutlined } from '@ant-design/icons';
import { type EventDetail, isAdmin, lazyRetrying } from '@gatherly/shared';
import { loadedOnRender, useConfirm } from '@gatherly/shared/ui';
import { Button, Card, Flex, Skeleton, Typography } from 'antd';
import { Suspense, useState } from 'react';
import type { CandidateRowProps } from './candidate-row';
import { useChooseDates, useRemoveCandidate } from './date-poll-queries';
import {
  type DateCandidate,
  type DatePoll,
  formatDateRange,
  mostPopular,
  openCandidates,
  respondentsText,
} from './date-poll-view';

/** Only admins propose dates: the dialog is not part of the dashboard's load. */
const ProposeDatesDialog = lazyRetrying(() => import('./propose-dates-dialog'));

/**
 * The candidates' answer buttons (antd's Radio, which brings part of antd's form library) load with the
 * first candidate: a poll without any shows none.
 */
const CandidateRow = loadedOnRender<CandidateRowProps>(
  () => import('./candidate-row').then(({ CandidateRow }) => CandidateRow),
  () => <Skeleton.Button active block style={{ height: 58 }} />,
);

/**
 * 'Pick the Dates', while the event's dates are to be decided: each candidate date range with its tally
 * and the member's own answer, in one tap. Admins propose and remove candidates and choose one, which
 * gives the event its dates and closes the poll.
 */
export function DatePollCard({ event, poll }: { event: EventDetail; poll: DatePoll | null }) {
  const confirm = useConfirm();
  const admin = isAdmin(event.role);
  const candidates = openCandidates(poll);
  const popular = mostPopular(candidates);
  const [proposing, setProposing] = useState(false);
  const remove = useRemoveCandidate(event.id);
  const choose = useChooseDates(event.id);

  const confirmChoose = (range: string, candidate: DateCandidate) =>
    confirm({
      title: 'Choose These Dates',
      content: `Set the event's dates to ${range}? The poll closes and every member is e-mailed the dates.`,
      okText: 'Choose Dates',
      // A failure has its toast; the dialog closes either way.
      onOk: () => choose.mutateAsync(candidate.id).catch(() => undefined),
    });
  const confirmRemove = (range: string, candidate: DateCandidate) =>
    confirm({
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
          <Typography.Text type="secondary">{respondentsText(poll.respondents, poll.memberCount)}</Typography.Text>
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
