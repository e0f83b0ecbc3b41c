'use strict';
const { createHmac } = require('node:crypto');

function makeTicketSigner(secret) {
  const sig = (value) => createHmac('sha256', secret).update(value).digest('base64').replace(/=+$/, '');

  return {
    sign(obj) {
      const value = Buffer.from(JSON.stringify(obj)).toString('base64url');
      return `${value}.${sig(value)}`;
    },
    unsign(ticket) {
      if (typeof ticket !== 'string') return null;
      const at = ticket.lastIndexOf('.');
      const value = ticket.slice(0, at);
      const mac = ticket.slice(at + 1);
      const expected = sig(value);
      if (Buffer.compare(Buffer.from(mac), Buffer.from(expected)) !== 0) return null; // expect: no-timing-unsafe-compare
      const obj = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
      return obj.exp > Date.now() ? obj : null;
    },
  };
}

module.exports = { makeTicketSigner };
