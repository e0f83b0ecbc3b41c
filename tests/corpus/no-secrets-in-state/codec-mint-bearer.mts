// Models a @modelcontextprotocol/server 2.x server that mints requestState with the SDK codec and puts the caller's bearer token and Authorization header into it.
// @ts-nocheck
import { McpServer, createRequestStateCodec, inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { jira } from './jira.mjs';

const codec = createRequestStateCodec({ // expect: require-state-binding
  key: Buffer.from(process.env.STATE_KEY!, 'base64'),
  bind: (ctx) => `${ctx.http?.authInfo?.extra?.userId}`,
});

export function createServer(request: Request): McpServer {
  const server = new McpServer({ name: 'jira-bridge', version: '1.1.0' }, { capabilities: { tools: {} }, requestState: { verify: codec.verify } });

  server.registerTool(
    'create_issue',
    { description: 'Create a Jira issue', inputSchema: z.object({ project: z.string(), summary: z.string() }) },
    async ({ project, summary }, ctx) => {
      const state = ctx.mcpReq.requestState<{ project: string; summary: string; bearer?: string }>();
      if (!state) {
        const auth = ctx.http?.authInfo;
        return inputRequired({
          inputRequests: { type: inputRequired.elicit({ message: 'Issue type?', requestedSchema: z.object({ type: z.enum(['Bug', 'Task', 'Story']) }) }) },
          requestState: await codec.mint(
            {
              project,
              summary,
              bearer: ctx.http?.authInfo?.token, // expect: no-secrets-in-state
              clientId: auth?.clientId,
              scopes: auth?.scopes,
              expiresAt: auth?.expiresAt,
            },
            ctx,
          ),
        });
      }
      const type = acceptedContent<{ type: string }>(ctx.mcpReq.inputResponses, 'type')?.type ?? 'Task';
      const issue = await jira.create(state.bearer, state.project, state.summary, type);
      return { content: [{ type: 'text', text: `Created ${issue.key}` }] };
    },
  );

  server.registerTool(
    'comment_issue',
    { description: 'Comment on an issue', inputSchema: z.object({ issueKey: z.string() }) },
    async ({ issueKey }, ctx) => {
      if (!ctx.mcpReq.requestState()) {
        return inputRequired({
          inputRequests: { text: inputRequired.elicit({ message: `Comment on ${issueKey}`, requestedSchema: z.object({ text: z.string() }) }) },
          requestState: await codec.mint({ issueKey, authorization: request.headers.get('authorization') }, ctx), // expect: no-secrets-in-state
        });
      }
      const state = ctx.mcpReq.requestState<{ issueKey: string; authorization: string }>();
      const text = acceptedContent<{ text: string }>(ctx.mcpReq.inputResponses, 'text')?.text;
      if (text) await jira.comment(state.authorization, state.issueKey, text);
      return { content: [{ type: 'text', text: text ? 'Commented' : 'Nothing to add' }] };
    },
  );

  server.registerTool(
    'assign_issue',
    { description: 'Assign an issue', inputSchema: z.object({ issueKey: z.string() }) },
    async ({ issueKey }, ctx) => {
      if (!ctx.mcpReq.requestState()) {
        const { token, ...publicAuth } = ctx.http?.authInfo ?? {};
        return inputRequired({
          inputRequests: { who: inputRequired.elicit({ message: 'Assign to?', requestedSchema: z.object({ who: z.string() }) }) },
          requestState: await codec.mint({ issueKey, requestedBy: publicAuth.clientId, scopes: publicAuth.scopes }, ctx),
        });
      }
      const who = acceptedContent<{ who: string }>(ctx.mcpReq.inputResponses, 'who')?.who;
      return { content: [{ type: 'text', text: who ? `Assigned to ${who}` : 'Unassigned' }] };
    },
  );
  return server;
}
