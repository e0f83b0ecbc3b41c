import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtModule } from '@nestjs/jwt';
import { createHash } from 'crypto';
import { DeployStateService } from './deploy-state.service';
import { ROLLBACK_SIGNER, RollbackSigner } from './rollback-signer';
import { SnapshotCipher } from './snapshot-cipher';

@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService) => ({
        secret: config.getOrThrow<string>('DEPLOY_STATE_JWT_SECRET'),
        signOptions: {
          algorithm: 'HS256',
          issuer: 'deploy-gate',
          audience: 'deploy-gate/state',
          expiresIn: '8h', // expect: require-state-binding
        },
        verifyOptions: { algorithms: ['HS256'], issuer: 'deploy-gate', audience: 'deploy-gate/state' },
      }),
    }),
  ],
  providers: [
    DeployStateService,
    {
      provide: ROLLBACK_SIGNER,
      // fresh key per boot: outstanding rollback tickets simply die on restart, which is fine
      useFactory: () => {
        const bootKey = createHash('sha256').update(`${process.pid}:${Date.now()}`).digest();
        return new RollbackSigner(bootKey); // expect: no-weak-state-key
      },
    },
    {
      provide: SnapshotCipher,
      inject: [ConfigService],
      useFactory: (config: ConfigService) => SnapshotCipher.fromBase64(config.getOrThrow<string>('SNAPSHOT_STATE_KEY')),
    },
  ],
  exports: [DeployStateService, ROLLBACK_SIGNER, SnapshotCipher],
})
export class StateModule {}
