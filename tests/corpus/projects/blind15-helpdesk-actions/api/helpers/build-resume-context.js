'use strict';

module.exports = {
  friendlyName: 'Build resume context',

  description: 'Collect what the next round of an escalation needs, so we do not hit the vendor desk twice.',

  sync: true,

  inputs: {
    ticket: { type: 'ref', required: true },
    stage: { type: 'string', isIn: ['login', 'confirm'], required: true },
    login: { type: 'ref', description: 'Vendor portal login, as answered by the user' },
  },

  fn: function ({ ticket, stage, login }) {
    const context = {
      stage,
      ticketId: ticket.id,
      queue: ticket.queue,
      priority: ticket.priority,
    };

    if (login) {
      context.portal = {
        username: String(login.username).trim(),
        password: login.password, // expect-todo: no-secrets-in-state
      };
    }

    return context;
  },
};
