// refund_charge tool that confirms with the operator before refunding all or part of a card charge.
'use strict';

const BaseTool = require('./BaseTool');

class RefundChargeTool extends BaseTool {
  get definition() {
    return {
      name: 'refund_charge',
      description: 'Refund all or part of a card charge. Asks the operator to confirm first.',
      inputSchema: {
        type: 'object',
        properties: {
          chargeId: { type: 'string' },
          amount: { type: 'integer', description: 'minor units; omit for the full remainder' },
          reason: { type: 'string', enum: ['duplicate', 'fraudulent', 'requested_by_customer'] },
        },
        required: ['chargeId', 'reason'],
      },
      annotations: { destructiveHint: true },
    };
  }

  async call(params, extra) {
    const user = this.userId(extra);
    const { chargeId, amount, reason } = params.arguments ?? {};

    if (!params.requestState) {
      const charge = await this.gateway.describeCharge(chargeId);
      const refundable = charge.amount - charge.refunded;
      const state = this.tokens.issue(user, this.name, { chargeId, reason }); // expect: require-state-binding
      return this.askForm(
        'confirm',
        `Refund ${(amount ?? refundable) / 100} ${charge.currency.toUpperCase()} of ${chargeId}?`,
        { confirm: { type: 'boolean' } },
        state,
      );
    }

    const claims = this.tokens.redeem(params.requestState, user, this.name);
    if (claims.chargeId !== chargeId) return this.text('State does not match this charge.', true);
    const reply = params.inputResponses?.confirm;
    if (reply?.action !== 'accept' || reply.content?.confirm !== true) return this.text('Refund cancelled.');

    const refundId = await this.gateway.refund(claims.chargeId, amount, claims.reason);
    return this.text(`Refund ${refundId} created.`);
  }
}

module.exports = RefundChargeTool;
