import { refusal } from 'eslint-plugin-mcp-state/seal';
import { z } from 'zod';
import { flagIn, setFlagOn } from '../launchdarkly.js';
import { stateSealer } from '../state/index.js';

const ToggleArgs = z.object({
  flagKey: z.string().regex(/^[a-z0-9][a-z0-9._-]*$/i),
  environmentKey: z.string().min(1),
  on: z.boolean(),
});

export const definition = {
  name: 'toggle_flag',
  title: 'Turn a flag on or off',
  description: 'Turn a feature flag on or off in one environment. Shows the current state and asks to confirm.',
  inputSchema: {
    type: 'object',
    properties: {
      flagKey: { type: 'string', description: 'LaunchDarkly flag key, e.g. checkout-v2' },
      environmentKey: { type: 'string', description: 'production, staging, …' },
      on: { type: 'boolean' },
    },
    required: ['flagKey', 'environmentKey', 'on'],
  },
  annotations: { destructiveHint: true },
};

const text = (message) => ({ content: [{ type: 'text', text: message }] });

export async function call(params, caller) {
  const args = ToggleArgs.parse(params.arguments ?? {});
  // The exact arguments are part of the binding: a "yes" for staging cannot be replayed against production.
  const binding = { userId: caller.userId, tool: definition.name, args };

  if (params.requestState === undefined) {
    const flag = await flagIn(args.flagKey, args.environmentKey);
    if (flag.on === args.on) return text(`${args.flagKey} is already ${flag.on ? 'on' : 'off'} in ${args.environmentKey}.`);
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message:
              `Turn "${flag.name}" ${args.on ? 'ON' : 'OFF'} in ${args.environmentKey}? ` +
              `It has ${flag.rules} targeting rules and was last changed ${new Date(flag.lastModified).toISOString()}.`,
            requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
          },
        },
      },
      requestState: stateSealer.seal({ step: 'confirm', version: flag.version }, binding),
    };
  }

  const opened = stateSealer.open(params.requestState, binding);
  if (!opened.ok) return refusal(opened.reason);

  const answer = params.inputResponses?.confirm;
  if (answer?.action !== 'accept' || answer.content?.confirm !== true) return text('Flag left unchanged.');

  try {
    await setFlagOn(args.flagKey, args.environmentKey, args.on, {
      comment: `Changed through flagship MCP by ${caller.email ?? caller.userId}`,
      expectedVersion: opened.state.version,
    });
  } catch (err) {
    if (err.code === 'CONFLICT') return { ...text('Someone changed this flag since you confirmed; ask again.'), isError: true };
    throw err;
  }
  return text(`${args.flagKey} is now ${args.on ? 'on' : 'off'} in ${args.environmentKey}.`);
}
