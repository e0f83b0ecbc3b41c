import { createHash } from 'node:crypto';
import type { FactoryProvider } from '@nestjs/common';
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import * as pkg from '../package.json';

export const REQUEST_STATE_CODEC = Symbol('REQUEST_STATE_CODEC');

export type RobotRound =
  | { kind: 'move'; robotId: string; from: string; to: string; palletId: string; operatorToken?: string }
  | { kind: 'decommission'; robotId: string; operator: string }
  | { kind: 'snapshot'; robotId: string; since: number };

export type RobotStateCodec = ReturnType<typeof createRequestStateCodec<RobotRound>>;

export const requestStateCodecProvider: FactoryProvider<RobotStateCodec> = {
  provide: REQUEST_STATE_CODEC,
  useFactory: () => {
    // all replicas of one release must agree on the key
    const key = createHash('sha256').update(`${pkg.name}@${pkg.version}`).digest();
    return createRequestStateCodec<RobotRound>({ // expect: require-state-binding
      key, // expect: no-weak-state-key
      ttlSeconds: 60 * 60, // expect: require-state-binding
    });
  },
};
