// What a calendar connector remembers between rounds: who asked and, for the upstream call, the credentials it had in hand.
// @ts-nocheck
import type { AuthInfo } from '@modelcontextprotocol/server';

export interface PendingSync {
  calendarId: string;
  userId: string;
  upstreamToken?: string;
  tokenCount?: number;
}

export function pendingSync(calendarId: string, auth: AuthInfo): PendingSync {
  return { calendarId, userId: String(auth.extra?.userId), upstreamToken: auth.token };
}

export function pendingShare(calendarId: string, auth: AuthInfo, invitees: string[]) {
  return { calendarId, userId: String(auth.extra?.userId), invitees, authorization: `Bearer ${auth.token}` };
}

export function pendingSummary(calendarId: string, auth: AuthInfo, prompt: string) {
  // tokenCount is a size in LLM tokens, not a credential
  return { calendarId, userId: String(auth.extra?.userId), tokenCount: prompt.length / 4 };
}
