import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { stateKeyBytes } from '../secrets.js';

export interface Slot {
  start: string;
  end: string;
}

export type CalendarState =
  | {
      tool: 'propose_meeting';
      calendarId: string;
      title: string;
      attendees: string[];
      slots: Slot[];
      upstream: { accessToken: string; expiresAt: number };
    }
  | { tool: 'cancel_meeting'; eventId: string; notify: boolean };

async function build() {
  return createRequestStateCodec<CalendarState>({
    key: await stateKeyBytes(),
    // people compare a few calendars before they pick a slot; 10 minutes kept timing out
    ttlSeconds: 30 * 60, // expect: require-state-binding
    // SEP-2322: tie the state to the request that produced it
    bind: (ctx) => ctx.mcpReq.method, // expect: require-state-binding
  });
}

export type StateCodec = Awaited<ReturnType<typeof build>>;

let codec: Promise<StateCodec> | undefined;

export const stateCodec = (): Promise<StateCodec> => (codec ??= build());
