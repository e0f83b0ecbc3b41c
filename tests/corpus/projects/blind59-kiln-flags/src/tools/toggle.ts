import { acceptedContent, inputRequired, type ServerContext } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import type { FlagApi } from '../flags/api.js';
import { open, seal, StateError } from '../state/vault.js';
import { md, refuse, say, who } from './common.js';

export const TOGGLE = 'toggle_flag';

const shape = {
  project: z.string().min(1),
  environment: z.enum(['staging', 'production']),
  flag: z.string().min(1),
  on: z.boolean(),
};
type ToggleArgs = z.infer<z.ZodObject<typeof shape>>;
type Pending = Pick<ToggleArgs, 'project' | 'flag' | 'on'> & { env: ToggleArgs['environment']; was: boolean };

export const toggleTool = (api: FlagApi) => ({
  config: {
    title: 'Toggle feature flag',
    description: 'Turn a feature flag on or off in one environment. Asks for confirmation first.',
    inputSchema: shape,
    annotations: { destructiveHint: true, idempotentHint: true },
  },

  async run({ project, environment: env, flag, on }: ToggleArgs, ctx: ServerContext) {
    const binding = { user: who(ctx), tool: TOGGLE } as const;
    const token = ctx.mcpReq.requestState<string>();

    if (token === undefined) {
      const { name, environments: { [env]: { on: was = false } = {} } } = await api.flag(project, flag);
      if (was === on) return say(md`**${name}** is already ${on ? 'on' : 'off'} in ${env}.`);
      const pending: Pending = { project, env, flag, on, was };
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: md`Turn **${name}** (${flag}) ${on ? 'ON' : 'OFF'} in **${env}** for ${project}?`,
            requestedSchema: {
              type: 'object',
              properties: { yes: { type: 'boolean', title: 'Apply' } },
              required: ['yes'],
            },
          }),
        },
        requestState: await seal(pending, binding),
      });
    }

    let pending: Pending;
    try {
      pending = await open<Pending>(token, binding);
    } catch (err) {
      if (err instanceof StateError) return refuse(`That confirmation can't be used (${err.reason}). Ask again.`);
      throw err;
    }
    if (pending.project !== project || pending.env !== env || pending.flag !== flag || pending.on !== on) {
      return refuse('That confirmation was for a different change.');
    }
    if (acceptedContent<{ yes: boolean }>(ctx.mcpReq.inputResponses, 'confirm')?.yes !== true) {
      return say('Left unchanged.');
    }
    await api.setFlag(project, env, flag, on);
    return say(md`**${flag}** is now ${on ? 'on' : 'off'} in ${env}.`, { project, env, flag, on, was: pending.was });
  },
});
