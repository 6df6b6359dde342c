import { UploadOutlined } from '@ant-design/icons';
import { isAdmin, type Photo, useAuth, useCommentCounts, useCurrentEvent } from '@gatherly/shared';
import { loadedOnOpen } from '@gatherly/shared/ui';
import { Button, Col, Flex, Input, Row, Segmented, Typography } from 'antd';
import { type ComponentProps, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { NoPhotosFound, NoPhotosYet, GallerySkeleton, PHOTO_TILE } from './gallery/gallery-states';
import { PendingPhotos } from './gallery/pending-photos';
import { PhotoCard, type PhotoActions } from './gallery/photo-card';
import { filterPhotos, type GalleryFilter } from './gallery/photo-filter';
import { PhotoPreview } from './gallery/photo-preview';
import { useDeletePhoto, useFeature, useFeatured, useGallery, useVote } from './gallery/photo-queries';
import type { UploadDialog as UploadDialogNow } from './upload/upload-dialog';

/** The upload form and antd's Upload load when the dialog first opens, not with the gallery. */
const UploadDialog = loadedOnOpen<ComponentProps<typeof UploadDialogNow>>(
  () => import('./upload/upload-dialog').then(({ UploadDialog }) => UploadDialog),
  ({ open }) => open,
);

/** The address's parameter naming the photo whose larger view, with its comments, is open. */
const PHOTO_PARAM = 'photo';

/** The Photo Gallery screen (spec section 2). */
export default function Section() {
  const { eventId = '' } = useParams();
  const { user } = useAuth();
  const { events } = useCurrentEvent();
  const admin = isAdmin(events?.find((event) => event.id === eventId)?.role);

  const gallery = useGallery(eventId);
  const featured = useFeatured(eventId);
  const vote = useVote(eventId);
  const feature = useFeature(eventId);
  const remove = useDeletePhoto(eventId);
  const commentCounts = useCommentCounts(eventId);

  const [filter, setFilter] = useState<GalleryFilter>('all');
  const [search, setSearch] = useState('');
  const [uploading, setUploading] = useState(false);
  // The open photo is in the address: a notification's link (?photo=<id>) opens it, a reload keeps it.
  const [params, setParams] = useSearchParams();
  const openId = params.get(PHOTO_PARAM);
  const setOpenId = (photoId: string | null) =>
    setParams(
      (current) => {
        if (photoId) current.set(PHOTO_PARAM, photoId);
        else current.delete(PHOTO_PARAM);
        return current;
      },
      { replace: true },
    );

  const source = filter === 'featured' ? featured.data : gallery.data;
  const shown = filterPhotos(source?.photos ?? [], search);
  const everyPhoto = [...(gallery.data?.photos ?? []), ...(featured.data?.photos ?? [])];
  const opened = everyPhoto.find((photo) => photo.id === openId) ?? null;

  const actions: PhotoActions = {
    onOpen: (photo) => setOpenId(photo.id),
    onVote: (photo) => vote.mutate(photo),
    onFeature: (photo) => feature.mutate(photo),
    onDelete: (photo) => remove.mutate(photo.id),
    canFeature: admin,
    canDelete: (photo: Photo) => admin || (user !== null && photo.uploadedBy === user.id),
  };

  const renderBody = () => {
    if (gallery.isLoading || (filter === 'featured' && featured.isLoading)) return <GallerySkeleton />;
    if ((gallery.data?.total ?? 0) === 0) return <NoPhotosYet onUpload={() => setUploading(true)} />;
    if (shown.length === 0) return <NoPhotosFound />;
    return (
      <Row gutter={[12, 12]}>
        {shown.map((photo) => (
          <Col {...PHOTO_TILE} key={photo.id} style={{ display: 'flex' }}>
            <PhotoCard photo={photo} actions={actions} comments={commentCounts.data?.photos?.[photo.id] ?? 0} />
          </Col>
        ))}
      </Row>
    );
  };

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Photo Gallery
        </Typography.Title>
        <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>
          Upload Photos
        </Button>
      </Flex>
      <Flex gap={12} wrap align="center">
        <Segmented
          value={filter}
          onChange={(value) => setFilter(value as GalleryFilter)}
          options={[
            { label: `All Photos (${gallery.data?.total ?? 0})`, value: 'all' },
            { label: `Featured (${featured.data?.total ?? 0})`, value: 'featured' },
          ]}
        />
        <Input.Search
          allowClear
          aria-label="Search photos"
          placeholder="Search by caption or uploader"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
        />
      </Flex>
      <PendingPhotos pending={gallery.data?.pending ?? []} />
      {renderBody()}
      <UploadDialog eventId={eventId} open={uploading} onClose={() => setUploading(false)} />
      <PhotoPreview
        eventId={eventId}
        photo={opened}
        onClose={() => setOpenId(null)}
        onVote={(photo) => vote.mutate(photo)}
      />
    </Flex>
  );
}
