import { useAuth } from '@gatherly/shared';
import { useConfirm } from '@gatherly/shared/ui';
import { Button, Card, Flex, Select, Typography } from 'antd';
import { useChangePlan, useDeleteUser, useSetSignIn } from '../common/admin-queries';
import { deletionSummary, PLAN_LABEL, PLAN_OPTIONS } from '../common/admin-wording';
import type { AdminUser, Plan } from '../common/admin-types';

/** What an operator can do to an account: its plan, its sign-in, and deleting it. Each asks first. */
export function UserActions({ user, onDeleted }: { user: AdminUser; onDeleted: () => void }) {
  const { user: me } = useAuth();
  const confirm = useConfirm();
  const changePlan = useChangePlan(user);
  const setSignIn = useSetSignIn(user);
  const remove = useDeleteUser(user, onDeleted);
  const own = me?.id === user.id;

  const askPlan = (tier: Plan) =>
    confirm({
      title: 'Change plan',
      content: `Move ${user.email} from ${PLAN_LABEL[user.tier]} to ${PLAN_LABEL[tier]}? Their limits change at once.`,
      okText: `Change to ${PLAN_LABEL[tier]}`,
      cancelText: 'Cancel',
      onOk: () => changePlan.mutateAsync(tier).catch(() => undefined),
    });
  const askDisable = () =>
    confirm({
      title: 'Disable sign-in',
      content: `${user.email} is signed out everywhere at once and cannot sign in until sign-in is enabled again. Nothing is deleted.`,
      okText: 'Disable sign-in',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () => setSignIn.mutateAsync(false).catch(() => undefined),
    });
  const askDelete = () =>
    confirm({
      title: `Delete ${user.displayName}?`,
      content: deletionSummary(user),
      okText: 'Delete user',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () => remove.mutateAsync().catch(() => undefined),
    });

  return (
    <Card title="Account">
      <Flex vertical gap={16}>
        <Flex vertical gap={4}>
          <Typography.Text strong id="plan-label">
            Plan
          </Typography.Text>
          <Select<Plan>
            aria-labelledby="plan-label"
            value={user.tier}
            options={PLAN_OPTIONS}
            loading={changePlan.isPending}
            onChange={(tier) => tier !== user.tier && askPlan(tier)}
            style={{ maxWidth: 240 }}
          />
        </Flex>
        {own ? (
          <Typography.Text type="secondary">
            This is your own account: another operator can disable or delete it.
          </Typography.Text>
        ) : (
          <Flex wrap gap={8}>
            {user.disabled ? (
              <Button loading={setSignIn.isPending} onClick={() => setSignIn.mutate(true)}>
                Enable sign-in
              </Button>
            ) : (
              <Button loading={setSignIn.isPending} onClick={askDisable}>
                Disable sign-in
              </Button>
            )}
            <Button danger loading={remove.isPending} onClick={askDelete}>
              Delete user
            </Button>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
