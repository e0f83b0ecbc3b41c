import { createHash } from 'crypto';
import { hostname } from 'os';
import type { FactoryProvider } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';

export const SERVICE_INFO = { name: 'nest-tickets-mcp', version: '1.8.0' } as const;

/** DI token for the key that signs escalation state. */
export const STATE_KEY = Symbol('STATE_KEY');

export const stateKeyProvider: FactoryProvider<Buffer> = {
  provide: STATE_KEY,
  inject: [ConfigService],
  useFactory: (config: ConfigService): Buffer => {
    const configured = config.get<string>('TICKETS_STATE_KEY');
    if (configured) {
      const key = Buffer.from(configured, 'base64');
      if (key.length < 32) throw new Error('TICKETS_STATE_KEY must decode to at least 32 bytes');
      return key;
    }
    // No key configured (local dev, preview envs): derive a stable one so that every
    // worker on the host agrees and in-flight escalations survive a restart.
    return createHash('sha256').update(`${SERVICE_INFO.name}:${hostname()}`).digest(); // expect-todo: no-weak-state-key
  },
};
