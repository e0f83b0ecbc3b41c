// Payments service client and the MCP tool that schedules payment of an approved invoice.
// @ts-nocheck
import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { McpTool, errorResult, formatCents, requireUser, textResult } from '../mcp/mcp-tool.decorator';
import { REQUEST_STATE_CODEC } from '../mcp/state-codec.provider';
import { AppConfigService } from '../config/app-config.service';
import { InvoiceRepository } from '../invoices/invoice.repository';

interface PaymentQuote {
  id: string;
  fee_cents: number;
  settles_on: string;
  funding_accounts: { id: string; label: string }[];
}

@Injectable()
export class PaymentsClient {
  constructor(private readonly config: AppConfigService) {}

  async exchangeToken(subjectToken: string): Promise<{ access_token: string; expires_in: number }> {
    const res = await fetch(this.config.tokenExchangeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
        subject_token: subjectToken,
        subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
        audience: 'payments-api',
        client_id: this.config.oauthClientId,
        client_secret: this.config.oauthClientSecret,
      }),
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) throw new Error(`token exchange failed (${res.status})`);
    return res.json();
  }

  async quote(accessToken: string, body: { invoiceId: string; amountCents: number; currency: string; payOn: string }): Promise<PaymentQuote> {
    return this.call('POST', '/v2/quotes', accessToken, body);
  }

  async schedule(accessToken: string, quoteId: string, fundingAccountId: string): Promise<{ id: string; status: string }> {
    return this.call('POST', `/v2/quotes/${encodeURIComponent(quoteId)}/schedule`, accessToken, { fundingAccountId });
  }

  private async call(method: string, path: string, accessToken: string, body?: unknown) {
    const res = await fetch(new URL(path, this.config.paymentsBaseUrl), {
      method,
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(8000),
    });
    if (!res.ok) throw new Error(`payments ${method} ${path} failed (${res.status})`);
    return res.json();
  }
}

@Injectable()
export class PaymentTools {
  constructor(
    private readonly payments: PaymentsClient,
    private readonly invoices: InvoiceRepository,
    @Inject(REQUEST_STATE_CODEC) private readonly codec,
  ) {}

  @McpTool({
    name: 'schedule_payment',
    description: 'Schedule payment of an approved invoice on a given date',
    inputSchema: z.object({
      invoiceId: z.string().uuid(),
      payOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    }),
    destructive: true,
  })
  async schedule({ invoiceId, payOn }, ctx) {
    requireUser(ctx);
    const state = await ctx.mcpReq.requestState();

    if (!state) {
      const invoice = await this.invoices.findById(invoiceId);
      if (!invoice || invoice.status !== 'approved') {
        return errorResult(`Invoice ${invoiceId} must be approved before it can be scheduled.`);
      }
      const downstream = await this.payments.exchangeToken(ctx.http.authInfo.token);
      const quote = await this.payments.quote(downstream.access_token, {
        invoiceId,
        amountCents: invoice.amount_cents,
        currency: invoice.currency,
        payOn,
      });
      const requestState = await this.codec.mint(
        {
          tool: 'schedule_payment',
          invoiceId,
          payOn,
          quoteId: quote.id,
          paymentsToken: downstream.access_token, // expect: no-secrets-in-state
        },
        ctx,
      );
      return inputRequired({
        inputRequests: {
          funding: inputRequired.elicit({
            message:
              `Pay ${invoice.vendor} ${formatCents(invoice.amount_cents, invoice.currency)} on ${payOn} ` +
              `(fee ${formatCents(quote.fee_cents, invoice.currency)}, settles ${quote.settles_on}). Choose a funding account.`,
            requestedSchema: {
              type: 'object',
              properties: {
                fundingAccountId: {
                  type: 'string',
                  title: 'Funding account',
                  oneOf: quote.funding_accounts.map((a) => ({ const: a.id, title: a.label })),
                },
              },
              required: ['fundingAccountId'],
            },
          }),
        },
        requestState,
      });
    }

    if (state.tool !== 'schedule_payment' || state.invoiceId !== invoiceId || state.payOn !== payOn) {
      return errorResult('This confirmation does not match the requested payment.');
    }
    const answer = acceptedContent<{ fundingAccountId: string }>(ctx.mcpReq.inputResponses, 'funding');
    if (!answer?.fundingAccountId) {
      return textResult('Payment was not scheduled.');
    }
    const payment = await this.payments.schedule(state.paymentsToken, state.quoteId, answer.fundingAccountId);
    await this.invoices.markScheduled(invoiceId, payment.id);
    return textResult(`Payment ${payment.id} scheduled for ${payOn} (${payment.status}).`);
  }
}
