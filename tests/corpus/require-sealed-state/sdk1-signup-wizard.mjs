// Models a multi-step signup wizard on MCP SDK 1.x whose requestState is plain JSON (and, on the last step, a string literal), parsed back without any check.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { createWorkspace } from './workspaces.js';

const ask = (key, message, properties) => ({
  [key]: {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required: Object.keys(properties) } },
  },
});

export function createServer() {
  const server = new Server({ name: 'onboarding', version: '2.0.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const { name, requestState, inputResponses } = request.params;
    if (name !== 'create_workspace') {
      return { isError: true, content: [{ type: 'text', text: 'Unknown tool' }] };
    }

    if (requestState === undefined) {
      return {
        resultType: 'input_required',
        inputRequests: ask('workspace', 'Name your workspace', { name: { type: 'string' } }),
        requestState: JSON.stringify({ step: 1, plan: request.params.arguments?.plan ?? 'free' }), // expect: require-sealed-state
      };
    }

    const progress = requestState === 'awaiting-billing-confirmation' ? { step: 3 } : JSON.parse(requestState); // expect: require-sealed-state
    if (progress.step === 1) {
      const workspaceName = inputResponses?.workspace?.content?.name;
      return {
        resultType: 'input_required',
        inputRequests: ask('region', 'Where should your data live?', { region: { type: 'string', enum: ['eu', 'us'] } }),
        requestState: `${JSON.stringify({ ...progress, step: 2, workspaceName })}`, // expect: require-sealed-state
      };
    }

    if (progress.step === 2) {
      const workspace = await createWorkspace({
        owner: extra.authInfo?.clientId,
        name: progress.workspaceName,
        region: inputResponses?.region?.content?.region ?? 'eu',
        plan: progress.plan,
      });
      if (workspace.needsBilling) {
        return {
          resultType: 'input_required',
          inputRequests: ask('billing', 'Confirm the paid plan?', { confirm: { type: 'boolean' } }),
          requestState: 'awaiting-billing-confirmation', // expect: require-sealed-state
        };
      }
      return { content: [{ type: 'text', text: `Workspace ${workspace.id} is ready.` }] };
    }

    return { content: [{ type: 'text', text: 'Billing confirmed.' }] };
  });

  return server;
}

export const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
