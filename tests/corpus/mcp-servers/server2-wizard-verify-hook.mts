// Models a @modelcontextprotocol/server 2.x onboarding wizard behind a bound codec's verify hook: the handler reads the verified state, echoes nothing unsigned, and the look-alikes of trusting client state stay silent.
// @ts-nocheck
import { McpServer, acceptedContent, createMcpHandler, createRequestStateCodec, inputRequired } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { createWorkspace, inviteMember } from './workspaces.js';

interface WizardState {
  step: 'name' | 'invite';
  workspace?: string;
}

const codec = createRequestStateCodec<WizardState>({
  key: Buffer.from(process.env.WIZARD_STATE_KEY!, 'base64'),
  ttlSeconds: 600,
  bind: (ctx) => `${ctx.http?.authInfo?.extra?.userId}:onboard`,
});

function createServer(): McpServer {
  const server = new McpServer({ name: 'onboarding', version: '2.4.0' }, { capabilities: { tools: {} }, requestState: { verify: codec.verify } });

  server.registerTool('onboard', { description: 'Set up a workspace step by step', inputSchema: z.object({ plan: z.string() }) }, async (args, ctx) => {
    const state = ctx.mcpReq.requestState<WizardState>();
    if (state?.step === 'invite') {
      const invite = acceptedContent<{ email: string }>(ctx.mcpReq.inputResponses, 'invite');
      if (invite) await inviteMember(state.workspace!, invite.email);
      return { content: [{ type: 'text', text: `Workspace ${state.workspace} is ready` }] };
    }
    const named = acceptedContent<{ name: string }>(ctx.mcpReq.inputResponses, 'name');
    if (named) {
      await createWorkspace(named.name, args.plan);
      return inputRequired({
        inputRequests: { invite: inputRequired.elicit({ message: 'Invite a teammate?', requestedSchema: z.object({ email: z.string() }) }) },
        requestState: await codec.mint({ step: 'invite', workspace: named.name }, ctx),
      });
    }
    return inputRequired({
      inputRequests: { name: inputRequired.elicit({ message: 'Name your workspace', requestedSchema: z.object({ name: z.string() }) }) },
      requestState: await codec.mint({ step: 'name' }, ctx),
    });
  });

  server.registerTool('resume', { description: 'Resume where you left off', inputSchema: z.object({ token: z.string() }) }, async (args, ctx) => {
    const { step = 'name' } = ctx.mcpReq.requestState<WizardState>() ?? {};
    switch (ctx.mcpReq.requestState<WizardState>()?.step) {
      case 'invite':
        return { content: [{ type: 'text', text: 'Next: invite your team' }] };
      default:
        return { content: [{ type: 'text', text: `Next: ${step}` }] };
    }
  });

  return server;
}

export const handler = createMcpHandler(createServer, { legacy: 'reject' });
