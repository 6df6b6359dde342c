import { DownloadOutlined, MailOutlined, SolutionOutlined } from '@ant-design/icons';
import {
  apiGet,
  formatMonthDayTime,
  formatMonthDayYear,
  PHONE_QUERY,
  queryKeys,
  type SubscriptionSummary,
  useMediaQuery,
  useUpgradePrompt,
} from '@gatherly/shared';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, LoadFailed, LoadingCards, TAG_HUE, TintedTag } from '@gatherly/shared/ui';
import { Button, Card, Col, Flex, Modal, Row, Segmented, Select, Typography } from 'antd';
import { useState } from 'react';
import { useGuestList, useSendReminders } from './guest-list-queries';
import {
  type AnswerFilter,
  FILTER_LABELS,
  filterParties,
  type GuestList,
  type GuestParty,
  type GuestPerson,
  headCountText,
  questionSummaryText,
} from './guest-list-rules';
import { PartyCard } from './party-card';
import { RecordAnswerDialog } from './record-answer-dialog';

const FILTERS = Object.keys(FILTER_LABELS) as AnswerFilter[];
const ANY_ITEM = 'any';
const WRAPPED = { overflowWrap: 'anywhere' } as const;
/** A button whose words go onto a second line where a phone is narrower than them. */
const WRAPPING_BUTTON = { whiteSpace: 'normal', height: 'auto', minHeight: 40, maxWidth: '100%' } as const;

/** The Guest List (admins): who is coming to what, what they answered, and the once-a-day reminder. */
export function GuestListView({ eventId }: { eventId: string }) {
  const guestList = useGuestList(eventId);
  const phone = useMediaQuery(PHONE_QUERY);
  const [filter, setFilter] = useState<AnswerFilter>('all');
  const [itemId, setItemId] = useState<string>(ANY_ITEM);
  const [recording, setRecording] = useState<{ person: GuestPerson; party: GuestParty } | null>(null);
  const [reminding, setReminding] = useState(false);

  if (guestList.isPending) return <LoadingCards label="Loading the guest list" />;
  if (guestList.isError) return <LoadFailed what="the guest list" />;
  const list = guestList.data;
  const shown = filterParties(list.parties, filter, itemId === ANY_ITEM ? null : itemId);
  const filterOptions = FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }));
  const itemOptions = [
    { value: ANY_ITEM, label: 'Any item' },
    ...list.items.map((item) => ({ value: item.id, label: item.title })),
  ];

  return (
    <Flex vertical gap={16}>
      <HeadCounts list={list} />
      <Card size="small">
        <Flex vertical gap={12}>
          {phone ? (
            // Four answers side by side do not fit a phone's width: there they are a list to choose from.
            <Select<AnswerFilter>
              size="large"
              aria-label="Show parties"
              value={filter}
              onChange={setFilter}
              options={filterOptions}
            />
          ) : (
            <Segmented<AnswerFilter>
              size="large"
              aria-label="Show parties"
              value={filter}
              onChange={setFilter}
              options={filterOptions}
              style={{ alignSelf: 'flex-start' }}
            />
          )}
          <Flex gap={8} wrap align="center">
            <Select
              size="large"
              aria-label="For which item"
              value={itemId}
              onChange={setItemId}
              options={itemOptions}
              style={{ minWidth: 200, flex: '1 1 200px', maxWidth: 360 }}
            />
            <Button size="large" icon={<MailOutlined />} onClick={() => setReminding(true)} style={WRAPPING_BUTTON}>
              Remind guests
            </Button>
            <DownloadButton eventId={eventId} />
          </Flex>
          <Typography.Text type="secondary">
            {shown.length} of {list.parties.length} {list.parties.length === 1 ? 'party' : 'parties'}
          </Typography.Text>
        </Flex>
      </Card>
      {shown.length === 0 ? (
        <EmptyState icon={<SolutionOutlined />} title="No Parties Found" description="No party matches this filter." />
      ) : (
        <Row gutter={[16, 16]}>
          {shown.map((party) => (
            <Col xs={24} lg={12} xl={8} key={party.id}>
              <PartyCard
                party={party}
                items={list.items}
                questions={list.questions}
                onRecord={(person) => setRecording({ person, party })}
              />
            </Col>
          ))}
        </Row>
      )}
      <PendingInvitations list={list} />
      <QuestionSummaries list={list} />
      <DietarySummary list={list} />
      <RecordAnswerDialog
        eventId={eventId}
        target={recording}
        items={list.items}
        questions={list.questions}
        onClose={() => setRecording(null)}
      />
      {reminding && <RemindDialog eventId={eventId} list={list} onClose={() => setReminding(false)} />}
    </Flex>
  );
}

/** The guest list as a spreadsheet, a Pro export: a plain link, which the API accepts with the image cookie. */
function DownloadButton({ eventId }: { eventId: string }) {
  const openUpgrade = useUpgradePrompt();
  const subscription = useQuery({
    queryKey: queryKeys.subscription,
    queryFn: () => apiGet<SubscriptionSummary>('/api/user/subscription'),
  });
  if (!subscription.data?.features.exportDataEnabled) {
    return (
      <Button size="large" icon={<DownloadOutlined />} onClick={() => openUpgrade('export')}>
        Download CSV
      </Button>
    );
  }
  return (
    <Button
      size="large"
      icon={<DownloadOutlined />}
      href={`/api/exports/events/${encodeURIComponent(eventId)}/guest-list.csv`}
      download
    >
      Download CSV
    </Button>
  );
}

/** Each item's head count: going, maybe, not going and not answered, adults and children apart. */
function HeadCounts({ list }: { list: GuestList }) {
  if (list.items.length === 0) {
    return (
      <Card size="small">
        <Typography.Text type="secondary">The schedule has no items to answer yet.</Typography.Text>
      </Card>
    );
  }
  return (
    <Row gutter={[12, 12]}>
      {list.items.map((item) => (
        <Col xs={24} sm={12} xl={8} key={item.id}>
          <Card size="small" role="group" aria-label={`Head count: ${item.title}`} style={{ height: '100%' }}>
            <Typography.Text strong style={WRAPPED}>
              {item.title}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
              {formatMonthDayTime(item.startTime)}
              {item.audience === 'parties' ? ' · Private' : ''}
            </Typography.Text>
            <Flex gap={6} wrap>
              <TintedTag hue={TAG_HUE.green}>Going: {headCountText(item.headCounts.going)}</TintedTag>
              <TintedTag hue={TAG_HUE.orange}>Maybe: {headCountText(item.headCounts.maybe)}</TintedTag>
              <TintedTag hue={TAG_HUE.magenta}>Not going: {headCountText(item.headCounts.notGoing)}</TintedTag>
              <TintedTag>No answer: {headCountText(item.headCounts.noAnswer)}</TintedTag>
            </Flex>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function PendingInvitations({ list }: { list: GuestList }) {
  if (list.invitations.length === 0) return null;
  return (
    <Card size="small" title={`Invited, not yet joined (${list.invitations.length})`}>
      <Flex component="ul" vertical gap={12} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {list.invitations.map((invitation) => (
          <li key={invitation.id}>
            <Typography.Text strong style={WRAPPED}>
              {invitation.name ?? invitation.email}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ display: 'block', ...WRAPPED }}>
              {invitation.name ? `${invitation.email} · ` : ''}
              {invitation.guestLimit > 0
                ? `may bring ${invitation.guestLimit} ${invitation.guestLimit === 1 ? 'guest' : 'guests'}`
                : 'comes alone'}
              {invitation.guests.length > 0
                ? ` (${invitation.guests.map((guest) => `${guest.name ?? 'unnamed'}, ${guest.ageGroup}`).join('; ')})`
                : ''}
              {` · invited ${formatMonthDayYear(invitation.invitedAt)}`}
            </Typography.Text>
          </li>
        ))}
      </Flex>
    </Card>
  );
}

function QuestionSummaries({ list }: { list: GuestList }) {
  if (list.questions.length === 0) return null;
  const itemTitle = new Map(list.items.map((item) => [item.id, item.title]));
  return (
    <Card size="small" title="Answers to Questions">
      <Flex component="ul" vertical gap={12} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {list.questions.map((question) => (
          <li key={question.id}>
            <Typography.Text strong style={WRAPPED}>
              {question.prompt}
            </Typography.Text>
            {question.scheduleItemId && (
              <Typography.Text type="secondary"> · {itemTitle.get(question.scheduleItemId)}</Typography.Text>
            )}
            <Typography.Text style={{ display: 'block' }}>{questionSummaryText(question)}</Typography.Text>
            {question.texts.length > 0 && (
              <Typography.Paragraph type="secondary" style={{ margin: 0, ...WRAPPED }}>
                {question.texts.join(' · ')}
              </Typography.Paragraph>
            )}
          </li>
        ))}
      </Flex>
    </Card>
  );
}

function DietarySummary({ list }: { list: GuestList }) {
  const { counts, people } = list.dietary;
  return (
    <Card size="small" title="Diets and Allergies">
      {counts.length === 0 ? (
        <Typography.Text type="secondary">Nobody has noted a diet or an allergy.</Typography.Text>
      ) : (
        <Flex vertical gap={12}>
          <Flex gap={6} wrap>
            {counts.map(({ label, count }) => (
              <TintedTag key={label} hue={label.startsWith('Allergy:') ? TAG_HUE.magenta : TAG_HUE.blue}>
                {label}: {count}
              </TintedTag>
            ))}
          </Flex>
          <Typography.Text type="secondary">
            Everyone is counted; names show only where their profile lets you see them.
          </Typography.Text>
          {people.length > 0 && (
            <Flex component="ul" vertical gap={8} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {people.map((person) => (
                <li key={person.name} style={WRAPPED}>
                  <Typography.Text strong>{person.name}</Typography.Text>
                  {person.dietaryNotes ? ` · ${person.dietaryNotes}` : ''}
                  {person.allergies.length > 0 ? ` · Allergies: ${person.allergies.join(', ')}` : ''}
                </li>
              ))}
            </Flex>
          )}
        </Flex>
      )}
    </Card>
  );
}

/** The reminder to answer, about one item or any item to come: the answer says how many parties were e-mailed. */
function RemindDialog({ eventId, list, onClose }: { eventId: string; list: GuestList; onClose: () => void }) {
  const remind = useSendReminders(eventId);
  const [itemId, setItemId] = useState<string>(ANY_ITEM);
  const upcoming = list.items.filter((item) => new Date(item.startTime).getTime() > Date.now());
  return (
    <Modal
      open
      title="Remind those who haven't answered"
      okText="Send Reminders"
      confirmLoading={remind.isPending}
      onOk={() => remind.mutate(itemId === ANY_ITEM ? null : itemId, { onSettled: onClose })}
      onCancel={onClose}
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>
          One e-mail goes to each member of the parties in which someone has not answered. Reminders go out at most once
          a day; members who turned reminders off get none.
        </Typography.Paragraph>
        <Select
          size="large"
          aria-label="Remind about"
          value={itemId}
          onChange={setItemId}
          options={[
            { value: ANY_ITEM, label: 'Any item to come' },
            ...upcoming.map((item) => ({ value: item.id, label: item.title })),
          ]}
        />
      </Flex>
    </Modal>
  );
}
