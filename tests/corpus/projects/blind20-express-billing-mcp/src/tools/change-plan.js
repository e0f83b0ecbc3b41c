import { StateRejectedError } from '../state/signed-state.js';
import { accepted, complete, elicitForm, inputRequired, toolError } from './results.js';

const TOOL = 'change_plan';

/**
 * @typedef {{ userId: string, requestState?: string, inputResponses: Record<string, any> }} CallContext
 */

/**
 * Three rounds: pick a plan, see the proration, confirm. Progress travels in signed
 * state bound to the user, the tool and the exact arguments.
 *
 * @param {{ signedState: import('../state/signed-state.js').SignedState,
 *           replay: import('../state/replay-guard.js').ReplayGuard,
 *           billing: import('../services/billing-api.js').BillingApi,
 *           audit: typeof import('../events/audit.js').audit }} deps
 */
export function createChangePlanTool({ signedState, replay, billing, audit }) {
  const definition = {
    name: TOOL,
    description: 'Move a subscription to another plan. Shows the prorated charge and asks before changing anything.',
    inputSchema: {
      type: 'object',
      properties: { subscriptionId: { type: 'string', pattern: '^sub_[A-Za-z0-9]{8,32}$' } },
      required: ['subscriptionId'],
    },
    annotations: { destructiveHint: true },
  };

  /**
   * @param {{ subscriptionId: string }} args
   * @param {CallContext} call
   */
  async function call(args, { userId, requestState, inputResponses }) {
    const binding = { userId, tool: TOOL, args };

    if (requestState === undefined) {
      const plans = await billing.availablePlans(args.subscriptionId, userId);
      return inputRequired(
        {
          plan: elicitForm('Which plan should this subscription move to?', {
            planId: { type: 'string', enum: plans.map((p) => p.id), enumNames: plans.map((p) => p.name) },
          }),
        },
        signedState.mint({ step: 'choose', offered: plans.map((p) => p.id) }, binding),
      );
    }

    let claims;
    try {
      claims = signedState.open(requestState, binding);
    } catch (err) {
      if (!(err instanceof StateRejectedError)) throw err;
      audit.stateRejected({ tool: TOOL, userId, reason: err.reason });
      return toolError('This plan change expired or no longer matches; please start again.');
    }

    if (claims.data.step === 'choose') {
      const choice = accepted(inputResponses, 'plan');
      const offered = /** @type {string[]} */ (claims.data.offered);
      if (!choice || typeof choice.planId !== 'string' || !offered.includes(choice.planId)) {
        return complete('Plan change cancelled.');
      }
      const preview = await billing.previewPlanChange(args.subscriptionId, choice.planId, userId);
      const amount = (preview.prorationCents / 100).toFixed(2);
      return inputRequired(
        {
          confirm: elicitForm(`Switching now charges ${amount} ${preview.currency} (effective ${preview.effectiveAt}). Go ahead?`, {
            confirm: { type: 'boolean' },
          }),
        },
        signedState.mint({ step: 'confirm', planId: choice.planId, prorationCents: preview.prorationCents }, binding),
      );
    }

    if (claims.data.step !== 'confirm') return toolError('Unexpected state.');
    if (!replay.redeem(claims.jti, claims.exp)) return toolError('This confirmation was already used.');
    const confirm = accepted(inputResponses, 'confirm');
    if (!confirm || confirm.confirm !== true) return complete('Plan change cancelled.');

    const planId = String(claims.data.planId);
    await billing.changePlan(args.subscriptionId, planId, userId);
    audit.actionCompleted({ tool: TOOL, userId, subject: args.subscriptionId, detail: { planId } });
    return complete(`Subscription ${args.subscriptionId} is now on ${planId}.`, { subscriptionId: args.subscriptionId, planId });
  }

  return { definition, call };
}
