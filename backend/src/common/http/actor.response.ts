import { ApiProperty } from '@nestjs/swagger';

/** Who did something, as lists show them: a name and a picture beside what they did. */
export class ActorResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  userId: string;

  @ApiProperty({ type: String })
  displayName: string;

  @ApiProperty({ type: String, nullable: true })
  photoURL: string | null;
}
