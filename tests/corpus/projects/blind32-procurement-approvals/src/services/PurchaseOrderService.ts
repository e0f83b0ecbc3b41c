import type { ApprovalTokenCodec } from '../security/ApprovalTokenCodec.js';
import type { ShippingOption, SupplierPortalClient } from '../integrations/SupplierPortalClient.js';
import type { PurchaseOrder, PurchaseOrderRepository } from '../repositories/PurchaseOrderRepository.js';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  err,
  ok,
  type DomainError,
  type Result,
} from '../shared/result.js';

export const APPROVE_TOOL = 'approve_purchase_order';
export const CANCEL_TOOL = 'cancel_purchase_order';
export const SUBMIT_TOOL = 'submit_to_supplier';

export interface Caller {
  readonly userId: string;
  readonly roles: readonly string[];
  readonly approvalLimitCents: number;
}

/** What a first round hands back to the controller: the opaque state and what to ask the user. */
export interface PendingStep<X = undefined> {
  readonly token: string;
  readonly prompt: string;
  readonly extra: X;
}

interface ApprovalState {
  readonly step: 'confirm-approval';
  readonly totalCents: number;
}

interface CancelState {
  readonly step: 'confirm-cancel';
  readonly orderNumber: string;
}

interface SubmitState {
  readonly step: 'choose-shipping';
  readonly sessionId: string;
  readonly sessionToken: string;
  readonly offered: readonly string[];
}

const money = (cents: number, currency: string): string =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(cents / 100);

export class PurchaseOrderService {
  constructor(
    private readonly orders: PurchaseOrderRepository,
    private readonly supplier: SupplierPortalClient,
    private readonly tokens: ApprovalTokenCodec,
  ) {}

  // ---- approve -------------------------------------------------------------------------

  async beginApproval(caller: Caller, poId: string): Promise<Result<PendingStep, DomainError>> {
    const order = await this.orders.findById(poId);
    if (!order) return err(new NotFoundError(`Purchase order ${poId} was not found`));
    if (order.status !== 'pending_approval') return err(new ConflictError(`${order.number} is ${order.status}`));
    if (order.requesterId === caller.userId) return err(new ForbiddenError('You cannot approve your own request'));
    if (order.totalCents > caller.approvalLimitCents) {
      return err(new ForbiddenError(`${order.number} exceeds your approval limit`));
    }

    const token = await this.tokens.issue<ApprovalState>(
      { step: 'confirm-approval', totalCents: order.totalCents },
      { userId: caller.userId, tool: APPROVE_TOOL, args: { poId } },
    );
    return ok({
      token,
      prompt: `Approve ${order.number} from ${order.supplierName} for ${money(order.totalCents, order.currency)}?`,
      extra: undefined,
    });
  }

  async completeApproval(caller: Caller, poId: string, token: string): Promise<Result<PurchaseOrder, DomainError>> {
    const redeemed = await this.tokens.redeem<ApprovalState>(token, { userId: caller.userId, tool: APPROVE_TOOL, args: { poId } });
    if (!redeemed.ok) return redeemed;

    const order = await this.orders.findById(poId);
    if (!order) return err(new NotFoundError(`Purchase order ${poId} was not found`));
    if (order.status !== 'pending_approval') return err(new ConflictError(`${order.number} is ${order.status}`));
    if (order.totalCents !== redeemed.value.totalCents) {
      return err(new ConflictError(`${order.number} changed while you were deciding; please review it again`));
    }
    await this.orders.markApproved(order.id, caller.userId);
    return ok(order);
  }

  // ---- cancel --------------------------------------------------------------------------

  async beginCancellation(caller: Caller, poId: string): Promise<Result<PendingStep, DomainError>> {
    const order = await this.orders.findById(poId);
    if (!order) return err(new NotFoundError(`Purchase order ${poId} was not found`));
    if (!this.mayCancel(caller, order)) return err(new ForbiddenError(`You cannot cancel ${order.number}`));

    const token = await this.tokens.issue<CancelState>({ step: 'confirm-cancel', orderNumber: order.number }, { userId: caller.userId, tool: CANCEL_TOOL }); // expect-todo: require-state-binding
    return ok({
      token,
      prompt: `Cancel ${order.number} (${money(order.totalCents, order.currency)}, ${order.supplierName})? This cannot be undone.`,
      extra: undefined,
    });
  }

  async completeCancellation(
    caller: Caller,
    poId: string,
    reason: string,
    token: string,
  ): Promise<Result<PurchaseOrder, DomainError>> {
    const redeemed = await this.tokens.redeem<CancelState>(token, { userId: caller.userId, tool: CANCEL_TOOL });
    if (!redeemed.ok) return redeemed;

    const order = await this.orders.findById(poId);
    if (!order) return err(new NotFoundError(`Purchase order ${poId} was not found`));
    if (!this.mayCancel(caller, order)) return err(new ForbiddenError(`You cannot cancel ${order.number}`));
    await this.orders.markCancelled(order.id, caller.userId, reason);
    return ok(order);
  }

  // ---- submit to supplier --------------------------------------------------------------

  async beginSubmission(
    caller: Caller,
    poId: string,
  ): Promise<Result<PendingStep<readonly ShippingOption[]>, DomainError>> {
    const order = await this.orders.findById(poId);
    if (!order) return err(new NotFoundError(`Purchase order ${poId} was not found`));
    if (order.status !== 'approved') return err(new ConflictError(`${order.number} must be approved first`));
    if (!caller.roles.includes('buyer')) return err(new ForbiddenError('Only buyers can submit orders'));

    const session = await this.supplier.openPunchout(order);
    const token = await this.tokens.issue<SubmitState>(
      {
        step: 'choose-shipping',
        sessionId: session.sessionId,
        sessionToken: session.accessToken, // expect-todo: no-secrets-in-state
        offered: session.shippingOptions.map((o) => o.code),
      },
      { userId: caller.userId, tool: SUBMIT_TOOL, args: { poId } },
    );
    return ok({
      token,
      prompt: `${order.supplierName} accepted ${order.number}. How should it be shipped?`,
      extra: session.shippingOptions,
    });
  }

  async completeSubmission(
    caller: Caller,
    poId: string,
    shippingCode: string,
    token: string,
  ): Promise<Result<string, DomainError>> {
    const redeemed = await this.tokens.redeem<SubmitState>(token, { userId: caller.userId, tool: SUBMIT_TOOL, args: { poId } });
    if (!redeemed.ok) return redeemed;
    if (!redeemed.value.offered.includes(shippingCode)) {
      return err(new ConflictError(`Shipping option ${shippingCode} was not offered`));
    }

    const confirmation = await this.supplier.submitOrder(redeemed.value.sessionId, redeemed.value.sessionToken, shippingCode);
    await this.orders.markSubmitted(poId, confirmation.supplierOrderRef);
    return ok(`Submitted as ${confirmation.supplierOrderRef}, promised for ${confirmation.promisedDate}.`);
  }

  private mayCancel(caller: Caller, order: PurchaseOrder): boolean {
    if (order.status === 'submitted' || order.status === 'cancelled') return false;
    return order.requesterId === caller.userId || caller.roles.includes('procurement-admin');
  }
}
