import { apiRequest, type Photo, queryKeys } from '@gatherly/shared';
import { VoteButton } from '@gatherly/shared/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Col, Image, Row } from 'antd';

/** The 250 px thumbnail, or the 1440 px preview on high-density screens, so a thumbnail stays sharp. */
const dashboardThumbnailSrcSet = (photoId: string) =>
  `/api/photos/${photoId}/image?size=thumb 250w, /api/photos/${photoId}/image?size=preview 1440w`;

/** The event's latest photos on its dashboard, each opening antd's preview, with the vote toggle under it. */
export function DashboardPhotos({ eventId, photos }: { eventId: string; photos: Photo[] }) {
  const queryClient = useQueryClient();
  const vote = useMutation({
    mutationFn: (photo: Photo) => apiRequest(photo.userVoted ? 'DELETE' : 'POST', `/api/photos/${photo.id}/vote`),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.photos(eventId) }),
  });
  return (
    <Row gutter={[8, 8]}>
      {photos.map((photo) => (
        <Col span={8} key={photo.id}>
          {/* Square tiles of one size whatever each photo's shape, so the hearts under them line up. */}
          <div style={{ aspectRatio: '1', overflow: 'hidden', borderRadius: 8 }}>
            <Image
              src={`/api/photos/${photo.id}/image?size=thumb`}
              srcSet={dashboardThumbnailSrcSet(photo.id)}
              sizes="(max-width: 991px) 30vw, 15vw"
              alt={photo.caption ?? 'Photo'}
              width="100%"
              height="100%"
              style={{ objectFit: 'cover', display: 'block' }}
            />
          </div>
          <VoteButton size="small" voted={photo.userVoted} count={photo.votes} onVote={() => vote.mutate(photo)} />
        </Col>
      ))}
    </Row>
  );
}
