import * as z from 'zod';
import { userOf } from '../bearer.js';
import { deployer } from '../deployer.js';
import { digestArgs } from '../state/args.js';
import { mintRoundState, openRoundState } from '../state/tokens.js';
import { ROLLBACK_TOOL, confirmRequest, confirmed, refuse, type RoundParams, type ToolExtra, type ToolResult } from './catalog.js';

const RollbackArgs = z.object({
  service: z.string().min(1),
  environment: z.string(),
  toVersion: z.string().min(1),
});

export async function rollbackRelease(params: RoundParams, extra: ToolExtra): Promise<ToolResult> {
  const userId = userOf(extra);
  if (!userId) return refuse('Sign in to roll back releases.');
  const parsed = RollbackArgs.safeParse(params.arguments ?? {});
  if (!parsed.success) return refuse(`Bad arguments: ${parsed.error.message}`);
  const args = parsed.data;
  const binding = { userId, tool: ROLLBACK_TOOL, argsDigest: digestArgs(args) };

  if (params.requestState === undefined) {
    const plan = await deployer.planRollback(userId, args);
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: confirmRequest(
          `Roll ${args.service} in ${args.environment} back from ${plan.fromVersion} to ${plan.toVersion}?`,
        ),
      },
      requestState: await mintRoundState({ step: 'confirm', planId: plan.id }, binding),
    };
  }

  const opened = await openRoundState<{ step: string; planId: string }>(params.requestState, binding);
  if (!opened.ok) return refuse(`This confirmation cannot be used (${opened.reason}). Ask again.`);
  if (!confirmed(params)) return { content: [{ type: 'text', text: 'Rollback cancelled.' }] };

  const run = await deployer.execute(userId, opened.data.planId);
  return { content: [{ type: 'text', text: `Rollback started: ${run.url}` }] };
}
