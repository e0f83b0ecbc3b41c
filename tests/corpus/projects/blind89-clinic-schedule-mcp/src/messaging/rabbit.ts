// RabbitMQ helpers: RPC over direct reply-to, durable command publishing and worker consumers.
// @ts-nocheck
import amqp from 'amqplib';
import { randomUUID } from 'node:crypto';
import { config } from '../config.js';

export const QUEUES = Object.freeze({
  previewDay: 'schedule.preview-day',
  cancelDay: 'schedule.cancel-day',
  sendReminders: 'reminders.send-batch',
});

let connection;
let channel;
const pendingRpc = new Map();

export async function connectRabbit() {
  connection = await amqp.connect(config.amqpUrl);
  channel = await connection.createChannel();
  await channel.assertQueue(QUEUES.previewDay, { durable: false });
  await channel.assertQueue(QUEUES.cancelDay, { durable: true });
  await channel.assertQueue(QUEUES.sendReminders, { durable: true });
  await channel.consume(
    'amq.rabbitmq.reply-to',
    (msg) => {
      const waiter = pendingRpc.get(msg.properties.correlationId);
      if (!waiter) return;
      pendingRpc.delete(msg.properties.correlationId);
      clearTimeout(waiter.timer);
      const body = JSON.parse(msg.content.toString('utf8'));
      body.error ? waiter.reject(new Error(body.error)) : waiter.resolve(body);
    },
    { noAck: true },
  );
  return connection;
}

export function rpc<T>(queue: string, payload: unknown, timeoutMs = config.rpcTimeoutMs): Promise<T> {
  const correlationId = randomUUID();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      pendingRpc.delete(correlationId);
      reject(new Error(`${queue} did not reply within ${timeoutMs} ms`));
    }, timeoutMs);
    pendingRpc.set(correlationId, { resolve, reject, timer });
    channel.sendToQueue(queue, Buffer.from(JSON.stringify(payload)), { correlationId, replyTo: 'amq.rabbitmq.reply-to', contentType: 'application/json' });
  });
}

export function sendCommand(queue: string, payload: unknown, messageId: string) {
  return channel.sendToQueue(queue, Buffer.from(JSON.stringify(payload)), { persistent: true, messageId, contentType: 'application/json' });
}

export async function consume(queue: string, handler: (body: any) => Promise<unknown>, prefetch = 4) {
  const ch = await connection.createChannel();
  await ch.prefetch(prefetch);
  await ch.consume(queue, async (msg) => {
    if (!msg) return;
    try {
      const result = await handler(JSON.parse(msg.content.toString('utf8')));
      if (msg.properties.replyTo) {
        ch.sendToQueue(msg.properties.replyTo, Buffer.from(JSON.stringify(result ?? {})), { correlationId: msg.properties.correlationId });
      }
      ch.ack(msg);
    } catch (err) {
      console.error(`[${queue}] ${msg.properties.messageId ?? msg.properties.correlationId}: ${err.message}`);
      if (msg.properties.replyTo) {
        ch.sendToQueue(msg.properties.replyTo, Buffer.from(JSON.stringify({ error: err.message })), { correlationId: msg.properties.correlationId });
        ch.ack(msg);
      } else {
        ch.nack(msg, false, !msg.fields.redelivered);
      }
    }
  });
}
