import { ApiProperty } from '@nestjs/swagger';

/** Where to PUT one image: a signed URL (15 minutes, single use) and the path to name it by afterwards. */
export class UploadTargetResponse {
  @ApiProperty({ type: String, description: 'PUT the file here' })
  uploadURL: string;

  @ApiProperty({ type: String, example: 'uploads/0b8c9d5e-2f1a-4c3b-9d8e-7f6a5b4c3d2e' })
  objectPath: string;
}

export class UploadReceivedResponse {
  @ApiProperty({ type: Boolean, enum: [true] })
  ok: true;
}
