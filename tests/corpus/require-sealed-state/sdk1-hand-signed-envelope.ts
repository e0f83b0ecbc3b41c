// Models an MCP SDK 1.x server that builds `${body}.${mac}` inline (signed, fine) for one tool and forgets the MAC in another; the retry path checks the MAC before decoding.
// @ts-nocheck
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { createHmac } from 'node:crypto';
import { safeEqual } from 'eslint-plugin-mcp-state/seal';
import { tagPhotos, deletePhotos } from './photos.js';

const key = Buffer.from(process.env.PHOTO_STATE_KEY!, 'base64');
const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

function encodeBody(payload: object): string {
  return btoa(JSON.stringify(payload));
}

export const server = new Server({ name: 'photos', version: '1.0.0' }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
  const userId = extra.authInfo?.extra?.userId as string;
  const { name, requestState, inputResponses } = request.params as { name: string; requestState?: string; inputResponses?: any };
  const args = request.params.arguments as { album: string; photoIds: string[] };
  const ask = (message: string) => ({ confirm: { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } } } });

  if (!requestState) {
    const body = encodeBody({ album: args.album, photoIds: args.photoIds, userId, tool: name, exp: Date.now() + 600_000 });
    if (name === 'tag_photos') {
      return { resultType: 'input_required', inputRequests: ask(`Tag ${args.photoIds.length} photos?`), requestState: `${body}.${mac(body)}` };
    }
    return {
      resultType: 'input_required',
      inputRequests: ask(`Delete ${args.photoIds.length} photos from ${args.album}?`),
      requestState: body, // expect: require-sealed-state
    };
  }

  if (name === 'tag_photos') {
    const [body, tag] = requestState.split('.');
    if (!body || !tag || !safeEqual(tag, mac(body))) return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
    const state = JSON.parse(atob(body));
    if (state.userId !== userId || state.tool !== name || state.exp < Date.now()) return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
    await tagPhotos(state.album, state.photoIds, inputResponses?.confirm?.content?.ok === true);
    return { content: [{ type: 'text', text: 'Tagged' }] };
  }

  const state = JSON.parse(atob(requestState)); // expect: require-sealed-state
  if (inputResponses?.confirm?.content?.ok !== true) return { content: [{ type: 'text', text: 'Kept' }] };
  await deletePhotos(state.album, state.photoIds);
  return { content: [{ type: 'text', text: `Deleted ${state.photoIds.length} photos` }] };
});
