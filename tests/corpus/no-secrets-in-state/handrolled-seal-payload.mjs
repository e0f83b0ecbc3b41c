// Models an MCP SDK 1.x server with the reference HMAC sealer whose callers put credentials, a private key and a session token into the sealed state.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { signRelease, uploadArtifact } from './release.js';

const STATE_TTL_MS = 600_000;
const sign = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');

const sealState = (state, userId, tool) => {
  const body = Buffer.from(JSON.stringify({ ...state, userId, tool, exp: Date.now() + STATE_TTL_MS })).toString('base64url');
  return `${body}.${sign(body)}`;
};
function openState(sealed, userId, tool) {
  const [body, mac] = String(sealed).split('.');
  if (!mac || mac.length !== sign(body).length || !timingSafeEqual(Buffer.from(mac), Buffer.from(sign(body)))) return null;
  const state = JSON.parse(Buffer.from(body, 'base64url').toString());
  return state.userId === userId && state.tool === tool && state.exp > Date.now() ? state : null;
}

export function register(server) {
  server.registerTool(
    'publish_release',
    { description: 'Sign and publish a release', inputSchema: { version: z.string() }, annotations: { destructiveHint: true } },
    async ({ version }, extra) => {
      const userId = extra.authInfo?.extra?.userId;
      const retry = extra._meta?.retry;
      if (!retry) {
        const signingKey = await readFile(process.env.RELEASE_KEY_PATH, 'utf8');
        const registry = JSON.parse(await readFile('.registry.json', 'utf8'));
        return {
          resultType: 'input_required',
          inputRequests: { confirm: { method: 'elicitation/create', params: { mode: 'form', message: `Publish ${version}?`, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } } } },
          requestState: sealState(
            {
              version,
              privateKey: signingKey, // expect: no-secrets-in-state
              publicKey: registry.publicKey,
              keyId: registry.keyId,
              credentials: { username: registry.user, password: registry.password }, // expect: no-secrets-in-state
              registryUrl: registry.url,
            },
            userId,
            'publish_release',
          ),
        };
      }
      const state = openState(retry.requestState, userId, 'publish_release');
      if (!state) return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
      const signature = await signRelease(state.version, state.privateKey);
      await uploadArtifact(state.registryUrl, state.credentials, signature);
      return { content: [{ type: 'text', text: `Published ${state.version}` }] };
    },
  );

  server.registerTool(
    'resume_upload',
    { description: 'Resume an interrupted upload', inputSchema: { uploadId: z.string() } },
    async ({ uploadId }, extra) => {
      const userId = extra.authInfo?.extra?.userId;
      const session = await fetch(`https://uploads.example.com/sessions/${uploadId}`).then((response) => response.json());
      return {
        resultType: 'input_required',
        inputRequests: { confirm: { method: 'elicitation/create', params: { mode: 'form', message: `Resume ${uploadId}?`, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } } } },
        requestState: sealState({ uploadId, sessionToken: session.token, offset: session.offset, chunkSize: session.chunkSize }, userId, 'resume_upload'), // expect: no-secrets-in-state
      };
    },
  );
}
