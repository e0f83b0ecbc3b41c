// Tool that hands samples to another technician, asking who receives them and where they go.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { caller } from '../auth/accessTokens.js';
import { codecFor } from '../state/codecs.js';
import { labMember, samplesInLab, transferCustody } from '../db.js';

const TOOL = 'transfer_custody';
const codec = codecFor<{ sampleIds: string[]; fromUser: string }>(TOOL);

const refuse = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });
const sameSet = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

export function registerTransferCustody(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Transfer custody of samples you hold to another technician in your lab.',
      inputSchema: z.object({ sampleIds: z.array(z.string()).min(1).max(50) }),
    },
    async (args, ctx) => {
      const me = caller(ctx);
      const samples = await samplesInLab(me.labId, args.sampleIds);
      if (samples.length !== args.sampleIds.length) return refuse('Some samples are not in your lab.');
      if (samples.some((s) => s.holder_id !== me.userId)) return refuse('You do not hold all of these samples.');

      const raw = ctx.mcpReq.requestState();
      if (!raw) {
        const requestState = await codec.mint({ sampleIds: args.sampleIds, fromUser: me.userId }, ctx);
        return inputRequired({
          inputRequests: {
            receiver: inputRequired.elicit({
              message: `Who receives ${samples.length} sample(s), and where will they be stored?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  receiverId: { type: 'string', title: 'Receiving technician (user id)' },
                  location: { type: 'string', title: 'Storage location code', pattern: '^[A-Z]{2}-\\d{2}-\\d{2}$' },
                },
                required: ['receiverId', 'location'],
              },
            }),
          },
          requestState,
        });
      }

      let state;
      try {
        state = await codec.verify(raw, ctx);
      } catch {
        return refuse('Invalid or expired requestState.');
      }
      if (!sameSet(state.sampleIds, args.sampleIds) || state.fromUser !== me.userId) {
        return refuse('requestState does not match this request.');
      }

      const answer = acceptedContent<{ receiverId: string; location: string }>(ctx.mcpReq.inputResponses, 'receiver');
      if (!answer) return refuse('Transfer cancelled.');
      const receiver = await labMember(me.labId, answer.receiverId);
      if (!receiver) return refuse('The receiver is not a member of your lab.');

      await transferCustody(args.sampleIds, me.userId, receiver.user_id, answer.location);
      return {
        content: [{ type: 'text', text: `${args.sampleIds.length} sample(s) handed to ${receiver.display_name} at ${answer.location}.` }],
      };
    },
  );
}
