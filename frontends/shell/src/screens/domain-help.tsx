import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';

const STEPS = [
  'Open the Google Cloud console and select the project of this app.',
  'Go to APIs & Services, then Credentials, and open the OAuth 2.0 client.',
  'Under Authorized JavaScript origins, add the domain below.',
  'Under Authorized redirect URIs, add the same domain followed by /api/auth/google/callback.',
  'Save, wait a minute for the change to apply, then sign in again.',
];

/** Shown when sign-in fails because this domain is not authorized with the identity provider. */
export function DomainHelp() {
  const host = window.location.host;
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(host);
    setCopied(true);
    setTimeout(() => setCopied(false), 3000);
  };
  return (
    <Card style={{ maxWidth: 640, margin: '48px auto' }} title="Authorize this domain">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph>Sign-in is not yet allowed from this domain:</Typography.Paragraph>
        <Space>
          <Typography.Text code>{host}</Typography.Text>
          <Button icon={<CopyOutlined />} onClick={() => void copy()}>
            {copied ? 'Copied!' : 'Copy'}
          </Button>
        </Space>
        <ol>
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <Alert type="info" showIcon message="If nothing happened when you signed in, allow popups for this site." />
      </Space>
    </Card>
  );
}
