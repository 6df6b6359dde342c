import { CameraOutlined, SearchOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Row, Skeleton } from 'antd';

/** Skeleton tiles while the gallery loads (spec section 2). */
export function GallerySkeleton() {
  return (
    <Row gutter={[12, 12]} role="status" aria-label="Loading photos">
      {Array.from({ length: 8 }, (_, index) => (
        <Col xs={12} sm={8} lg={6} key={index}>
          <Card size="small">
            <Skeleton.Image active style={{ width: '100%', height: 140 }} />
            <Skeleton active title={false} paragraph={{ rows: 1 }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

export function NoPhotosYet({ onUpload }: { onUpload: () => void }) {
  return (
    <Empty
      image={<CameraOutlined style={{ fontSize: 48 }} />}
      description={
        <>
          <strong>No Photos Yet</strong>
          <br />
          Upload the first photos to start building your event gallery
        </>
      }
    >
      <Button type="primary" icon={<UploadOutlined />} onClick={onUpload}>
        Upload Your First Photos
      </Button>
    </Empty>
  );
}

export function NoPhotosFound() {
  return (
    <Empty
      image={<SearchOutlined style={{ fontSize: 48 }} />}
      description={
        <>
          <strong>No Photos Found</strong>
          <br />
          Try adjusting your search or filter criteria
        </>
      }
    />
  );
}
