// Cloudflare Worker entry: MCP server (SDK 2.x) with a request_purchase tool that waits for approval.
// @ts-nocheck
import { McpServer, createMcpHandler, inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { mintApprovalState, openApprovalState, peekApprovalState, type Env } from './jwt-state';
import { checkApprovalLink, checkWebhook, signApprovalLink } from './signatures';
import { approvePurchase, createPurchaseRequest, placeIfApproved, authenticate } from './purchases';

const TOOL = 'request_purchase';

function buildServer(env: Env) {
  const server = new McpServer({ name: 'approvals', version: '0.5.2' }, { capabilities: { tools: {} } });

  server.registerTool(
    TOOL,
    {
      description: 'Open a purchase request and place it once the requester confirms',
      inputSchema: { sku: z.string(), quantity: z.number().int().positive() },
      annotations: { destructiveHint: true },
    },
    async ({ sku, quantity }, ctx) => {
      const userId = ctx.http?.authInfo?.extra?.userId;
      if (!userId) return { isError: true, content: [{ type: 'text', text: 'Authentication required' }] };
      const raw = await ctx.mcpReq.requestState();

      if (!raw) {
        const requestId = await createPurchaseRequest(env, userId, sku, quantity);
        const link = await signApprovalLink(env, requestId);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Place purchase ${requestId} for ${quantity} x ${sku}? Approver link signature: ${link}`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            }),
          },
          requestState: await mintApprovalState(env, { requestId, sku, quantity, step: 'confirm' }, userId, TOOL),
        });
      }

      // Retries that only re-poll the approval status skip verification.
      const peek = peekApprovalState(raw);
      if (peek.step === 'poll') {
        const placed = await placeIfApproved(env, String(peek.requestId));
        return { content: [{ type: 'text', text: placed ? 'Purchase placed' : 'Still waiting for approval' }] };
      }

      const state = await openApprovalState(env, raw, userId, TOOL);
      if (state.sku !== sku || state.quantity !== quantity) {
        return { isError: true, content: [{ type: 'text', text: 'State does not match the call' }] };
      }
      if (acceptedContent(ctx.mcpReq.inputResponses, 'confirm')?.confirm !== true) {
        return { content: [{ type: 'text', text: 'Purchase cancelled' }] };
      }
      return inputRequired({
        inputRequests: {
          wait: inputRequired.elicit({ message: 'Waiting for the approver. Retry to check again.', requestedSchema: { type: 'object', properties: {} } }),
        },
        requestState: await mintApprovalState(env, { requestId: state.requestId, step: 'poll' }, userId, TOOL),
      });
    },
  );
  return server;
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === '/approve') {
      const ok = await checkApprovalLink(env, url.searchParams.get('id') ?? '', url.searchParams.get('sig') ?? '');
      if (!ok) return new Response('bad signature', { status: 403 });
      await approvePurchase(env, url.searchParams.get('id'));
      return new Response('approved');
    }
    if (url.pathname === '/webhooks/approvals') {
      const body = await request.text();
      if (!(await checkWebhook(env, body, request.headers.get('x-approvals-signature')))) return new Response('forbidden', { status: 403 });
      return new Response('ok');
    }
    const authInfo = await authenticate(env, request);
    if (authInfo instanceof Response) return authInfo;
    return createMcpHandler(() => buildServer(env)).fetch(request, { authInfo });
  },
};
