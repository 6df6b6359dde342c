import type { Photo } from '@gatherly/shared';
import { formatMonthDayYear } from '@gatherly/shared';
import { UserAvatar, VoteButton } from '@gatherly/shared/ui';
import { Flex, Modal, Typography } from 'antd';
import { photoAlt, photoImageUrl } from './photo-image';

/** The larger view of a photo, at preview size. */
export function PhotoPreview({
  photo,
  onClose,
  onVote,
}: {
  photo: Photo | null;
  onClose: () => void;
  onVote: (photo: Photo) => void;
}) {
  const uploader = photo?.uploadedByUser?.displayName ?? 'Former member';
  return (
    <Modal
      open={Boolean(photo)}
      onCancel={onClose}
      footer={null}
      width="min(1000px, 100vw)"
      centered
      title={photo ? photoAlt(photo) : undefined}
    >
      {photo && (
        <Flex vertical gap={12}>
          <img
            src={photoImageUrl(photo.id, 'preview')}
            alt={photoAlt(photo)}
            style={{ display: 'block', width: '100%', maxHeight: '70vh', objectFit: 'contain' }}
          />
          <Flex justify="space-between" align="center" gap={8} wrap>
            <Flex align="center" gap={8}>
              <UserAvatar name={uploader} photoURL={photo.uploadedByUser?.photoURL} />
              <Typography.Text>
                {uploader} · {formatMonthDayYear(photo.uploadedAt)}
              </Typography.Text>
            </Flex>
            <VoteButton voted={photo.userVoted} count={photo.voteCount} onVote={() => onVote(photo)} />
          </Flex>
        </Flex>
      )}
    </Modal>
  );
}
