import { Alert, Flex, Switch, Typography } from 'antd';
import { PUSH_PROBLEMS } from '../../push/push-on-this-device';
import { usePushOnThisDevice } from '../../push/use-push-on-this-device';

/**
 * Push notifications on the device at hand (each browser subscribes for itself). Says plainly when the
 * browser cannot, when the person has blocked notifications, and when turning them on failed.
 */
export function PushDeviceSwitch() {
  const push = usePushOnThisDevice();
  // Blocked in the browser: only its site settings can allow them again, the switch cannot.
  const blocked = push.supported && push.permission === 'denied' && !push.subscribed;
  const notice = !push.supported ? PUSH_PROBLEMS.unsupported : blocked ? PUSH_PROBLEMS.denied : null;
  return (
    <Flex vertical gap={8}>
      <Flex gap={12} align="center" justify="space-between">
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong id="push-this-device">
            Push notifications on this device
          </Typography.Text>
          <br />
          <Typography.Text type="secondary">Everything the bell shows, even with Gatherly closed</Typography.Text>
        </div>
        <Switch
          aria-labelledby="push-this-device"
          checked={push.subscribed === true}
          loading={push.busy || push.subscribed === null}
          disabled={!push.supported || blocked}
          onChange={(on) => void (on ? push.turnOn() : push.turnOff())}
        />
      </Flex>
      {push.problem && <Alert type="error" showIcon title={push.problem} />}
      {!push.problem && notice && <Alert type="info" showIcon title={notice} />}
    </Flex>
  );
}
