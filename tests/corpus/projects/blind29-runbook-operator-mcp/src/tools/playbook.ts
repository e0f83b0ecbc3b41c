import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { Effect, pipe } from 'effect';
import * as z from 'zod/v4';
import { limits } from '../config.js';
import { booleanForm, text, toolError, type ToolContext } from '../result.js';
import { Awx, AwxLive, type DryRun } from '../services.js';
import type { RunbookState, StateCodec } from '../state.js';

const TOOL = 'run_playbook';

const inputSchema = {
  playbook: z.string().regex(/^[\w-]+\.ya?ml$/),
  hosts: z.array(z.string().min(1)).min(1).max(limits.maxHostsPerRun),
};

interface PlaybookArgs {
  readonly playbook: string;
  readonly hosts: string[];
}

const askVault = (playbook: string) =>
  inputRequired.elicit({
    message: `${playbook} uses vaulted variables. Enter the vault passphrase so I can prepare a dry run.`,
    requestedSchema: {
      type: 'object',
      properties: { passphrase: { type: 'string', title: 'Vault passphrase', minLength: 1 } },
      required: ['passphrase'],
    },
  });

const askApply = (plan: DryRun, hosts: readonly string[]) =>
  inputRequired.elicit(
    booleanForm(`Dry run: ${plan.changed} change(s) on ${hosts.length} host(s).\n\n${plan.summary}\n\nApply for real?`, 'apply', 'Apply'),
  );

const handle = (args: PlaybookArgs, ctx: ToolContext, codec: StateCodec) =>
  Effect.gen(function* () {
    const awx = yield* Awx;
    const mint = (payload: RunbookState) => Effect.promise(() => codec.mint(payload, ctx));
    const state = ctx.mcpReq.requestState<RunbookState>();

    if (state === undefined) {
      return inputRequired({
        inputRequests: { vault: askVault(args.playbook) },
        requestState: yield* mint({ tool: TOOL, step: 'vault', playbook: args.playbook, hosts: args.hosts }),
      });
    }
    if (state.tool !== TOOL) return toolError('That confirmation was issued by another tool. Start again.');

    if (state.step === 'vault') {
      const vault = acceptedContent<{ passphrase: string }>(ctx.mcpReq.inputResponses, 'vault');
      if (!vault?.passphrase) return toolError('The vault passphrase is needed to plan this run.');
      const plan = yield* awx.dryRun(state.playbook, state.hosts, vault.passphrase);
      return inputRequired({
        inputRequests: { apply: askApply(plan, state.hosts) },
        requestState: yield* mint({
          tool: TOOL,
          step: 'confirm',
          playbook: state.playbook,
          hosts: state.hosts,
          plan: plan.digest,
          vaultPassphrase: vault.passphrase, // expect: no-secrets-in-state
        }),
      });
    }

    const decision = acceptedContent<{ apply: boolean }>(ctx.mcpReq.inputResponses, 'apply');
    if (decision?.apply !== true) return text(`Nothing applied; ${state.playbook} was only dry-run.`);
    const job = yield* awx.launch(state.playbook, state.hosts, state.vaultPassphrase ?? '');
    return text(`AWX job ${job.jobId} finished ${job.status}: ${state.playbook} on ${state.hosts.join(', ')}.`);
  });

export const registerPlaybook = (server: McpServer, codec: StateCodec) =>
  server.registerTool(
    TOOL,
    {
      title: 'Run playbook',
      description: 'Run an Ansible playbook through AWX: vault passphrase, dry run, then confirmation.',
      inputSchema,
      annotations: { destructiveHint: true, openWorldHint: true },
    },
    (args, ctx) =>
      pipe(
        handle(args, ctx as ToolContext, codec),
        Effect.provide(AwxLive),
        Effect.catchAll((e) => Effect.succeed(toolError(`AWX: ${'message' in e ? e.message : String(e)}`))),
        Effect.runPromise,
      ),
  );
