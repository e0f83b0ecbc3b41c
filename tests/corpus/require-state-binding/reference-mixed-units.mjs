// Models the reference example with a unit slip: expiry is written in milliseconds but checked against the clock in seconds, so it never expires.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { deleteProject } from './projects.js';

const STATE_TTL_MS = 600_000;
const sign = body => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');

export const sealState = (state, userId, tool) => {
  const body = Buffer.from(JSON.stringify({ ...state, userId, tool, exp: Date.now() + STATE_TTL_MS })).toString('base64url');
  return `${body}.${sign(body)}`;
};
export function openState(sealed, userId, tool) {
  const [body, mac] = sealed.split('.');
  if (!mac || mac.length !== sign(body).length || !timingSafeEqual(Buffer.from(mac), Buffer.from(sign(body)))) return null;
  const state = JSON.parse(Buffer.from(body, 'base64url').toString());
  return state.userId === userId && state.tool === tool && state.exp > Math.floor(Date.now() / 1000) ? state : null; // expect: require-state-binding
}

const server = new Server({ name: 'projects', version: '1.0.0' }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
  const tool = request.params.name;
  const userId = extra.authInfo?.extra?.userId;
  if (tool !== 'delete_project' || typeof userId !== 'string') {
    return { isError: true, content: [{ type: 'text', text: 'Unknown tool or not signed in' }] };
  }
  const { arguments: args, requestState, inputResponses } = request.params;
  if (requestState === undefined) {
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Delete project ${args.projectId}? This cannot be undone.`,
            requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
          },
        },
      },
      requestState: sealState({ projectId: args.projectId }, userId, tool),
    };
  }
  const state = openState(requestState, userId, tool);
  if (state === null || state.projectId !== args.projectId) {
    return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
  }
  if (inputResponses?.confirm?.action !== 'accept' || inputResponses.confirm.content?.confirm !== true) {
    return { content: [{ type: 'text', text: 'Deletion cancelled.' }] };
  }
  await deleteProject(state.projectId);
  return { content: [{ type: 'text', text: `Project ${state.projectId} deleted.` }] };
});

await server.connect(new StdioServerTransport());
