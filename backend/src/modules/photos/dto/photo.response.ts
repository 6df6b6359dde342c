import { ApiProperty } from '@nestjs/swagger';
import type { PhotoStatus } from '../photo.entity';

type PendingStatus = Exclude<PhotoStatus, 'ready'>;
const PENDING_STATUSES: PendingStatus[] = ['processing', 'failed'];

/** Who uploaded a photo, as the gallery shows them. */
export class PhotoUploaderResponse {
  @ApiProperty({ type: String })
  displayName: string;

  @ApiProperty({ type: String, nullable: true })
  photoURL: string | null;
}

export class PhotoResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, format: 'uuid' })
  eventId: string;

  @ApiProperty({ type: String, nullable: true })
  caption: string | null;

  @ApiProperty({ type: String })
  filename: string;

  @ApiProperty({ type: Boolean })
  isFeatured: boolean;

  @ApiProperty({ type: Number })
  votes: number;

  @ApiProperty({ type: Number, description: 'The same as votes' })
  voteCount: number;

  @ApiProperty({ type: Boolean, description: 'Whether the caller voted for it' })
  userVoted: boolean;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Null once the uploader is deleted' })
  uploadedBy: string | null;

  @ApiProperty({ type: () => PhotoUploaderResponse, nullable: true })
  uploadedByUser: PhotoUploaderResponse | null;

  @ApiProperty({ type: String, format: 'date-time' })
  uploadedAt: Date;

  @ApiProperty({ type: Number, nullable: true })
  width: number | null;

  @ApiProperty({ type: Number, nullable: true })
  height: number | null;
}

/** The caller's own uploads that are not in the gallery (yet): still processing, or refused and why. */
export class PendingPhotoResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  id: string;

  @ApiProperty({ type: String })
  filename: string;

  @ApiProperty({ type: String, nullable: true })
  caption: string | null;

  @ApiProperty({ enum: PENDING_STATUSES, enumName: 'PendingPhotoStatus' })
  status: PendingStatus;

  @ApiProperty({ type: String, nullable: true })
  failureReason: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  uploadedAt: Date;
}

export class PhotoPage {
  @ApiProperty({ type: () => PhotoResponse, isArray: true })
  photos: PhotoResponse[];

  @ApiProperty({ type: Number })
  total: number;

  @ApiProperty({ type: Number })
  page: number;

  @ApiProperty({ type: Number })
  pageSize: number;

  @ApiProperty({ type: () => PendingPhotoResponse, isArray: true })
  pending: PendingPhotoResponse[];
}

/** The featured photos: one page of them and their total. */
export class FeaturedPhotoPage {
  @ApiProperty({ type: () => PhotoResponse, isArray: true })
  photos: PhotoResponse[];

  @ApiProperty({ type: Number })
  total: number;
}

export class PhotoEnvelope {
  @ApiProperty({ type: () => PhotoResponse })
  photo: PhotoResponse;
}

/** A new photo waits for the image worker. */
export class PendingPhotoEnvelope {
  @ApiProperty({ type: () => PendingPhotoResponse })
  photo: PendingPhotoResponse;
}

export class VoteResponse {
  @ApiProperty({ type: Boolean, description: 'Whether the caller now votes for the photo' })
  voted: boolean;

  @ApiProperty({ type: Number })
  votes: number;
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
