import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js';

/**
 * SDK 1.x does not know about multi round-trip requests yet, and McpServer only
 * hands the tool callback its `arguments`. The Express layer peels
 * `requestState` / `inputResponses` off the JSON-RPC params and parks them here.
 */
export interface RoundTrip {
  requestState?: string;
  inputResponses?: Record<string, { action: 'accept' | 'decline' | 'cancel'; content?: Record<string, unknown> }>;
}

const storage = new AsyncLocalStorage<RoundTrip>();

export const withRoundTrip = <R>(rt: RoundTrip, fn: () => R): R => storage.run(rt, fn);
export const currentRoundTrip = (): RoundTrip => storage.getStore() ?? {};

export function accepted<T extends Record<string, unknown>>(rt: RoundTrip, key: string): T | undefined {
  const response = rt.inputResponses?.[key];
  return response?.action === 'accept' ? (response.content as T) : undefined;
}

export interface CallerIdentity {
  userId: string;
  bearer: string;
  scopes: string[];
}

type Extra = RequestHandlerExtra<ServerRequest, ServerNotification>;

export function identityFrom(extra: Extra): CallerIdentity {
  const auth = extra.authInfo;
  const userId = auth?.extra?.userId;
  if (!auth || typeof userId !== 'string') throw new Error('unauthenticated call');
  return { userId, bearer: auth.token, scopes: auth.scopes };
}
