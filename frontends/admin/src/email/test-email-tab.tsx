import { useAuth } from '@gatherly/shared';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useSendTestEmail } from '../common/admin-queries';

/**
 * Sends one e-mail at once through the configured SMTP server and shows what the server said, delivered
 * or not: the quickest way to know whether invitations can go out.
 */
export function TestEmailTab() {
  const { user } = useAuth();
  const send = useSendTestEmail();
  const answer = send.data;
  return (
    <Card title="Send a test e-mail">
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>
          Sends a short e-mail through this Gatherly's SMTP server right now and shows the server's answer.
        </Typography.Paragraph>
        <Form
          layout="vertical"
          initialValues={{ to: user?.email ?? '' }}
          onFinish={({ to }: { to: string }) => send.mutate({ to: to.trim() })}
          requiredMark={false}
        >
          <Form.Item
            name="to"
            label="Send to"
            rules={[
              { required: true, message: 'Please enter an email address' },
              { type: 'email', message: 'Please enter a valid email address' },
            ]}
          >
            <Input type="email" autoComplete="email" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send test e-mail'}
          </Button>
        </Form>
        {answer && (
          <Alert
            role="status"
            type={answer.delivered ? 'success' : 'error'}
            showIcon
            title={answer.delivered ? 'Delivered to the SMTP server' : 'Not delivered'}
            description={<span style={{ overflowWrap: 'anywhere' }}>{answer.answer}</span>}
          />
        )}
      </Flex>
    </Card>
  );
}
