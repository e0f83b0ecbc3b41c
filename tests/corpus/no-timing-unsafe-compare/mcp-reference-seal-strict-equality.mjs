// Models the reference JavaScript example with one omission: the MAC is compared with !== instead of timingSafeEqual after a length check.
import { createHmac } from 'node:crypto';
const STATE_TTL_MS = 600_000;
const sign = body => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');

export const sealState = (state, userId, tool) => {
  const body = Buffer.from(JSON.stringify({ ...state, userId, tool, exp: Date.now() + STATE_TTL_MS })).toString('base64url');
  return `${body}.${sign(body)}`;
};
export function openState(sealed, userId, tool) {
  const [body, mac] = sealed.split('.');
  if (!mac || mac !== sign(body)) return null; // expect: no-timing-unsafe-compare
  const state = JSON.parse(Buffer.from(body, 'base64url').toString());
  return state.userId === userId && state.tool === tool && state.exp > Date.now() ? state : null;
}

export async function deleteProjectTool(args, { userId, requestState, inputResponses }) {
  const tool = 'delete_project';
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
  const answer = inputResponses?.confirm;
  if (answer?.action !== 'accept' || answer.content?.confirm !== true) {
    return { content: [{ type: 'text', text: 'Deletion cancelled.' }] };
  }
  return { content: [{ type: 'text', text: `Project ${state.projectId} deleted.` }] };
}
