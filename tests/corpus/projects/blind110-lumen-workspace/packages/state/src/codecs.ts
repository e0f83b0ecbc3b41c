// Signed request-state codecs for the docs publishing flow and the meeting scheduling flow.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { stateKey } from './keyring.js';
import { whoami, type AuthCtx } from './whoami.js';

export interface DocsState {
  pageId: string;
  spaceKey: string;
  draftRevision: number;
}

export interface ScheduleState {
  title: string;
  attendees: string[];
  slots: string[];
}

/** Shared by every docs tool via the server-level verify hook. */
export const docsStateCodec = createRequestStateCodec<DocsState>({ key: stateKey(), ttlSeconds: 600 }); // expect: require-state-binding, no-weak-state-key

/** Meeting polls stay open for a day: attendees answer at their own pace. */
export const scheduleStateCodec = createRequestStateCodec<ScheduleState>({
  key: stateKey(),
  ttlSeconds: 24 * 60 * 60, // expect: require-state-binding
  bind: (ctx) => `${whoami(ctx as AuthCtx)}:schedule_meeting`,
});
