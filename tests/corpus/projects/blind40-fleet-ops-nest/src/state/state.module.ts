import { Module } from '@nestjs/common';
import { ConfigModule, ConfigService } from '@nestjs/config';
import { JwtModule } from '@nestjs/jwt';
import { StateTokenService } from './state-token.service.js';

/**
 * Request state for multi-round tool calls is a short JWT signed with a server key.
 * Approvals on drains can sit in someone's client for a while, hence the generous lifetime.
 */
@Module({
  imports: [
    JwtModule.registerAsync({
      imports: [ConfigModule],
      inject: [ConfigService],
      useFactory: (config: ConfigService) => ({
        secret: config.get<string>('FLEET_STATE_SECRET') ?? 'fleet-ops-dev-state-secret', // expect: no-weak-state-key
        signOptions: { algorithm: 'HS256', issuer: 'fleet-ops-mcp', expiresIn: '1h' }, // expect: require-state-binding
        verifyOptions: { algorithms: ['HS256'], issuer: 'fleet-ops-mcp' },
      }),
    }),
  ],
  providers: [StateTokenService],
  exports: [StateTokenService],
})
export class StateModule {}
