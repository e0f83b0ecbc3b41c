// Models an MCP 2.x refund tool (registerTool) with a hand-rolled v1.<body>.<tag> state format whose tag is compared as a base64url string with !== and as bytes with .equals().
// @ts-nocheck
import { McpServer, inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { createHmac, createHash } from 'node:crypto';
import * as z from 'zod/v4';
import { issueRefund, findCharge } from './payments.js';

const KEY = Buffer.from(process.env.REFUND_STATE_KEY!, 'hex');
const TTL_MS = 10 * 60_000;
const TOOL = 'refund_charge';

type RefundState = { u: string; t: typeof TOOL; a: string; exp: number };

const tagOf = (body: string): Buffer => createHmac('sha256', KEY).update(`v1.${body}`).digest();
const argsHash = (args: object): string => createHash('sha256').update(JSON.stringify(args)).digest('base64url');

function mint(state: RefundState): string {
  const body = Buffer.from(JSON.stringify(state)).toString('base64url');
  return `v1.${body}.${tagOf(body).toString('base64url')}`;
}

function open(token: string): RefundState | null {
  const [version, body, tag] = token.split('.');
  if (version !== 'v1' || body === undefined || tag === undefined) return null;
  if (tagOf(body).toString('base64url') !== tag) return null; // expect: no-timing-unsafe-compare
  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as RefundState;
}

function openBytes(token: string): RefundState | null {
  const [, body = '', tag = ''] = token.split('.');
  const ok = Buffer.from(tag, 'base64url') // expect: no-timing-unsafe-compare
    .equals(tagOf(body));
  return ok ? (JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as RefundState) : null;
}

export function register(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      description: 'Refund a charge (asks the user first)',
      inputSchema: z.object({ chargeId: z.string(), amountCents: z.number().int().positive() }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const userId = ctx.http?.authInfo?.extra?.userId as string | undefined;
      if (!userId) return { isError: true, content: [{ type: 'text', text: 'unauthenticated' }] };
      const charge = await findCharge(args.chargeId);
      if (charge === null || charge.ownerId !== userId || args.amountCents > charge.amountCents) {
        return { isError: true, content: [{ type: 'text', text: 'no such refundable charge' }] };
      }
      const raw = ctx.mcpReq.requestState<string>();
      if (raw === undefined) {
        return inputRequired({
          inputRequests: { ok: inputRequired.elicit({ message: `Refund ${args.amountCents / 100} on ${args.chargeId}?`, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } }) },
          requestState: mint({ u: userId, t: TOOL, a: argsHash(args), exp: Date.now() + TTL_MS }),
        });
      }
      const state = open(raw) ?? openBytes(raw);
      if (state === null || state.u !== userId || state.t !== TOOL || state.a !== argsHash(args) || state.exp < Date.now()) {
        return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
      }
      if (acceptedContent<{ ok: boolean }>(ctx.mcpReq.inputResponses, 'ok')?.ok !== true) {
        return { content: [{ type: 'text', text: 'Refund cancelled' }] };
      }
      const refund = await issueRefund(args.chargeId, args.amountCents);
      return { content: [{ type: 'text', text: `Refund ${refund.id} issued` }] };
    },
  );
}
