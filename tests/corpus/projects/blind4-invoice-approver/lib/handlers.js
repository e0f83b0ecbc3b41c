'use strict';

const { expiresIn, formatDuration } = require('./clock');

const APPROVAL_TTL_MS = 5 * 60 * 1000;
const NOTE_TTL_MS = 10 * 60 * 1000;

const TOOLS = [
  {
    name: 'approve_invoice',
    description: 'Approve a supplier invoice for payment (asks the user to confirm).',
    inputSchema: {
      type: 'object',
      properties: { invoiceId: { type: 'string' }, amountCents: { type: 'integer' } },
      required: ['invoiceId', 'amountCents'],
    },
    annotations: { destructiveHint: true },
  },
  {
    name: 'annotate_invoice',
    description: 'Attach a note to an invoice; asks the user for the note text.',
    inputSchema: {
      type: 'object',
      properties: { invoiceId: { type: 'string' } },
      required: ['invoiceId'],
    },
  },
];

function text(t, isError = false) {
  return { content: [{ type: 'text', text: t }], isError };
}

function userOf(extra) {
  const id = extra && extra.authInfo && extra.authInfo.extra && extra.authInfo.extra.userId;
  if (typeof id !== 'string' || id === '') throw new Error('not signed in');
  return id;
}

function createHandlers({ sealer, ledger }) {
  async function approveInvoice(params, extra) {
    const user = userOf(extra);
    const { invoiceId, amountCents } = params.arguments || {};

    if (!params.requestState) {
      const invoice = await ledger.find(invoiceId);
      if (!invoice) return text(`No invoice ${invoiceId}`, true);
      if (invoice.amountCents !== amountCents) return text('Amount does not match the invoice', true);
      const requestState = sealer.seal({
        sub: user,
        tool: 'approve_invoice',
        invoiceId,
        amountCents,
        exp: expiresIn(APPROVAL_TTL_MS),
      });
      return {
        resultType: 'input_required',
        inputRequests: {
          confirm: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Approve ${invoice.supplier} invoice ${invoiceId} for ${(amountCents / 100).toFixed(2)} ${invoice.currency}? (valid ${formatDuration(APPROVAL_TTL_MS)})`,
              requestedSchema: { type: 'object', properties: { approve: { type: 'boolean' } }, required: ['approve'] },
            },
          },
        },
        requestState,
      };
    }

    const state = sealer.open(params.requestState, { sub: user, tool: 'approve_invoice' });
    if (!state) return text('Approval expired or invalid, start again.', true);
    if (state.invoiceId !== invoiceId || state.amountCents !== amountCents) {
      return text('Arguments changed since the approval was requested.', true);
    }
    const answer = params.inputResponses && params.inputResponses.confirm;
    if (!answer || answer.action !== 'accept' || !answer.content || answer.content.approve !== true) {
      return text('Not approved.');
    }
    await ledger.approve(state.invoiceId, user);
    return text(`Invoice ${state.invoiceId} approved for payment.`);
  }

  async function annotateInvoice(params, extra) {
    const user = userOf(extra);
    if (!params.requestState) {
      const { invoiceId } = params.arguments || {};
      const noteDraft = { invoiceId, author: user, tool: 'annotate_invoice', exp: Date.now() + NOTE_TTL_MS };
      return {
        resultType: 'input_required',
        inputRequests: {
          note: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Note for invoice ${invoiceId}`,
              requestedSchema: { type: 'object', properties: { note: { type: 'string' } }, required: ['note'] },
            },
          },
        },
        requestState: Buffer.from(JSON.stringify(noteDraft)).toString('base64'), // expect: require-sealed-state
      };
    }
    const draft = JSON.parse(Buffer.from(params.requestState, 'base64').toString('utf8')); // expect: require-sealed-state
    if (draft.author !== user || draft.tool !== 'annotate_invoice' || !(draft.exp > Date.now())) {
      return text('Note draft expired, start again.', true);
    }
    const answer = params.inputResponses && params.inputResponses.note;
    if (!answer || answer.action !== 'accept') return text('No note added.');
    await ledger.addNote(draft.invoiceId, draft.author, String(answer.content.note).slice(0, 4000));
    return text(`Note added to ${draft.invoiceId}.`);
  }

  return { approve_invoice: approveInvoice, annotate_invoice: annotateInvoice };
}

module.exports = { TOOLS, createHandlers };
