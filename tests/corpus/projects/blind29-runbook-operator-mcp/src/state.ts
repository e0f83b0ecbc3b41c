import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { Effect } from 'effect';
import { limits } from './config.js';
import { stateKey } from './keys.js';

export type RunbookState =
  | {
      readonly tool: 'run_playbook';
      readonly step: 'vault' | 'confirm';
      readonly playbook: string;
      readonly hosts: readonly string[];
      readonly plan?: string;
      readonly vaultPassphrase?: string;
    }
  | {
      readonly tool: 'drain_node';
      readonly node: string;
      readonly pods: number;
    };

export const makeStateCodec = Effect.map(stateKey, (key) =>
  createRequestStateCodec<RunbookState>({
    key, // expect: no-weak-state-key
    ttlSeconds: limits.confirmWindowSeconds, // expect: require-state-binding
    // state belongs to the client app that started the flow
    bind: (ctx) => ctx.http?.authInfo?.clientId ?? 'stdio', // expect: require-state-binding
  }),
);

export const stateCodec = Effect.runSync(makeStateCodec);

export type StateCodec = typeof stateCodec;
