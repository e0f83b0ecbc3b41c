'use strict';

const amqp = require('amqplib');
const custom = require('../config/custom');

let connectionPromise;

async function channel() {
  if (!connectionPromise) {
    connectionPromise = amqp.connect(custom.amqp.url).then(async (conn) => {
      conn.on('close', () => { connectionPromise = undefined; });
      const ch = await conn.createConfirmChannel();
      await ch.assertQueue(custom.amqp.reportsQueue, { durable: true });
      return ch;
    });
  }
  return connectionPromise;
}

async function publishJson(queue, message) {
  const ch = await channel();
  await new Promise((resolve, reject) => {
    ch.sendToQueue(queue, Buffer.from(JSON.stringify(message)), { persistent: true, contentType: 'application/json' },
      (err) => (err ? reject(err) : resolve()));
  });
}

async function consume(queue, handler, { prefetch = custom.amqp.prefetch } = {}) {
  const ch = await channel();
  await ch.prefetch(prefetch);
  return ch.consume(queue, async (msg) => {
    if (!msg) return;
    try {
      await handler(JSON.parse(msg.content.toString('utf8')), msg);
      ch.ack(msg);
    } catch (err) {
      console.error('[amqp] handler failed, dead-lettering', err);
      ch.nack(msg, false, false);
    }
  });
}

module.exports = { channel, publishJson, consume };
