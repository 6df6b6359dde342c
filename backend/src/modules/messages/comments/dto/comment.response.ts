import { ApiProperty } from '@nestjs/swagger';
import { ActorResponse } from '../../../../common/http/actor.response';

/** A comment as the comments read answers it. */
export interface CommentRow {
  id: string;
  parentId: string | null;
  body: string;
  mentions: Array<{ userId: string; displayName: string }>;
  createdAt: Date;
  editedAt: Date | null;
  deletedAt: Date | null;
  authorId: string;
  authorName: string;
  authorPhotoURL: string | null;
  authorIsMember: boolean;
}

export class CommentMention {
  @ApiProperty({ type: String, format: 'uuid' })
  userId: string;

  @ApiProperty({ type: String })
  displayName: string;
}

export class CommentAuthor extends ActorResponse {
  @ApiProperty({ type: Boolean, description: 'False once they left or were removed from the event' })
  member: boolean;
}

export class CommentResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The comment this one answers' })
  parentId: string | null;

  @ApiProperty({ type: String, description: 'Plain text: never rendered as HTML; empty once deleted' })
  body: string;

  @ApiProperty({ type: () => CommentMention, isArray: true })
  mentions: CommentMention[];

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  editedAt: Date | null;

  @ApiProperty({ type: Boolean, description: 'Deleted, kept because it has replies' })
  deleted: boolean;

  @ApiProperty({ type: () => CommentAuthor })
  author: CommentAuthor;
}

export class CommentEnvelope {
  @ApiProperty({ type: () => CommentResponse })
  comment: CommentResponse;
}

export class CommentListEnvelope {
  @ApiProperty({
    type: () => CommentResponse,
    isArray: true,
    description: 'Oldest first, replies among them (thread them by parentId)',
  })
  comments: CommentResponse[];
}

export class CommentCountsResponse {
  @ApiProperty({ type: 'object', additionalProperties: { type: 'integer' }, description: 'By photo id' })
  photos: Record<string, number>;

  @ApiProperty({ type: 'object', additionalProperties: { type: 'integer' }, description: 'By schedule item id' })
  scheduleItems: Record<string, number>;

  @ApiProperty({ type: 'object', additionalProperties: { type: 'integer' }, description: 'By carpool id' })
  carpools: Record<string, number>;

  @ApiProperty({ type: 'object', additionalProperties: { type: 'integer' }, description: 'By stay id' })
  stays: Record<string, number>;
}

export function mapComment(row: CommentRow): CommentResponse {
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    parentId: row.parentId,
    body: deleted ? '' : row.body,
    mentions: deleted ? [] : row.mentions,
    createdAt: row.createdAt,
    editedAt: row.editedAt,
    deleted,
    author: {
      userId: row.authorId,
      displayName: row.authorName,
      photoURL: row.authorPhotoURL,
      member: row.authorIsMember,
    },
  };
}
