// A legacy CommonJS helper (.cjs) with module.exports.x assignments, imported from an .mjs file.
const crypto = require('node:crypto');

module.exports.signTicket = (ticket) => crypto.createHmac('sha512', process.env.TICKET_KEY).update(ticket).digest('hex');
module.exports.ticketPrefix = (ticket) => ticket.slice(0, 4);
