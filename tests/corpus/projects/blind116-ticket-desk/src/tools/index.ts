// Re-exports the escalate and close-ticket tool registrations.
// @ts-nocheck
export { default as registerEscalate } from './escalate.js';
export { registerCloseTicket } from './closeTicket.js';
