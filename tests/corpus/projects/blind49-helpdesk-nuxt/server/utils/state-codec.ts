import { createRequestStateCodec } from '@modelcontextprotocol/server';

/** Everything a tool carries between rounds. Each payload says which tool minted it. */
export type HelpdeskRound =
  | { tool: 'escalate_ticket'; ticketId: number; subject: string; helpdeskToken: string }
  | { tool: 'merge_tickets'; sourceId: number; targetId: number; sourceSubject: string };

let codec: ReturnType<typeof createRequestStateCodec<HelpdeskRound>> | undefined;

/** One codec per server process; Nitro reuses the module between requests. */
export function useStateCodec() {
  codec ??= createRequestStateCodec<HelpdeskRound>({
    key: new TextEncoder().encode(useRuntimeConfig().mcpStateKey), // expect: no-weak-state-key
    ttlSeconds: 600,
    // Tie the state to whoever is calling so another integration can't replay it.
    bind: (ctx) => ctx.http?.authInfo?.clientId ?? 'anonymous', // expect: require-state-binding
  });
  return codec;
}
