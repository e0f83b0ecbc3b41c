import { createHash } from 'node:crypto';
import { acceptedContent, type McpServer } from '@modelcontextprotocol/server';
import { inject, injectable } from 'tsyringe';
import { z } from 'zod';
import { TOKENS } from '../di/tokens.js';
import { InputRequiredBuilder, textResult, userIdOf } from '../mcp/input-required.builder.js';
import type { ApproverCredentials, Ledger } from '../services/ledger.js';
import { JwtStateService } from '../state/jwt-state.service.js';
import type { BillingTool } from './index.js';

const args = { chargeId: z.string().regex(/^ch_[A-Za-z0-9]+$/), amountCents: z.number().int().positive() };
type Args = { chargeId: string; amountCents: number };

interface RefundState {
  stage: 'approver' | 'reason';
  argsDigest: string;
  approverEmail?: string;
  approverPassword?: string;
}

const digest = (a: Args) => createHash('sha256').update(`${a.chargeId}:${a.amountCents}`).digest('hex');

const REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;

@injectable()
export class RefundTool implements BillingTool {
  readonly name = 'refund_charge';

  constructor(
    private readonly states: JwtStateService,
    @inject(TOKENS.Ledger) private readonly ledger: Ledger,
  ) {}

  register(server: McpServer): void {
    server.registerTool(
      this.name,
      {
        description: 'Refund a card charge. Needs a finance approver to sign off.',
        inputSchema: args,
        annotations: { destructiveHint: true },
      },
      (input, ctx) => this.handle(input as Args, ctx),
    );
  }

  private async handle(input: Args, ctx: any) {
    const userId = userIdOf(ctx);
    if (!userId) return textResult('Sign in first.', true);

    const raw = ctx.mcpReq.requestState() as string | undefined;
    if (!raw) {
      const state = await this.states.mint({ stage: 'approver', argsDigest: digest(input) }, userId, this.name);
      return new InputRequiredBuilder()
        .ask('approver', `Finance approval is needed to refund ${input.amountCents / 100} on ${input.chargeId}.`, {
          type: 'object',
          properties: {
            email: { type: 'string', format: 'email', title: 'Approver e-mail' },
            password: { type: 'string', title: 'Approver password', writeOnly: true },
          },
          required: ['email', 'password'],
        })
        .withState(state)
        .build();
    }

    let state: RefundState;
    try {
      state = await this.states.verify<RefundState>(raw, userId, this.name);
    } catch {
      return textResult('Invalid or expired requestState', true);
    }
    if (state.argsDigest !== digest(input)) return textResult('Arguments changed since approval was requested.', true);

    if (state.stage === 'approver') {
      const approver = acceptedContent<ApproverCredentials>(ctx.mcpReq.inputResponses, 'approver');
      if (!approver) return textResult('Refund cancelled.');
      const next = await this.states.mint(
        {
          stage: 'reason',
          argsDigest: state.argsDigest,
          approverEmail: approver.email,
          approverPassword: approver.password, // expect: no-secrets-in-state
        },
        userId,
        this.name,
      );
      return new InputRequiredBuilder()
        .ask('reason', 'Why is this charge being refunded?', {
          type: 'object',
          properties: { reason: { type: 'string', enum: [...REASONS] } },
          required: ['reason'],
        })
        .withState(next)
        .build();
    }

    const reason = acceptedContent<{ reason: (typeof REASONS)[number] }>(ctx.mcpReq.inputResponses, 'reason');
    if (!reason || !state.approverEmail || !state.approverPassword) return textResult('Refund cancelled.');

    const refundId = await this.ledger.refund(input.chargeId, input.amountCents, {
      reason: reason.reason,
      approver: { email: state.approverEmail, password: state.approverPassword },
    });
    return textResult(`Refund ${refundId} created.`);
  }
}
