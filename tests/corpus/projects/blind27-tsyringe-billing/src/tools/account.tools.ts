import { acceptedContent, type McpServer } from '@modelcontextprotocol/server';
import { decodeJwt } from 'jose';
import { inject, injectable } from 'tsyringe';
import { z } from 'zod';
import { TOKENS } from '../di/tokens.js';
import { InputRequiredBuilder, textResult, userIdOf } from '../mcp/input-required.builder.js';
import type { Ledger } from '../services/ledger.js';
import { JwtStateService } from '../state/jwt-state.service.js';
import type { BillingTool } from './index.js';

interface CreditClaims {
  customerId: string;
  amountCents: number;
  memo: string;
}

@injectable()
export class ApplyCreditTool implements BillingTool {
  readonly name = 'apply_account_credit';

  constructor(
    private readonly states: JwtStateService,
    @inject(TOKENS.Ledger) private readonly ledger: Ledger,
  ) {}

  register(server: McpServer): void {
    server.registerTool(
      this.name,
      {
        description: "Add a goodwill credit to the caller's billing account.",
        inputSchema: { amountCents: z.number().int().positive().max(50_000), memo: z.string().max(200) },
        annotations: { destructiveHint: true },
      },
      async (input, ctx: any) => {
        const userId = userIdOf(ctx);
        if (!userId) return textResult('Sign in first.', true);
        const raw = ctx.mcpReq.requestState() as string | undefined;

        if (!raw) {
          const customerId = await this.ledger.customerFor(userId);
          const claims: CreditClaims = { customerId, amountCents: input.amountCents, memo: input.memo };
          return new InputRequiredBuilder()
            .ask('confirm', `Credit ${input.amountCents / 100} to account ${customerId}?`, {
              type: 'object',
              properties: { confirm: { type: 'boolean' } },
              required: ['confirm'],
            })
            .withState(await this.states.mint({ ...claims }, userId, this.name))
            .build();
        }

        // We wrote these claims ourselves one round ago; just read them back.
        const claims = decodeJwt<CreditClaims>(raw); // expect: require-sealed-state
        if (acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm')?.confirm !== true) {
          return textResult('No credit applied.');
        }
        const creditId = await this.ledger.applyCredit(claims.customerId, claims.amountCents, claims.memo);
        return textResult(`Credit ${creditId} applied to ${claims.customerId}.`);
      },
    );
  }
}

interface ExportState {
  customerId: string;
  requestedBy: string;
}

@injectable()
export class ExportInvoicesTool implements BillingTool {
  readonly name = 'export_invoices';

  constructor(@inject(TOKENS.Ledger) private readonly ledger: Ledger) {}

  register(server: McpServer): void {
    server.registerTool(
      this.name,
      {
        description: 'Export invoices for a date range as CSV or PDF.',
        inputSchema: {},
        annotations: { readOnlyHint: true },
      },
      async (_input, ctx: any) => {
        const userId = userIdOf(ctx);
        if (!userId) return textResult('Sign in first.', true);
        const raw = ctx.mcpReq.requestState() as string | undefined;

        if (!raw) {
          const state: ExportState = { customerId: await this.ledger.customerFor(userId), requestedBy: userId };
          return new InputRequiredBuilder()
            .ask('range', 'Which invoices should be exported?', {
              type: 'object',
              properties: {
                from: { type: 'string', format: 'date' },
                to: { type: 'string', format: 'date' },
                format: { type: 'string', enum: ['csv', 'pdf'] },
              },
              required: ['from', 'to', 'format'],
            })
            .withState(Buffer.from(JSON.stringify(state)).toString('base64url')) // expect: require-sealed-state
            .build();
        }

        const state = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as ExportState; // expect: require-sealed-state
        const range = acceptedContent<{ from: string; to: string; format: 'csv' | 'pdf' }>(
          ctx.mcpReq.inputResponses,
          'range',
        );
        if (!range) return textResult('Export cancelled.');
        const url = await this.ledger.exportInvoices(state.customerId, range.from, range.to, range.format);
        return textResult(`Your export is ready: ${url}`);
      },
    );
  }
}
