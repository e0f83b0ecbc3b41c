import { randomUUID } from 'node:crypto';
import type { LedgerClient, RefundReceipt } from '../repositories/LedgerClient.js';
import type { PendingRefundRepository } from '../repositories/PendingRefundRepository.js';
import type { StateProtector } from '../security/StateProtector.js';
import { BillingError, failure, success, type Result } from '../shared/result.js';

export const ISSUE_REFUND = 'issue_refund';
export const VOID_INVOICE = 'void_invoice';
export const EXPORT_STATEMENT = 'export_statement';

/** A refund confirmation is valid for five minutes. */
const REFUND_CONFIRMATION_MS = 5 * 60 * 1000;

export interface Caller {
  readonly userId: string;
  readonly accounts: readonly string[];
  readonly canRefund: boolean;
}

export interface Confirmation {
  readonly requestState: string;
  readonly prompt: string;
}

export interface RefundArgs {
  readonly orderId: string;
  readonly amountCents: number;
}

export interface VoidArgs {
  readonly invoiceId: string;
  readonly reason: string;
}

export interface ExportArgs {
  readonly accountId: string;
  readonly period: string;
}

interface VoidState {
  readonly invoiceNumber: string;
  readonly totalCents: number;
}

interface ExportState {
  readonly step: 'choose-format';
  readonly entryCount: number;
  readonly idempotencyKey: string;
}

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);

export class BillingService {
  constructor(
    private readonly ledger: LedgerClient,
    private readonly pendingRefunds: PendingRefundRepository,
    private readonly protector: StateProtector,
    private readonly clock: () => number = Date.now,
  ) {}

  // ---- issue_refund: server-side confirmation -----------------------------------------------

  async requestRefund(caller: Caller, args: RefundArgs): Promise<Result<Confirmation, BillingError>> {
    if (!caller.canRefund) return failure(new BillingError('forbidden', 'You are not allowed to issue refunds'));
    const order = await this.ledger.getOrder(args.orderId);
    if (!order || !caller.accounts.includes(order.accountId)) {
      return failure(new BillingError('not_found', `Order ${args.orderId} was not found`));
    }
    const refundable = order.capturedCents - order.refundedCents;
    if (args.amountCents <= 0 || args.amountCents > refundable) {
      return failure(new BillingError('not_refundable', `At most ${money(refundable, order.currency)} can be refunded`));
    }

    const pending = await this.pendingRefunds.create({
      userId: caller.userId,
      tool: ISSUE_REFUND,
      orderId: order.id,
      amountCents: args.amountCents,
      currency: order.currency,
      expiresAt: new Date(this.clock() + REFUND_CONFIRMATION_MS),
    });
    return success({
      requestState: pending.handle,
      prompt: `Refund ${money(args.amountCents, order.currency)} on order ${order.number}?`,
    });
  }

  async confirmRefund(caller: Caller, args: RefundArgs, handle: string): Promise<Result<RefundReceipt, BillingError>> {
    const pending = await this.pendingRefunds.findActive(handle);
    const invalid = new BillingError('confirmation_invalid', 'That confirmation is not valid any more; please start again');
    if (!pending) return failure(invalid);
    if (pending.userId !== caller.userId || pending.tool !== ISSUE_REFUND) return failure(invalid);
    if (pending.expiresAt.getTime() <= this.clock()) return failure(invalid);
    if (pending.orderId !== args.orderId || pending.amountCents !== args.amountCents) return failure(invalid);

    if (!(await this.pendingRefunds.consume(pending.handle))) {
      return failure(new BillingError('confirmation_used', 'This refund was already confirmed'));
    }
    const receipt = await this.ledger.refund({
      orderId: pending.orderId,
      amountCents: pending.amountCents,
      currency: pending.currency,
      idempotencyKey: pending.handle,
      requestedBy: caller.userId,
    });
    return success(receipt);
  }

  // ---- void_invoice: sealed client-side state ------------------------------------------------

  async requestVoid(caller: Caller, args: VoidArgs): Promise<Result<Confirmation, BillingError>> {
    const invoice = await this.ledger.getInvoice(args.invoiceId);
    if (!invoice || !caller.accounts.includes(invoice.accountId)) {
      return failure(new BillingError('not_found', `Invoice ${args.invoiceId} was not found`));
    }
    if (invoice.status !== 'open') return failure(new BillingError('not_refundable', `Invoice ${invoice.number} is ${invoice.status}`));

    const requestState = await this.protector.seal<VoidState>(
      { invoiceNumber: invoice.number, totalCents: invoice.totalCents },
      { userId: caller.userId, tool: VOID_INVOICE, args: { invoiceId: args.invoiceId, reason: args.reason } },
    );
    return success({ requestState, prompt: `Void invoice ${invoice.number} (${money(invoice.totalCents, invoice.currency)})?` });
  }

  async confirmVoid(caller: Caller, args: VoidArgs, token: string): Promise<Result<string, BillingError>> {
    const opened = await this.protector.open<VoidState>(token, {
      userId: caller.userId,
      tool: VOID_INVOICE,
      args: { invoiceId: args.invoiceId, reason: args.reason },
    });
    if (!opened.ok) return failure(new BillingError('state_rejected', `Confirmation refused (${opened.error.reason}); please start again`));

    const invoice = await this.ledger.getInvoice(args.invoiceId);
    if (!invoice || !caller.accounts.includes(invoice.accountId)) {
      return failure(new BillingError('not_found', `Invoice ${args.invoiceId} was not found`));
    }
    if (invoice.totalCents !== opened.value.totalCents || invoice.status !== 'open') {
      return failure(new BillingError('confirmation_invalid', `Invoice ${invoice.number} changed; please review it again`));
    }
    await this.ledger.voidInvoice(invoice.id, args.reason, caller.userId);
    return success(`Invoice ${opened.value.invoiceNumber} is void.`);
  }

  // ---- export_statement: sealed client-side state --------------------------------------------

  async prepareExport(caller: Caller, args: ExportArgs): Promise<Result<Confirmation, BillingError>> {
    if (!caller.accounts.includes(args.accountId)) {
      return failure(new BillingError('not_found', `Account ${args.accountId} was not found`));
    }
    const preview = await this.ledger.previewStatement(args.accountId, args.period);
    const requestState = await this.protector.seal<ExportState>(
      { step: 'choose-format', entryCount: preview.entryCount, idempotencyKey: randomUUID() },
      { userId: caller.userId, tool: EXPORT_STATEMENT, args: { accountId: args.accountId, period: args.period } },
    );
    return success({
      requestState,
      prompt:
        `${preview.entryCount} entries, ${money(preview.openingBalanceCents, preview.currency)} -> ` +
        `${money(preview.closingBalanceCents, preview.currency)}. Which format?`,
    });
  }

  async finishExport(
    caller: Caller,
    args: ExportArgs,
    token: string,
    format: 'pdf' | 'csv',
  ): Promise<Result<string, BillingError>> {
    const opened = await this.protector.open<ExportState>(token, {
      userId: caller.userId,
      tool: EXPORT_STATEMENT,
      args: { accountId: args.accountId, period: args.period },
    });
    if (!opened.ok) return failure(new BillingError('state_rejected', `Export refused (${opened.error.reason}); please start again`));

    const exported = await this.ledger.exportStatement({
      accountId: args.accountId,
      period: args.period,
      format,
      idempotencyKey: opened.value.idempotencyKey,
    });
    return success(`Statement ready (${opened.value.entryCount} entries): ${exported.downloadUrl} (until ${exported.expiresAt})`);
  }
}
