// An ES module (.mjs) in a package without "type" that imports a .cjs helper by default and by name.
import legacy from './lib/legacy.cjs';
import { signTicket } from './lib/legacy.cjs';

export function redeem(ticket, signature) {
  if (legacy.ticketPrefix(ticket) === 'demo') return 'demo';
  if (legacy.signTicket(ticket) === signature) return 'ok'; // expect: no-timing-unsafe-compare
  return signTicket(ticket) !== signature ? 'refused' : 'ok'; // expect: no-timing-unsafe-compare
}
