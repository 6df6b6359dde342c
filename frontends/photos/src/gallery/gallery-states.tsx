import { CameraOutlined, SearchOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Row, Skeleton } from 'antd';

/**
 * A gallery tile's share of the row at each breakpoint: 2 on a phone, 3 on a wider one; from md on the side
 * bar takes 240 px, so 2 again, then 3 and 4 as the window widens. A tile stays wide enough for its
 * uploader's name, vote and actions.
 */
export const PHOTO_TILE = { xs: 12, sm: 8, md: 12, lg: 8, xl: 6 } as const;

/** The tile's width at each of PHOTO_TILE's breakpoints, for the browser to pick a `srcset` candidate. */
export const PHOTO_TILE_SIZES = [
  '(max-width: 575px) 50vw',
  '(max-width: 767px) 34vw',
  '(max-width: 991px) calc((100vw - 240px) / 2)',
  '(max-width: 1199px) calc((100vw - 240px) / 3)',
  'calc((100vw - 240px) / 4)',
].join(', ');

/** Skeleton tiles while the gallery loads (spec section 2). */
export function GallerySkeleton() {
  return (
    <Row gutter={[12, 12]} role="status" aria-label="Loading photos">
      {Array.from({ length: 8 }, (_, index) => (
        <Col {...PHOTO_TILE} key={index}>
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
