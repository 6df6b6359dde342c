import { LoadingOutlined, WarningOutlined } from '@ant-design/icons';
import type { PendingPhoto } from '@gatherly/shared';
import { Alert, Flex, Typography } from 'antd';

/** The caller's own uploads not yet in the gallery: still processing, or refused and why. */
export function PendingPhotos({ pending }: { pending: PendingPhoto[] }) {
  if (pending.length === 0) return null;
  return (
    <Alert
      type={pending.some((photo) => photo.status === 'failed') ? 'warning' : 'info'}
      title="Your uploads"
      description={
        <Flex vertical gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {pending.map((photo) => (
            <PendingPhotoRow key={photo.id} photo={photo} />
          ))}
        </Flex>
      }
    />
  );
}

function PendingPhotoRow({ photo }: { photo: PendingPhoto }) {
  const name = photo.caption || photo.filename;
  return (
    <Flex component="li" justify="space-between" gap={8} wrap>
      <Flex gap={8} align="center" style={{ minWidth: 0 }}>
        {photo.status === 'processing' ? <LoadingOutlined /> : <WarningOutlined />}
        <Typography.Text ellipsis title={name} data-full-text="file name">
          {name}
        </Typography.Text>
      </Flex>
      <Typography.Text type={photo.status === 'failed' ? 'danger' : 'secondary'}>
        {photo.status === 'processing' ? 'Processing...' : `Failed: ${photo.failureReason ?? 'unknown reason'}`}
      </Typography.Text>
    </Flex>
  );
}
