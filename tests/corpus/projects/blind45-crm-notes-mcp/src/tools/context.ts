import type { HubSpot } from '../hubspot/client.js';
import type { StateCodec } from '../state/codec.js';

/** What every tool module is handed by main.ts. */
export interface ToolDeps {
  codec: StateCodec;
  hubspotFor(userId: string): Promise<HubSpot>;
}

interface HasAuth {
  http?: { authInfo?: { extra?: Record<string, unknown> } };
}

/** The signed-in user's id, as the bearer verifier put it in authInfo.extra. Throws when there is none. */
export function requireUserId(ctx: HasAuth): string {
  const id = ctx.http?.authInfo?.extra?.userId;
  if (typeof id !== 'string' || id.length === 0) {
    throw new Error('crm-notes-mcp needs an authenticated user for this call');
  }
  return id;
}

export const text = (message: string) => ({ content: [{ type: 'text' as const, text: message }] });

export const refuse = (message: string) => ({ ...text(`${message} Start again.`), isError: true });
