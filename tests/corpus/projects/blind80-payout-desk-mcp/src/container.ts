// Builds the tsyringe container: config, database pool, services, interceptors and tools.
// @ts-nocheck
import 'reflect-metadata';
import { container, instanceCachingFactory, type DependencyContainer } from 'tsyringe';
import pg from 'pg';
import pino from 'pino';
import { TOKENS } from './tokens.js';
import { loadConfig, type AppConfig } from './config.js';
import { StateSealer } from './security/StateSealer.js';
import { IdentityVerifier } from './security/IdentityVerifier.js';
import { PayoutsRepository } from './services/PayoutsRepository.js';
import { PaymentsGateway } from './services/PaymentsGateway.js';
import { auditInterceptor, identityInterceptor } from './interceptors/index.js';
import { ListPendingPayoutsTool } from './tools/ListPendingPayoutsTool.js';
import { ApprovePayoutTool } from './tools/ApprovePayoutTool.js';
import { IssueRefundTool } from './tools/IssueRefundTool.js';

export function buildContainer(): DependencyContainer {
  const c = container.createChildContainer();
  const config = loadConfig();

  c.register(TOKENS.Config, { useValue: config });
  c.register(TOKENS.Logger, { useValue: pino({ level: config.logLevel, name: 'payout-desk' }) });
  c.register(TOKENS.Db, {
    useFactory: instanceCachingFactory((dc) => {
      const cfg = dc.resolve<AppConfig>(TOKENS.Config);
      return new pg.Pool({ connectionString: cfg.databaseUrl, max: 10, idleTimeoutMillis: 30_000 });
    }),
  });

  c.registerSingleton(TOKENS.StateSealer, StateSealer);
  c.registerSingleton(TOKENS.Verifier, IdentityVerifier);
  c.registerSingleton(TOKENS.Payouts, PayoutsRepository);
  c.registerSingleton(TOKENS.Gateway, PaymentsGateway);

  c.register(TOKENS.Interceptors, {
    useFactory: instanceCachingFactory((dc) => [
      identityInterceptor,
      auditInterceptor(dc.resolve(TOKENS.Db), dc.resolve(TOKENS.Logger)),
    ]),
  });

  c.register(TOKENS.Tool, { useClass: ListPendingPayoutsTool });
  c.register(TOKENS.Tool, { useClass: ApprovePayoutTool });
  c.register(TOKENS.Tool, { useClass: IssueRefundTool });
  return c;
}
