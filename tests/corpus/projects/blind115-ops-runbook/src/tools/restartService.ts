// Defines restart_service, which asks the user to type the service name before restarting it.
// @ts-nocheck
import { digestArgs, sameDigest } from '../digest';
import { check, flow, right, unwrap, bind } from '../fp';
import { PendingConfirmations, type Pending } from '../pending';
import { restartService, serviceStatus } from '../backend';
import { say, type Tool, type CallParams, type Caller } from './types';

const NAME = 'restart_service';

type Args = { env: 'staging' | 'production'; service: string };

const typedName = (params: CallParams): string | undefined => {
  const r = params.inputResponses?.confirm;
  return r?.action === 'accept' ? String(r.content?.serviceName ?? '') : undefined;
};

export const makeRestartService = (pending: PendingConfirmations): Tool => {
  const ask = async (args: Args, caller: Caller) => {
    const st = await serviceStatus(args.env, args.service);
    const summary = `${args.service}@${args.env} (${st.healthy}/${st.replicas} healthy, ${st.version})`;
    const handle = pending.open({ userId: caller.userId, tool: NAME, argsDigest: digestArgs(args), summary });
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Restart ${summary}? Type the service name to confirm.`,
            requestedSchema: {
              type: 'object',
              properties: { serviceName: { type: 'string', title: 'Service name' } },
              required: ['serviceName'],
            },
          },
        },
      },
      requestState: handle,
      content: [],
    };
  };

  const validate = (args: Args, caller: Caller) =>
    flow<Pending | undefined>(
      bind(check((p: Pending | undefined) => p !== undefined, 'Confirmation expired or unknown; ask again.')),
      bind(check((p: Pending) => p.userId === caller.userId, 'This confirmation belongs to someone else.')),
      bind(check((p: Pending) => p.tool === NAME, 'Confirmation was issued for another tool.')),
      bind(check((p: Pending) => sameDigest(p.argsDigest, digestArgs(args)), 'Arguments changed since confirmation.')),
    );

  return Object.freeze({
    definition: {
      name: NAME,
      description: 'Rolling restart of a service in staging or production.',
      inputSchema: {
        type: 'object',
        properties: {
          env: { type: 'string', enum: ['staging', 'production'] },
          service: { type: 'string', pattern: '^[a-z0-9-]+$' },
        },
        required: ['env', 'service'],
      },
      annotations: { destructiveHint: true },
    },

    run: async (params: CallParams, caller: Caller) => {
      const args = params.arguments as Args;
      if (!params.requestState) return ask(args, caller);

      const entry = pending.take(params.requestState);
      return unwrap(
        (why: string) => say(why, true),
        async () => {
          if (typedName(params) !== args.service) return say('Service name did not match; nothing restarted.');
          const { jobId } = await restartService(args.env, args.service, caller.userId);
          return say(`Restart of ${args.service} in ${args.env} started (job ${jobId}).`);
        },
      )(validate(args, caller)(right(entry)));
    },
  });
};
