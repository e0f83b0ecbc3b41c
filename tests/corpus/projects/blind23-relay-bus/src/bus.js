'use strict';

const { EventEmitter } = require('node:events');
const { randomUUID } = require('node:crypto');

/**
 * Tiny request/reply bus. Tool handlers publish a topic and await the reply of
 * whichever listener subscribed to it; listeners never see the transport.
 */
class MessageBus extends EventEmitter {
  constructor({ timeoutMs = 5000 } = {}) {
    super();
    this.timeoutMs = timeoutMs;
  }

  publish(topic, payload) {
    const correlationId = randomUUID();
    const replyTopic = `reply:${correlationId}`;

    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.removeAllListeners(replyTopic);
        reject(new Error(`bus: no reply for ${topic}`));
      }, this.timeoutMs);

      this.once(replyTopic, (err, result) => {
        clearTimeout(timer);
        if (err) reject(err);
        else resolve(result);
      });

      if (!this.emit(topic, { ...payload, topic, correlationId })) {
        clearTimeout(timer);
        this.removeAllListeners(replyTopic);
        reject(new Error(`bus: nobody subscribed to ${topic}`));
      }
    });
  }

  subscribe(topic, handler) {
    this.on(topic, async (message) => {
      const replyTopic = `reply:${message.correlationId}`;
      try {
        this.emit(replyTopic, null, await handler(message));
      } catch (err) {
        this.emit(replyTopic, err);
      }
    });
    return this;
  }
}

module.exports = { MessageBus };
