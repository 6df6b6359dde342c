import { SetMetadata } from '@nestjs/common';

export const UNLISTED = 'gatherly:unlisted';

/**
 * A route that answers a caller without a valid sign-in 404, as if it did not exist, rather than 401: the
 * operator console's routes, which tell nobody but operators that they are there.
 */
export const Unlisted = () => SetMetadata(UNLISTED, true);
