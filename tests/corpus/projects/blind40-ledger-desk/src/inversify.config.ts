import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { Container } from 'inversify';
import pg from 'pg';
import { TYPES, type ToolHandler } from './types.js';
import type { StateSealer } from './state/state-sealer.js';
import { HmacStateSealer } from './state/hmac-state-sealer.js';
import { LedgerRepository, PgLedgerRepository } from './ledger/ledger.repository.js';
import { registeredTools } from './tools/decorators.js';
import './tools/transfer-funds.tool.js';
import './tools/export-statement.tool.js';

function stateKey(): Buffer {
  const configured = process.env.LEDGER_STATE_KEY;
  if (configured) return Buffer.from(configured, 'base64');
  console.warn('[ledger-desk] LEDGER_STATE_KEY is not set; sealing request state with an ephemeral key');
  return randomBytes(16);
}

export const container = new Container({ defaultScope: 'Singleton' });

container.bind<Buffer>(TYPES.StateKey).toConstantValue(stateKey()); // expect: no-weak-state-key
container.bind<StateSealer>(TYPES.StateSealer).to(HmacStateSealer);
container
  .bind<pg.Pool>(TYPES.PgPool)
  .toConstantValue(new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 }));
container.bind<LedgerRepository>(TYPES.LedgerRepository).to(PgLedgerRepository);

for (const tool of registeredTools()) {
  container.bind<ToolHandler>(TYPES.Tool).to(tool.type).whenTargetNamed(tool.meta.name);
}
