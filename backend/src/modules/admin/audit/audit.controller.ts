import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../../../common/errors/error.response';
import { OperatorsOnly } from '../operator.guard';
import { AuditService } from './audit.service';
import { AUDIT_PAGE_DEFAULT, AuditPageResponse, AuditQueryDto } from './dto/audit.dto';

@ApiTags('admin')
@ApiErrorResponses()
@OperatorsOnly()
@Controller('admin/audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @ApiOperation({ summary: 'What operators did, newest first' })
  @Get()
  @ApiOkResponse({ type: AuditPageResponse })
  list(@Query() query: AuditQueryDto): Promise<AuditPageResponse> {
    return this.audit.page(query.cursor, query.limit ?? AUDIT_PAGE_DEFAULT);
  }
}
