import { LockOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';

/** An event the user is not a member of (spec section 2). */
export function AccessDenied() {
  const navigate = useNavigate();
  return (
    <Result
      icon={<LockOutlined />}
      title="Access Denied"
      subTitle="You have not been invited to this event"
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          Back to Dashboard
        </Button>
      }
    />
  );
}

/** Spec section 2: what a route about "the current event" shows when there is none. */
export function NoEvents() {
  const navigate = useNavigate();
  return (
    <Result
      title="No Events Yet"
      subTitle="Create your first event to start planning and coordinating with others."
      extra={
        <Button type="primary" onClick={() => navigate('/create-event')}>
          Create Your First Event
        </Button>
      }
    />
  );
}
