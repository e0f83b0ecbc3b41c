// Defines the flight-hold request state and its codec binding.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { config } from './config.js';
import type { Offer } from './amadeus.js';

export type HoldState = Readonly<{
  tool: 'book_flight';
  request: string;
  offers: readonly Offer[];
  amadeusToken: string;
}>;

type Ctx = { http?: { authInfo?: { clientId: string; extra?: Record<string, unknown> } } };

export const holdCodec = createRequestStateCodec<HoldState>({
  key: config.stateKey,
  ttlSeconds: 15 * 60, // expect: require-state-binding
  bind: (ctx: Ctx) => ctx.http?.authInfo?.clientId ?? 'anonymous', // expect: require-state-binding
});
