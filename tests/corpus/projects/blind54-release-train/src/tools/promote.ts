import * as z from 'zod';
import { userOf } from '../bearer.js';
import { deployer } from '../deployer.js';
import { digestArgs } from '../state/args.js';
import { mintRoundState, openRoundState } from '../state/tokens.js';
import { PROMOTE_TOOL, confirmRequest, confirmed, refuse, type RoundParams, type ToolExtra, type ToolResult } from './catalog.js';

const PromoteArgs = z.object({
  service: z.string().min(1),
  version: z.string().min(1),
  from: z.string(),
  to: z.string(),
});

export async function promoteRelease(params: RoundParams, extra: ToolExtra): Promise<ToolResult> {
  const userId = userOf(extra);
  if (!userId) return refuse('Sign in to promote releases.');
  const parsed = PromoteArgs.safeParse(params.arguments ?? {});
  if (!parsed.success) return refuse(`Bad arguments: ${parsed.error.message}`);
  const args = parsed.data;
  const binding = { userId, tool: PROMOTE_TOOL, argsDigest: digestArgs(args) };

  if (params.requestState === undefined) {
    const plan = await deployer.planPromotion(userId, args);
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: confirmRequest(
          `Promote ${plan.service} ${plan.toVersion} from ${args.from} to ${args.to} (replacing ${plan.fromVersion})?\n` +
            plan.steps.map((s) => `  • ${s}`).join('\n'),
        ),
      },
      requestState: await mintRoundState({ step: 'confirm', planId: plan.id }, binding),
    };
  }

  const opened = await openRoundState<{ step: string; planId: string }>(params.requestState, binding);
  if (!opened.ok) return refuse(`This confirmation cannot be used (${opened.reason}). Ask again.`);
  if (!confirmed(params)) return { content: [{ type: 'text', text: 'Promotion cancelled.' }] };

  const run = await deployer.execute(userId, opened.data.planId);
  return { content: [{ type: 'text', text: `Promotion started: ${run.url}` }] };
}
