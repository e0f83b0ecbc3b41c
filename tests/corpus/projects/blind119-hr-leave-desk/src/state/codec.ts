// Defines the HR requestState shapes and the shared codec that signs and verifies them.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { stateKey } from './key.js';

export type LeaveState =
  | { kind: 'leave'; step: 'dates' | 'approver'; leaveType: string; workdayToken: string; start?: string; end?: string }
  | { kind: 'bank'; iban: string; holder: string; codeSentAt: number };

/** One codec for every tool; the verify hook in server.ts runs it before any handler sees state. */
export const hrStateCodec = createRequestStateCodec<LeaveState>({ key: stateKey, ttlSeconds: 600 }); // expect: require-state-binding, no-weak-state-key
