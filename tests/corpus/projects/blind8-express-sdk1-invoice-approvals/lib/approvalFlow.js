'use strict';

const { encryptState, decryptState } = require('./stateCipher');

const APPROVAL_WINDOW_MS = 30 * 60 * 1000;

const STEPS = {
  review: {
    key: 'review',
    next: 'sign_off',
    ask: (f) => ({
      method: 'elicitation/create',
      params: {
        mode: 'form',
        message: `Invoice ${f.invoiceId} for ${f.amount} ${f.currency}: is the PO number correct?`,
        requestedSchema: { type: 'object', properties: { poNumber: { type: 'string' } }, required: ['poNumber'] },
      },
    }),
  },
  sign_off: {
    key: 'sign_off',
    next: 'done',
    ask: (f) => ({
      method: 'elicitation/create',
      params: {
        mode: 'form',
        message: `Approve payment of ${f.amount} ${f.currency} against PO ${f.poNumber}?`,
        requestedSchema: { type: 'object', properties: { approve: { type: 'boolean' } }, required: ['approve'] },
      },
    }),
  },
};

class ApprovalFlow {
  constructor(fields) {
    this.fields = { ...fields };
    this.step = fields.step || 'review';
    this.expiresAt = fields.expiresAt || 0;
  }

  static fromToken(token) {
    return new ApprovalFlow(decryptState(token));
  }

  get expired() {
    return Date.now() > this.expiresAt;
  }

  get current() {
    return STEPS[this.step];
  }

  advance(answer) {
    if (this.step === 'review') this.fields.poNumber = answer.poNumber;
    if (this.step === 'sign_off') this.fields.approved = answer.approve === true;
    this.step = this.current.next;
    return this;
  }

  toToken() {
    return encryptState({
      ...this.fields,
      step: this.step,
      expiresAt: Date.now() + APPROVAL_WINDOW_MS, // expect-todo: require-state-binding
    });
  }
}

module.exports = { ApprovalFlow };
