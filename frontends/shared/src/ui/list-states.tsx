import { Alert, Card, Col, Empty, Row, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';

/** Skeleton cards while a list loads. */
export function LoadingCards({ label }: { label: string }) {
  return (
    <Row gutter={[16, 16]} role="status" aria-label={label}>
      {[0, 1].map((key) => (
        <Col xs={24} md={12} key={key}>
          <Card>
            <Skeleton active avatar paragraph={{ rows: 2 }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** antd draws empty texts in its disabled grey, below AA contrast; these are readable. */
export function EmptyState({ title, description, icon }: { title: string; description: string; icon: ReactNode }) {
  return (
    <Empty
      image={<span style={{ fontSize: 48 }}>{icon}</span>}
      description={
        <>
          <Typography.Title level={4}>{title}</Typography.Title>
          <Typography.Text type="secondary">{description}</Typography.Text>
        </>
      }
    />
  );
}

export function LoadFailed({ what }: { what: string }) {
  return <Alert type="error" showIcon title={`Couldn't load the ${what}. Please try again later.`} />;
}
