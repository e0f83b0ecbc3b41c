import { EventEmitter } from 'node:events';
import { createHash } from 'node:crypto';

/**
 * In-process pub/sub for audit events. Publishers don't know who listens (the log shipper, the
 * refusal counter, tests).
 *
 * Topics: `state.issued`, `state.refused`, `grant.connected`, `grant.revoked`.
 */
export class AuditHub extends EventEmitter {
  publish(topic, event) {
    this.emit(topic, Object.freeze({ ...event, topic, at: new Date().toISOString() }));
  }

  subscribe(topics, listener) {
    for (const topic of topics) this.on(topic, listener);
    return () => {
      for (const topic of topics) this.off(topic, listener);
    };
  }
}

/** Short, non-reversible handle for correlating a requestState across log lines without logging it. */
export const fingerprint = (token) => createHash('sha256').update(token).digest('hex').slice(0, 16);
