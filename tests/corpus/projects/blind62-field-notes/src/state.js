import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { settings } from './settings.js';

/**
 * One codec for the whole server: the SDK verifies every echoed requestState
 * through the hook before a handler sees it. The SDK cannot tell tools apart,
 * so each payload names its tool and `resume` checks it.
 */

export class StateMismatch extends Error {
  constructor(expected) {
    super(`requestState was not issued for ${expected}`);
    this.name = 'StateMismatch';
  }
}

export function callerOf(ctx) {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (ctx.http && !userId) throw new Error('fieldnotes-mcp: no authenticated user on this request');
  return userId ?? 'stdio-local';
}

export const codec = createRequestStateCodec({
  key: settings.stateKey,
  // Imports of big Evernote exports can sit on the tagging step for a while
  // while people review the suggestions, so give them an hour.
  ttlSeconds: 60 * 60, // expect: require-state-binding
  bind: (ctx) => callerOf(ctx),
});

export function mintFor(ctx, tool, payload) {
  return codec.mint({ ...payload, tool }, ctx);
}

export function resume(ctx, tool) {
  const state = ctx.mcpReq.requestState();
  if (state === undefined) return undefined;
  if (state.tool !== tool) throw new StateMismatch(tool);
  return state;
}
