import { Global, Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { AppConfig } from './app-config';
import { validateEnvironment } from './environment';

@Global()
@Module({
  imports: [
    ConfigModule.forRoot({
      // Start-up stops here, naming each bad or missing variable.
      validate: validateEnvironment,
      envFilePath: ['.env'],
    }),
  ],
  providers: [{ provide: AppConfig, useFactory: () => new AppConfig(validateEnvironment(process.env)) }],
  exports: [AppConfig],
})
export class AppConfigModule {}
