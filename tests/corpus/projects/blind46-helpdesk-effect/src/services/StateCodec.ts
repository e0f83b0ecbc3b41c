import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { Context, Effect, Layer, Redacted } from 'effect';
import { HelpdeskConfig, RESUME_WINDOW_SECONDS } from '../config.js';
import { RequestContext } from './Request.js';

export type TicketRound =
  | { readonly tool: 'merge_tickets'; readonly step: 'confirm'; readonly survivorId: number; readonly duplicateId: number }
  | { readonly tool: 'escalate_to_jira'; readonly step: 'credentials'; readonly ticketId: number }
  | {
      readonly tool: 'escalate_to_jira';
      readonly step: 'component';
      readonly ticketId: number;
      readonly projectKey: string;
      readonly jira: { readonly email: string; readonly apiToken: string };
    };

const makeTicketCodec = (key: Uint8Array) =>
  createRequestStateCodec<TicketRound>({
    key,
    ttlSeconds: RESUME_WINDOW_SECONDS, // expect: require-state-binding
    bind: (ctx) => `${ctx.http?.authInfo?.clientId ?? 'stdio'}:${ctx.mcpReq.method}`, // expect: require-state-binding
  });

export type TicketCodec = ReturnType<typeof makeTicketCodec>;

export class StateCodec extends Context.Tag('helpdesk/StateCodec')<StateCodec, TicketCodec>() {}

export const StateCodecLive = Layer.effect(
  StateCodec,
  Effect.map(HelpdeskConfig, ({ stateKey }) => makeTicketCodec(Buffer.from(Redacted.value(stateKey), 'base64'))),
);

// mintRound(round): signs the next round's state with the codec, for the request being served.
export const mintRound = (round: TicketRound) =>
  Effect.flatMap(Effect.all([StateCodec, RequestContext]), ([codec, ctx]) => Effect.promise(() => codec.mint(round, ctx)));
