import { ApiProperty } from '@nestjs/swagger';

/** The caller's personal calendar feed: its secret URL and when it was issued. */
export class CalendarFeedResponse {
  @ApiProperty({ type: String, description: 'Secret: whoever has it reads the feed' })
  url: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;
}

export class CalendarFeedEnvelope {
  @ApiProperty({ type: () => CalendarFeedResponse })
  feed: CalendarFeedResponse;
}
