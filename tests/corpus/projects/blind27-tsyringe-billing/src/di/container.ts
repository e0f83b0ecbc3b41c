import 'reflect-metadata';
import { container, instancePerContainerCachingFactory } from 'tsyringe';
import { deriveStateKey, STATE_ISSUER } from '../config/state-key.js';
import { HttpLedger } from '../services/ledger.js';
import { TOKENS } from './tokens.js';

container.register<Uint8Array>(TOKENS.StateKey, {
  useFactory: instancePerContainerCachingFactory(() => deriveStateKey()),
});
container.register<string>(TOKENS.StateTtl, { useValue: '2h' });
container.register<string>(TOKENS.StateIssuer, { useValue: STATE_ISSUER });
container.register(TOKENS.Ledger, { useClass: HttpLedger });

export { container };
