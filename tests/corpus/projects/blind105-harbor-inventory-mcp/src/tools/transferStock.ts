// transfer_stock tool: moves stock between two sites after the user confirms the exact quantity in a second round.
// @ts-nocheck
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { ok, fail, sequence, ensure, toToolResult } from '../lib/result.js';
import { pendingCall, matchesCall } from '../state/guards.js';
import { WMS_API_VERSION } from '../wms.js';

export const TOOL = 'transfer_stock';

const text = (body: string) => ({ content: [{ type: 'text', text: body }] });

const sitesOf = (ctx): string[] => ctx.http?.authInfo?.extra?.siteIds ?? [];

const confirmQuestion = (args, available: number) =>
  inputRequired.elicit({
    message: `Move ${args.quantity} × ${args.sku} from ${args.fromSite} to ${args.toSite}? ${available} are available at ${args.fromSite}.`,
    requestedSchema: {
      type: 'object',
      properties: { confirm: { type: 'boolean', title: 'Create the transfer' } },
      required: ['confirm'],
    },
  });

const askToConfirm = ({ wms, codec }) => (args, ctx) =>
  sequence(
    ensure(() => sitesOf(ctx).includes(args.fromSite) && sitesOf(ctx).includes(args.toSite), 'you need access to both sites'),
    ensure(() => args.fromSite !== args.toSite, 'source and destination are the same site'),
    () => wms.stock(args.fromSite, args.sku),
    ensure((s) => s.onHand - s.reserved >= args.quantity, `not enough available ${args.sku} at ${args.fromSite}`),
    async (s) => {
      const available = s.onHand - s.reserved;
      const state = await codec.mint(
        pendingCall(TOOL, args, { apiVersion: WMS_API_VERSION, idempotencyKey: randomUUID(), available }),
        ctx,
      );
      return ok(inputRequired({ inputRequests: { confirm: confirmQuestion(args, available) }, requestState: state }));
    },
  )(args).then(toToolResult((result) => result));

const carryOut = ({ wms }) => (args, ctx) =>
  sequence(
    () => matchesCall(TOOL, args)(ctx.mcpReq.requestState()),
    ensure(() => acceptedContent(ctx.mcpReq.inputResponses, 'confirm')?.confirm === true, 'transfer not confirmed; nothing moved'),
    ensure(() => sitesOf(ctx).includes(args.fromSite) && sitesOf(ctx).includes(args.toSite), 'you no longer have access to both sites'),
    (state) =>
      wms.transfer(
        { from: args.fromSite, to: args.toSite, sku: args.sku, quantity: args.quantity, requestedBy: ctx.http.authInfo.extra.userId },
        state.idempotencyKey,
      ),
  )(args).then(toToolResult((t) => text(`Transfer ${t.transferId} created: ${t.quantity} × ${t.sku}, status ${t.status}.`)));

export const transferStock = (deps) => ({
  name: TOOL,
  config: {
    description: 'Move a quantity of one SKU from one site to another. Asks for confirmation before anything moves.',
    inputSchema: {
      fromSite: z.string(),
      toSite: z.string(),
      sku: z.string().min(3),
      quantity: z.number().int().positive().max(10_000),
    },
    annotations: { destructiveHint: true },
  },
  handler: (args, ctx) => (ctx.mcpReq.requestState() ? carryOut(deps)(args, ctx) : askToConfirm(deps)(args, ctx)),
});
