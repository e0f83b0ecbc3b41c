import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { staffUser } from '../auth.js';
import { signToolState, verifyToolState } from '../crypto/tokens.js';
import { checkEligibility, gatewayFor, portalLogin, type Eligibility } from '../payer-portal.js';

const TOOL = 'check_eligibility';

interface PortalLogin {
  username: string;
  password: string;
}

type EligibilityState =
  | { step: 'login'; memberId: string; payerId: string }
  | { step: 'mfa'; memberId: string; payerId: string; challengeId: string; login: PortalLogin };

const loginForm = (payerId: string) =>
  inputRequired.elicit({
    message: `Sign in to the ${payerId.toUpperCase()} provider portal to run the eligibility check.`,
    requestedSchema: {
      type: 'object',
      properties: { username: { type: 'string' }, password: { type: 'string', format: 'password' } },
      required: ['username', 'password'],
    },
  });

const summary = (e: Eligibility) =>
  e.active
    ? `Active: ${e.planName}. Copay ${((e.copayCents ?? 0) / 100).toFixed(2)}, deductible left ${((e.deductibleRemainingCents ?? 0) / 100).toFixed(2)}.`
    : `Coverage is NOT active (${e.planName}).`;

export function registerEligibility(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      description: "Check a patient's insurance eligibility through the payer's provider portal",
      inputSchema: z.object({ payerId: z.string(), memberId: z.string() }),
      annotations: { readOnlyHint: true },
    },
    async ({ payerId, memberId }, ctx) => {
      const userId = staffUser(ctx);
      const raw = ctx.mcpReq.requestState<string>();

      if (raw === undefined) {
        if (!gatewayFor(payerId)) return { isError: true, content: [{ type: 'text', text: `Unsupported payer ${payerId}.` }] };
        return inputRequired({
          inputRequests: { portal: loginForm(payerId) },
          requestState: await signToolState({ step: 'login', memberId, payerId }, userId, TOOL),
        });
      }

      const state = await verifyToolState<EligibilityState>(raw, userId, TOOL);
      if (!state) return { isError: true, content: [{ type: 'text', text: 'The portal sign-in timed out; start again.' }] };

      if (state.step === 'login') {
        const login = acceptedContent<PortalLogin>(ctx.mcpReq.inputResponses, 'portal');
        if (!login) return { content: [{ type: 'text', text: 'Eligibility check cancelled.' }] };
        const result = await portalLogin(state.payerId, login);
        if (result.kind === 'denied') return { isError: true, content: [{ type: 'text', text: `Portal refused the sign-in: ${result.reason}` }] };
        if (result.kind === 'ok') {
          return { content: [{ type: 'text', text: summary(await checkEligibility(state.payerId, result.session, state.memberId)) }] };
        }
        // The portal wants a one-time code; we need the same login again to redeem it.
        const next: EligibilityState = {
          step: 'mfa',
          memberId: state.memberId,
          payerId: state.payerId,
          challengeId: result.challengeId,
          login, // expect: no-secrets-in-state
        };
        return inputRequired({
          inputRequests: {
            otp: inputRequired.elicit({
              message: `Enter the code the portal sent to ${result.maskedPhone}.`,
              requestedSchema: { type: 'object', properties: { code: { type: 'string' } }, required: ['code'] },
            }),
          },
          requestState: await signToolState(next, userId, TOOL),
        });
      }

      const otp = acceptedContent<{ code: string }>(ctx.mcpReq.inputResponses, 'otp');
      if (!otp) return { content: [{ type: 'text', text: 'Eligibility check cancelled.' }] };
      const result = await portalLogin(state.payerId, state.login, { challengeId: state.challengeId, code: otp.code });
      if (result.kind !== 'ok') return { isError: true, content: [{ type: 'text', text: 'The code was not accepted.' }] };
      return { content: [{ type: 'text', text: summary(await checkEligibility(state.payerId, result.session, state.memberId)) }] };
    },
  );
}
