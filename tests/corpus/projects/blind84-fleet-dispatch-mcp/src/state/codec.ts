// Builds the request-state codec shared by every multi-round dispatch tool.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { config } from '../config.js';

export const PROGRESS_TTL_SECONDS = 600;

let shared;

export function progressCodec() {
  if (!shared) {
    shared = createRequestStateCodec({
      key: new TextEncoder().encode(config.stateSecret), // expect: no-weak-state-key
      ttlSeconds: PROGRESS_TTL_SECONDS,
    });
  }
  return shared;
}
