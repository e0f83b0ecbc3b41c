import { z } from 'zod';
import { inputRequired, acceptedContent, type McpServer } from '@modelcontextprotocol/server';
import type { Env } from '../env';
import { issueStepToken, readStepToken, type StepClaims } from '../state/step-token';
import { checkEligibility, listPlans } from '../lib/payer';

const TOOL = 'verify_insurance';

interface InsuranceStep extends StepClaims {
  patientId: string;
  payerId: string;
  memberId: string;
  portalUser: string;
  portalPassword: string;
}

export function registerVerifyInsurance(server: McpServer, env: Env) {
  server.registerTool(
    TOOL,
    {
      description: "Check a patient's coverage with their payer before booking. Some payers require the member portal login.",
      inputSchema: z.object({ patientId: z.string(), payerId: z.string() }),
    },
    async ({ patientId, payerId }, ctx) => {
      const userId = ctx.http?.authInfo?.extra?.userId as string | undefined;
      if (!userId) return { isError: true, content: [{ type: 'text', text: 'Not signed in' }] };
      const token = ctx.mcpReq.requestState<string>();

      // Round 3: plan chosen, run the eligibility check with the portal login from round 2.
      if (token) {
        const step = await readStepToken<InsuranceStep>(token, { sub: userId, tool: TOOL }, env);
        const plan = acceptedContent<{ planCode: string }>(ctx.mcpReq.inputResponses, 'plan');
        if (!plan) return { content: [{ type: 'text', text: 'Cancelled.' }] };
        const result = await checkEligibility(env, {
          payerId: step.payerId,
          memberId: step.memberId,
          planCode: plan.planCode,
          login: { user: step.portalUser, password: step.portalPassword },
        });
        return { content: [{ type: 'text', text: result.eligible ? `Covered (copay ${result.copay}).` : `Not covered: ${result.reason}` }] };
      }

      // Round 2: we have the portal login, ask which plan is on the card.
      const login = acceptedContent<{ memberId: string; portalUser: string; portalPassword: string }>(ctx.mcpReq.inputResponses, 'login');
      if (login) {
        const plans = await listPlans(env, payerId);
        return inputRequired({
          inputRequests: {
            plan: inputRequired.elicit({
              message: 'Which plan is printed on the card?',
              requestedSchema: { type: 'object', properties: { planCode: { type: 'string', enum: plans.map((p) => p.code) } }, required: ['planCode'] },
            }),
          },
          requestState: await issueStepToken<InsuranceStep>( // expect: require-state-binding
            {
              sub: userId,
              tool: TOOL,
              patientId,
              payerId,
              memberId: login.memberId,
              portalUser: login.portalUser,
              portalPassword: login.portalPassword, // expect: no-secrets-in-state
            },
            env,
          ),
        });
      }

      // Round 1: ask for the member portal login.
      return inputRequired({
        inputRequests: {
          login: inputRequired.elicit({
            message: 'Enter the member ID and payer portal login from the patient.',
            requestedSchema: {
              type: 'object',
              properties: {
                memberId: { type: 'string' },
                portalUser: { type: 'string' },
                portalPassword: { type: 'string', format: 'password' },
              },
              required: ['memberId', 'portalUser', 'portalPassword'],
            },
          }),
        },
      });
    },
  );
}
