// Models the weather journal's shared requestState codec (SDK 2.x HMAC codec, configured once).
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';

export type JournalState =
  | { tool: 'log_weather_entry'; journalId: string; location: string }
  | { journalId: string };

const key = process.env.JOURNAL_STATE_SECRET;
if (!key || key.length < 32) {
  throw new Error('JOURNAL_STATE_SECRET must be at least 32 characters');
}

export const journalCodec = createRequestStateCodec<JournalState>({ // expect: require-state-binding
  key,
  ttlSeconds: 60 * 60, // expect: require-state-binding
});
