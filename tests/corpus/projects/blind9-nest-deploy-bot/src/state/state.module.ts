import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtModule } from '@nestjs/jwt';
import { LegacyStateCodec } from './legacy-state.codec';
import { StateTokenService } from './state-token.service';

@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService) => ({
        secret: config.getOrThrow<string>('STATE_JWT_SECRET'),
        signOptions: {
          algorithm: 'HS256',
          issuer: 'deploy-bot',
          audience: 'deploy-bot:request-state',
          expiresIn: '45m', // expect: require-state-binding
        },
        verifyOptions: {
          algorithms: ['HS256'],
          issuer: 'deploy-bot',
          audience: 'deploy-bot:request-state',
        },
      }),
    }),
  ],
  providers: [LegacyStateCodec, StateTokenService],
  exports: [StateTokenService],
})
export class StateModule {}
