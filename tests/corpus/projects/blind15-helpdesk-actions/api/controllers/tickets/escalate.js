'use strict';

const vendorDesk = require('../../../lib/vendor-desk');

const loginSchema = {
  type: 'object',
  properties: {
    username: { type: 'string', title: 'Vendor portal username' },
    password: { type: 'string', title: 'Vendor portal password', format: 'password' },
  },
  required: ['username', 'password'],
};

const confirmSchema = {
  type: 'object',
  properties: {
    confirm: { type: 'boolean', title: 'Escalate to the vendor now?' },
    note: { type: 'string', title: 'Note for the vendor', maxLength: 500 },
  },
  required: ['confirm'],
};

const fail = (text) => ({ content: [{ type: 'text', text }], isError: true });

module.exports = {
  friendlyName: 'Escalate ticket',

  description: 'Escalate a helpdesk ticket to the hardware vendor (asks for the vendor login and a confirmation).',

  destructive: true,

  inputs: {
    ticketId: { type: 'string', required: true, description: 'Helpdesk ticket id, e.g. HD-10422' },
  },

  fn: async function ({ ticketId }, { helpers, ctx, round, toolName, inputRequired }) {
    const codec = helpers.stateCodec.with({ action: toolName });
    const userId = ctx.http?.authInfo?.extra?.userId;
    if (!userId) return fail('This tool needs an authenticated user.');

    const ticket = await vendorDesk.loadTicket(ticketId, userId);
    if (!ticket) return fail(`Ticket ${ticketId} not found.`);

    // Round 1: ask for the vendor portal login.
    if (!round.rawState) {
      return inputRequired({
        inputRequests: {
          vendor_login: inputRequired.elicit({ message: `Sign in to ${ticket.vendor} to escalate ${ticket.id}`, requestedSchema: loginSchema }),
        },
        requestState: await codec.mint(helpers.buildResumeContext.with({ ticket, stage: 'login' }), ctx),
      });
    }

    let resume;
    try {
      resume = await codec.verify(round.rawState, ctx);
    } catch {
      return fail('Invalid or expired requestState');
    }
    if (resume.ticketId !== ticket.id) return fail('This confirmation belongs to another ticket.');

    // Round 2: we have the login, ask for the final go-ahead.
    if (resume.stage === 'login') {
      const login = round.answer('vendor_login');
      if (!login) return { content: [{ type: 'text', text: 'Escalation cancelled.' }] };
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({ message: `Escalate ${ticket.id} (${ticket.priority}) to ${ticket.vendor}?`, requestedSchema: confirmSchema }),
        },
        requestState: await codec.mint(helpers.buildResumeContext.with({ ticket, stage: 'confirm', login }), ctx),
      });
    }

    const confirm = round.answer('confirm');
    if (!confirm?.confirm) return { content: [{ type: 'text', text: 'Escalation cancelled.' }] };

    const caseRef = await vendorDesk.escalate(ticket, resume.portal, confirm.note);
    return { content: [{ type: 'text', text: `Escalated ${ticket.id} to ${ticket.vendor}: case ${caseRef}` }] };
  },
};
