// Registers the update_bank_account tool, which emails a code and then changes the salary account.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { bankChangeCode, checkBankChangeCode } from '../otp.js';
import { hrStateCodec, type LeaveState } from '../state/codec.js';
import { exchangeForWorkday, workday } from '../workday.js';
import { caller, refuse, reply, type HrDeps } from './context.js';

const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

export default function registerUpdateBankAccount(server: McpServer, deps: HrDeps) {
  server.registerTool(
    'update_bank_account',
    {
      description: 'Change the account your salary is paid into. Sends a code to your work email first.',
      inputSchema: z.object({ iban: z.string().regex(IBAN), holder: z.string().min(2).max(70) }),
      annotations: { destructiveHint: true },
    },
    async ({ iban, holder }, ctx) => {
      const who = caller(ctx);
      if (!who) return refuse('update_bank_account needs a signed-in employee.');
      const token = await exchangeForWorkday(deps.workday, who.accessToken);
      const state = ctx.mcpReq.requestState<LeaveState>();

      if (!state) {
        const code = bankChangeCode(who.employeeId, iban);
        await workday(deps.workday, token, '/workers/me/notifications', {
          method: 'POST',
          body: JSON.stringify({ channel: 'work_email', template: 'bank-change-code', vars: { code, last4: iban.slice(-4) } }),
        });
        return inputRequired({
          inputRequests: {
            code: inputRequired.elicit({
              message: `We emailed you a 6-digit code to confirm the new account ending ${iban.slice(-4)}.`,
              requestedSchema: { type: 'object', properties: { code: { type: 'string', pattern: '^\\d{6}$' } }, required: ['code'] },
            }),
          },
          requestState: await hrStateCodec.mint({ kind: 'bank', iban, holder, codeSentAt: Date.now() }, ctx),
        });
      }

      if (state.kind !== 'bank' || state.iban !== iban || state.holder !== holder) {
        return refuse('The account details changed after the code was sent. Start again.');
      }
      const answer = acceptedContent<{ code: string }>(ctx.mcpReq.inputResponses, 'code');
      if (!answer) return reply('Bank change cancelled.');
      if (!checkBankChangeCode(who.employeeId, iban, answer.code)) return refuse('That code is wrong or has expired.');

      await workday(deps.workday, token, '/workers/me/payment-elections', {
        method: 'PUT',
        body: JSON.stringify({ iban, accountHolder: holder }),
      });
      return reply(`Salary will be paid into the account ending ${iban.slice(-4)} from the next run.`);
    },
  );
}
