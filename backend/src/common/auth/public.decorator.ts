import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'gatherly:public';

/** Opens a route to signed-out callers; every other route needs a signed-in user. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
