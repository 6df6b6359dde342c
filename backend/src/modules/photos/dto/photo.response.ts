import type { PhotoStatus } from '../photo.entity';

export interface PhotoResponse {
  id: string;
  eventId: string;
  caption: string | null;
  filename: string;
  isFeatured: boolean;
  votes: number;
  voteCount: number;
  userVoted: boolean;
  uploadedBy: string | null;
  uploadedByUser: { displayName: string; photoURL: string | null } | null;
  uploadedAt: Date;
  width: number | null;
  height: number | null;
}

/** The caller's own uploads that are not in the gallery (yet): still processing, or refused and why. */
export interface PendingPhotoResponse {
  id: string;
  filename: string;
  caption: string | null;
  status: Exclude<PhotoStatus, 'ready'>;
  failureReason: string | null;
  uploadedAt: Date;
}

export interface PhotoPage {
  photos: PhotoResponse[];
  total: number;
  page: number;
  pageSize: number;
  pending: PendingPhotoResponse[];
}

export interface PhotoRow extends Omit<PhotoResponse, 'voteCount' | 'uploadedByUser'> {
  displayName: string | null;
  photoURL: string | null;
}

export function mapPhoto({ displayName, photoURL, ...photo }: PhotoRow): PhotoResponse {
  return {
    ...photo,
    voteCount: photo.votes,
    uploadedByUser: displayName === null ? null : { displayName, photoURL },
  };
}
