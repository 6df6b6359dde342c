import { ApiDefaultResponse, ApiProperty } from '@nestjs/swagger';
import type { ErrorBody } from './http-error.filter';

/** The one shape every error leaves the API in (HttpErrorFilter). */
export class ErrorResponse implements ErrorBody {
  @ApiProperty({ type: Number, example: 404 })
  statusCode: number;

  @ApiProperty({ type: String, example: 'Event not found' })
  message: string;

  @ApiProperty({ type: String, example: 'Not Found', description: "The status code's reason phrase" })
  error: string;
}

/** Documents the error shape as every route's other answers (a controller-wide decorator). */
export const ApiErrorResponses = () =>
  ApiDefaultResponse({ type: ErrorResponse, description: 'Any error, as { statusCode, message, error }' });
