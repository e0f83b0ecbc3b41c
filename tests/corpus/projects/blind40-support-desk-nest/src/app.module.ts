import { Module, type Provider } from '@nestjs/common';
import { ConfigModule, ConfigService } from '@nestjs/config';
import { DiscoveryModule } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { STATE_TTL_SECONDS, StateSealer, secretBytes, stateKeyRing } from './state/state-sealer.js';
import { JwtStateSealer } from './state/jwt-state.sealer.js';
import { KeyringStateSealer } from './state/keyring-state.sealer.js';
import { McpExplorer } from './mcp/mcp.explorer.js';
import { TicketTools } from './tools/ticket.tools.js';
import { HttpTicketRepository, TicketRepository } from './tickets/ticket.repository.js';
import { HelpdeskWebhookController } from './webhooks/helpdesk-webhook.controller.js';

/**
 * Single-desk deployments sign state as HS256 JWTs; the shared EU cluster runs several desks
 * behind one key ring and sets STATE_SEALER=keyring. Either way the rest of the app only sees
 * the StateSealer contract.
 */
const sealerKind = process.env.STATE_SEALER ?? 'jwt';

const stateImports =
  sealerKind === 'jwt'
    ? [
        JwtModule.registerAsync({
          inject: [ConfigService],
          useFactory: (config: ConfigService) => ({
            secret: secretBytes(config),
            signOptions: { algorithm: 'HS256', expiresIn: STATE_TTL_SECONDS },
            verifyOptions: { algorithms: ['HS256'] },
          }),
        }),
      ]
    : [];

const stateSealer: Provider =
  sealerKind === 'jwt'
    ? { provide: StateSealer, useClass: JwtStateSealer }
    : {
        provide: StateSealer,
        inject: [ConfigService],
        useFactory: (config: ConfigService) => new KeyringStateSealer(stateKeyRing(config)),
      };

if (sealerKind !== 'jwt' && sealerKind !== 'keyring') {
  throw new Error(`STATE_SEALER must be "jwt" or "keyring", not "${sealerKind}"`);
}

@Module({
  imports: [ConfigModule.forRoot({ isGlobal: true }), DiscoveryModule, ...stateImports],
  controllers: [HelpdeskWebhookController],
  providers: [
    stateSealer,
    { provide: TicketRepository, useClass: HttpTicketRepository },
    TicketTools,
    McpExplorer,
  ],
})
export class AppModule {}
