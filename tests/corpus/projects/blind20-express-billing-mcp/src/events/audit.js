import { EventEmitter } from 'node:events';

/**
 * @typedef {{ tool: string, userId: string, reason: string }} RejectedEvent
 * @typedef {{ tool: string, userId: string, subject: string, detail?: Record<string, unknown> }} ActionEvent
 */

/** Process-wide audit bus; listeners write JSON lines picked up by the log shipper. */
class AuditBus extends EventEmitter {
  /** @param {RejectedEvent} event */
  stateRejected(event) {
    this.emit('state.rejected', { ...event, at: new Date().toISOString() });
  }

  /** @param {ActionEvent} event */
  actionCompleted(event) {
    this.emit('action.completed', { ...event, at: new Date().toISOString() });
  }
}

export const audit = new AuditBus();

audit.on('state.rejected', (event) => {
  console.warn(JSON.stringify({ level: 'warn', msg: 'request state rejected', ...event }));
});

audit.on('action.completed', (event) => {
  console.info(JSON.stringify({ level: 'info', msg: 'billing action', ...event }));
});
