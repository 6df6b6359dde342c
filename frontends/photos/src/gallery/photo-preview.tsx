import type { Photo } from '@gatherly/shared';
import { formatMonthDayYear } from '@gatherly/shared';
import { CommentThread, UserAvatar, VoteButton } from '@gatherly/shared/ui';
import { Col, Flex, Modal, Row, Typography } from 'antd';
import { photoAlt, photoImageUrl } from './photo-image';

/**
 * The larger view of a photo, at preview size, with its comments: beside it on a wide screen, their list
 * scrolling within the photo's height; under it on a phone, the dialog scrolling.
 */
export function PhotoPreview({
  eventId,
  photo,
  onClose,
  onVote,
}: {
  eventId: string;
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
      width="min(1200px, 100vw)"
      centered
      title={photo ? photoAlt(photo) : undefined}
    >
      {photo && (
        <Row gutter={[24, 16]}>
          <Col xs={24} lg={15}>
            <Flex vertical gap={12}>
              <img
                src={photoImageUrl(photo.id, 'preview')}
                alt={photoAlt(photo)}
                style={{ display: 'block', width: '100%', maxHeight: '70vh', objectFit: 'contain' }}
              />
              <Flex justify="space-between" align="center" gap={8} wrap>
                <Flex align="center" gap={8} style={{ minWidth: 0 }}>
                  <UserAvatar name={uploader} photoURL={photo.uploadedByUser?.photoURL} />
                  <Typography.Text style={{ overflowWrap: 'anywhere' }}>
                    {uploader} · {formatMonthDayYear(photo.uploadedAt)}
                  </Typography.Text>
                </Flex>
                <VoteButton voted={photo.userVoted} count={photo.voteCount} onVote={() => onVote(photo)} />
              </Flex>
            </Flex>
          </Col>
          <Col xs={24} lg={9} style={{ minWidth: 0 }}>
            <CommentThread
              subjectKind="photo"
              subjectId={photo.id}
              subjectTitle={photoAlt(photo)}
              eventId={eventId}
              listMaxHeight="min(55vh, 560px)"
            />
          </Col>
        </Row>
      )}
    </Modal>
  );
}
