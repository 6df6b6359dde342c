import { ApiProperty } from '@nestjs/swagger';

export class PaymentResponse {
  @ApiProperty({ type: String, format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, format: 'uuid' })
  fromUserId: string;

  @ApiProperty({ type: String, format: 'uuid' })
  toUserId: string;

  @ApiProperty({ type: Number, description: "Minor units of the event's currency" })
  amount: number;

  @ApiProperty({ type: String, format: 'date' })
  paidOn: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  recordedBy: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;
}

export class PaymentEnvelope {
  @ApiProperty({ type: () => PaymentResponse })
  payment: PaymentResponse;
}
