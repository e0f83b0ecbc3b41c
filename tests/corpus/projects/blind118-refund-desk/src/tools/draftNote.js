// Registers draft_customer_note, which drafts a customer note across rounds of user input.
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import codecFor from '../draftCodec.js';
import { payments } from '../payments.js';

const TOOL = 'draft_customer_note';
const codec = codecFor(TOOL);

export function registerDraftNote(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Draft an apology or update note for a customer about their order.',
      inputSchema: { orderId: z.string(), topic: z.string().max(200) },
      annotations: { readOnlyHint: true },
    },
    async ({ orderId, topic }, ctx) => {
      const raw = ctx.mcpReq.requestState();

      if (!raw) {
        const order = await payments.order(orderId);
        return inputRequired({
          inputRequests: {
            tone: inputRequired.elicit({
              message: 'What tone should the note take?',
              requestedSchema: {
                type: 'object',
                properties: { tone: { type: 'string', enum: ['formal', 'friendly', 'brief'] } },
                required: ['tone'],
              },
            }),
          },
          requestState: await codec.mint({ orderId, topic, customerFirstName: order.customer.firstName }, ctx),
        });
      }

      let draft;
      try {
        draft = await codec.verify(raw, ctx);
      } catch {
        return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
      }
      if (draft.orderId !== orderId || draft.topic !== topic) {
        return { isError: true, content: [{ type: 'text', text: 'State is for a different note.' }] };
      }

      const tone = acceptedContent(ctx.mcpReq.inputResponses, 'tone')?.tone ?? 'friendly';
      const greeting = tone === 'formal' ? `Dear ${draft.customerFirstName},` : `Hi ${draft.customerFirstName},`;
      const body =
        tone === 'brief'
          ? `Quick update on ${orderId}: ${topic}.`
          : `I wanted to follow up personally on your order ${orderId} regarding ${topic}. We're on it and will keep you posted.`;
      return { content: [{ type: 'text', text: `${greeting}\n\n${body}\n\nThe Support Team` }] };
    },
  );
}
