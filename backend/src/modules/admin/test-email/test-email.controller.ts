import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../../../common/errors/error.response';
import { CurrentOperator, type Operator, OperatorsOnly } from '../operator.guard';
import { TestEmailDto, TestEmailResponse } from './dto/test-email.dto';
import { TestEmailService } from './test-email.service';

@ApiTags('admin')
@ApiErrorResponses()
@OperatorsOnly()
@Controller('admin/test-email')
export class TestEmailController {
  constructor(private readonly testEmail: TestEmailService) {}

  @ApiOperation({ summary: "Sends a test e-mail now and tells the SMTP server's answer (audited)" })
  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: TestEmailResponse })
  send(@CurrentOperator() operator: Operator, @Body() body: TestEmailDto): Promise<TestEmailResponse> {
    return this.testEmail.send(operator, body.to);
  }
}
