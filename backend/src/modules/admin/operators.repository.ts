import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { firstRow } from '../../database/sql';

/** An account as the operator check reads it: its current e-mail, never the one a token was issued with. */
export interface AccountStanding {
  id: string;
  email: string;
  disabled: boolean;
}

@Injectable()
export class OperatorsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  standingOf(userId: string): Promise<AccountStanding | undefined> {
    return firstRow(this.dataSource, {
      text: 'SELECT id, email, "disabledAt" IS NOT NULL AS disabled FROM users WHERE id = $1',
      values: [userId],
    });
  }
}
