import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { stateSecret } from '../secrets.js';

export interface ScaleState {
  service: string;
  environment: 'staging' | 'production';
  from: number;
  to: number;
}

/** SDK codec for the newer tools (scale, pause). */
export const scaleCodec = createRequestStateCodec<ScaleState>({ key: new TextEncoder().encode(stateSecret), ttlSeconds: 30 * 60 }); // expect: no-weak-state-key, require-state-binding
