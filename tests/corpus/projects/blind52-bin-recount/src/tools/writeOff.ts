import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import type { CallToolResult } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { callerId } from '../auth.js';
import { env } from '../env.js';
import { overrideAccepted } from '../override.js';
import { stateCodec, upgrade } from '../state/codec.js';
import type { AnyState } from '../state/codec.js';
import { wms } from '../wms.js';

const TOOL = 'write_off_stock';

const text = (t: string): CallToolResult => ({ content: [{ type: 'text', text: t }] });
const refuse = (t: string): CallToolResult => ({ isError: true, content: [{ type: 'text', text: t }] });

function confirmSchema(needsOverride: boolean) {
  return {
    type: 'object' as const,
    properties: {
      confirm: { type: 'boolean' as const, title: 'Write this stock off' },
      ...(needsOverride ? { overrideCode: { type: 'string' as const, title: 'Supervisor override code' } } : {}),
    },
    required: needsOverride ? ['confirm', 'overrideCode'] : ['confirm'],
  };
}

export function registerWriteOff(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      title: 'Write off stock',
      description: 'Removes damaged, expired or lost stock from a bin. Large quantities need a supervisor override.',
      inputSchema: z.object({
        bin: z.string().regex(/^[A-Z]\d{2}-\d{2}-\d{2}$/),
        sku: z.string().min(3),
        quantity: z.number().int().positive(),
        reasonCode: z.enum(['DAMAGED', 'EXPIRED', 'LOST', 'SAMPLE']),
      }),
      annotations: { destructiveHint: true },
    },
    async ({ bin, sku, quantity, reasonCode }, ctx) => {
      const userId = callerId(ctx);
      const needsOverride = quantity >= env.WRITE_OFF_OVERRIDE_THRESHOLD;
      const verified = ctx.mcpReq.requestState<AnyState>();

      if (verified === undefined) {
        const onHand = await wms.onHand(bin, sku);
        if (onHand < quantity) return refuse(`Only ${onHand} of ${sku} in ${bin}.`);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Write off ${quantity} × ${sku} from ${bin} (${reasonCode})?`,
              requestedSchema: confirmSchema(needsOverride),
            }),
          },
          requestState: await stateCodec.mint({ v: 3, tool: TOOL, step: 'confirm', bin, sku, quantity, reasonCode }, ctx),
        });
      }

      const state = upgrade(verified);
      if (
        state.tool !== TOOL ||
        state.bin !== bin ||
        state.sku !== sku ||
        state.quantity !== quantity ||
        state.reasonCode !== reasonCode
      ) {
        return refuse('This confirmation was for a different write-off. Ask again.');
      }

      const answer = acceptedContent<{ confirm: boolean; overrideCode?: string }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return text('Nothing written off.');
      if (needsOverride && !overrideAccepted(answer.overrideCode)) {
        return refuse('The supervisor override code was not accepted.');
      }

      const doc = await wms.writeOff({ bin, sku, quantity, reasonCode, requestedBy: userId });
      return text(`Wrote off ${quantity} × ${sku} from ${bin} (document ${doc.documentNo}).`);
    },
  );
}
