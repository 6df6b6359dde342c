import { CanActivate, Injectable, NotFoundException } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';

/** The embedded provider's routes do not exist unless it is enabled. */
@Injectable()
export class LocalIdpEnabledGuard implements CanActivate {
  constructor(private readonly config: AppConfig) {}

  canActivate(): boolean {
    if (!this.config.localIdpEnabled) throw new NotFoundException('Not found');
    return true;
  }
}
