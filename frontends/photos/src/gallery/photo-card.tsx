import { DeleteOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import type { Photo } from '@gatherly/shared';
import { CommentCountBadge, UserAvatar, VoteButton } from '@gatherly/shared/ui';
import { Button, Card, Flex, Popconfirm, Tag, Typography } from 'antd';
import { PHOTO_TILE_SIZES } from './gallery-states';
import { photoAlt, photoImageUrl, photoThumbnailSrcSet } from './photo-image';

export interface PhotoActions {
  onOpen: (photo: Photo) => void;
  onVote: (photo: Photo) => void;
  onFeature: (photo: Photo) => void;
  onDelete: (photo: Photo) => void;
  /** Admins feature and unfeature photos. */
  canFeature: boolean;
  /** Admins and the uploader delete a photo. */
  canDelete: (photo: Photo) => boolean;
}

const coverButton = {
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'zoom-in',
  position: 'relative',
} as const;

export function FeaturedBadge() {
  return (
    <Tag color="gold" icon={<StarFilled />} style={{ position: 'absolute', top: 8, left: 8, margin: 0 }}>
      Featured
    </Tag>
  );
}

/** A gallery card: thumbnail, heart vote with count, comment count, Featured badge, uploader and caption. */
export function PhotoCard({ photo, actions, comments }: { photo: Photo; actions: PhotoActions; comments: number }) {
  const uploader = photo.uploadedByUser?.displayName ?? 'Former member';
  const manage = [
    actions.canFeature && (
      <Button
        key="feature"
        type="text"
        icon={photo.isFeatured ? <StarFilled /> : <StarOutlined />}
        onClick={() => actions.onFeature(photo)}
      >
        {photo.isFeatured ? 'Unfeature' : 'Feature'}
      </Button>
    ),
    actions.canDelete(photo) && (
      <Popconfirm
        key="delete"
        title="Delete this photo?"
        description="It is removed from the gallery for everyone."
        okText="Delete"
        okButtonProps={{ danger: true }}
        onConfirm={() => actions.onDelete(photo)}
      >
        <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Delete ${photoAlt(photo)}`} />
      </Popconfirm>
    ),
  ].filter(Boolean);

  return (
    // Stretched to its grid cell (a flex row), the body taking the slack, so cards in a row are even.
    <Card
      size="small"
      style={{ width: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { padding: 12, flex: 1 } }}
      cover={
        <button
          type="button"
          style={coverButton}
          onClick={() => actions.onOpen(photo)}
          aria-label={`Open ${photoAlt(photo)}`}
        >
          <img
            src={photoImageUrl(photo.id, 'thumb')}
            srcSet={photoThumbnailSrcSet(photo.id)}
            sizes={PHOTO_TILE_SIZES}
            alt={photoAlt(photo)}
            loading="lazy"
            style={{ display: 'block', width: '100%', aspectRatio: '1', objectFit: 'cover' }}
          />
          {photo.isFeatured && <FeaturedBadge />}
        </button>
      }
      actions={manage.length > 0 ? manage : undefined}
    >
      {/* A name too long to share its line with the heart takes the line, the heart going under it; the
          name wraps between words, never cut (on a phone a title tooltip is no way to read the rest). */}
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Flex align="center" gap={8} style={{ minWidth: 0, flex: '1 1 auto' }}>
          <UserAvatar name={uploader} photoURL={photo.uploadedByUser?.photoURL} size={28} />
          <Typography.Text style={{ overflowWrap: 'break-word', minWidth: 0, lineHeight: 1.3 }}>
            {uploader}
          </Typography.Text>
        </Flex>
        <Flex align="center" gap={8}>
          {comments > 0 && <CommentCountBadge count={comments} />}
          <VoteButton voted={photo.userVoted} count={photo.voteCount} onVote={() => actions.onVote(photo)} />
        </Flex>
      </Flex>
      {photo.caption && (
        <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: '8px 0 0' }}>
          {photo.caption}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
