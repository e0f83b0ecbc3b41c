import { Queue, Worker, type Job } from 'bullmq';
import IORedis from 'ioredis';
import { config } from './config.js';
import { formatMoney, orderNumber } from './lib/helpers.js';
import { db } from './services/orders.js';

const connection = new IORedis(config.redisUrl, { maxRetriesPerRequest: null });

export const orderQueue = new Queue('orders', { connection });

async function sendMail(to: string, subject: string, body: string) {
  // Delivery goes through the mail relay sidecar; it retries on its own.
  await fetch('http://localhost:2525/send', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ to, subject, body }),
  });
}

async function handle(job: Job<{ orderId: number }>) {
  const order = await db('orders').join('customers', 'customers.id', 'orders.customer_id').where('orders.id', job.data.orderId).first();
  if (!order) return;
  switch (job.name) {
    case 'confirmation-email':
      return sendMail(order.email, `Your order ${orderNumber(order.id)}`, `Total: ${formatMoney(order.total_cents)}`);
    case 'cancelled-email':
      return sendMail(order.email, `Order ${orderNumber(order.id)} cancelled`, 'Your order was cancelled.');
    default:
      throw new Error(`unknown job ${job.name}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const worker = new Worker('orders', handle, { connection, concurrency: 5 });
  worker.on('failed', (job, err) => console.error('job failed', job?.id, err));
}
