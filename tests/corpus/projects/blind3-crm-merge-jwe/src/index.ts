#!/usr/bin/env node
import { userInfo } from 'node:os';
import { McpServer, StdioServerTransport, inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { loadDataKey } from './kms-key.js';
import { SealedState } from './sealed-state.js';
import { crm, type Contact } from './crm.js';

interface MergePlan {
  survivorId: string;
  loserIds: string[];
  passwordResetRequired: boolean; // portal flag copied from the survivor, not a credential
  tokenEstimate: number;          // LLM tokens the summary will take
}

const MERGE = 'merge_contacts';
const operator = `local:${userInfo().username}`;
const state = new SealedState<MergePlan>(await loadDataKey());

const server = new McpServer({ name: 'crm-merge', version: '3.0.2' }, { capabilities: { tools: {} } });

server.registerTool(
  MERGE,
  {
    description: 'Merge duplicate contacts into one',
    inputSchema: { email: z.string().email() },
    annotations: { destructiveHint: true },
  },
  async (args, ctx) => {
    const binding = { user: operator, tool: MERGE, args };
    const token = await ctx.mcpReq.requestState<string>();
    if (!token) {
      const dupes: Contact[] = await crm.findByEmail(args.email);
      if (dupes.length < 2) return { content: [{ type: 'text', text: 'No duplicates.' }] };
      const [survivor, ...losers] = dupes.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      const plan: MergePlan = {
        survivorId: survivor.id,
        loserIds: losers.map((c) => c.id),
        passwordResetRequired: survivor.portal.passwordResetRequired,
        tokenEstimate: 40 * dupes.length,
      };
      return inputRequired({
        inputRequests: {
          go: inputRequired.elicit({
            message: `Merge ${losers.length} duplicates into ${survivor.name}? This cannot be undone.`,
            requestedSchema: { type: 'object', properties: { go: { type: 'boolean' } }, required: ['go'] },
          }),
        },
        requestState: await state.seal(plan, binding),
      });
    }
    const plan = await state.open(token, binding);
    if (!plan) return { isError: true, content: [{ type: 'text', text: 'This merge confirmation is no longer valid.' }] };
    if (acceptedContent<{ go: boolean }>(ctx.mcpReq.inputResponses, 'go')?.go !== true) {
      return { content: [{ type: 'text', text: 'Nothing merged.' }] };
    }
    await crm.merge(plan.survivorId, plan.loserIds);
    return { content: [{ type: 'text', text: `Merged ${plan.loserIds.length} contacts into ${plan.survivorId}.` }] };
  },
);

await server.connect(new StdioServerTransport());
