import * as z from 'zod/v4';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { open, seal } from '../crypto/aead.js';

export const ROTATE_TOOL = 'rotate_secret';

export const rotateSecretConfig = {
  title: 'Rotate a secret',
  description: 'Creates a new version of a secret and disables the old one after the user confirms.',
  inputSchema: z.object({
    path: z.string().regex(/^[a-z0-9/_-]+$/),
    disableOld: z.boolean().default(true),
  }),
  annotations: { destructiveHint: true, idempotentHint: false },
};

const fail = (text) => ({ isError: true, content: [{ type: 'text', text }] });

/**
 * Factory so tests can hand in a fake KV client and a fixed principal resolver.
 * @param {{ kv: import('../kv.js').KvClient, principal: (ctx: any) => string }} deps
 */
export function makeRotateSecret({ kv, principal }) {
  return async function rotateSecret(args, ctx) {
    const userId = principal(ctx);
    const binding = { userId, tool: ROTATE_TOOL, args };
    const token = ctx.mcpReq.requestState();

    if (token === undefined) {
      const meta = await kv.describe(args.path);
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message:
              `Rotate ${args.path} (current version ${meta.version}, used by ${meta.consumers.length} services)?` +
              (args.disableOld ? ' The old version will stop working immediately.' : ''),
            requestedSchema: {
              type: 'object',
              properties: { confirm: { type: 'boolean', title: 'Yes, rotate it' } },
              required: ['confirm'],
            },
          }),
        },
        requestState: seal({ step: 'confirm', fromVersion: meta.version }, binding),
      });
    }

    const state = open(token, binding);
    if (state === null) return fail('That confirmation expired or belongs to another request. Ask again.');

    const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
    if (!answer?.confirm) return { content: [{ type: 'text', text: 'Rotation cancelled; nothing changed.' }] };

    const current = await kv.describe(args.path);
    if (current.version !== state.fromVersion) {
      return fail(`${args.path} changed since you confirmed (now version ${current.version}). Ask again.`);
    }
    const next = await kv.rotate(args.path, { disableOld: args.disableOld, actor: userId });
    return { content: [{ type: 'text', text: `Rotated ${args.path}: version ${next.version} is live.` }] };
  };
}
