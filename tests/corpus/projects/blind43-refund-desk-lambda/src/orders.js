import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import Stripe from 'stripe';
import { ORDERS_TABLE, RECEIPT_SENDER, stripeSecretKey } from './config.js';

const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const ses = new SESClient({});

let stripe;
async function stripeClient() {
  stripe ??= new Stripe(await stripeSecretKey(), { apiVersion: '2024-06-20' });
  return stripe;
}

export async function getOrder(orderId) {
  if (typeof orderId !== 'string' || orderId === '') return null;
  const { Item } = await ddb.send(new GetCommand({ TableName: ORDERS_TABLE, Key: { pk: `ORDER#${orderId}` } }));
  return Item ?? null;
}

export async function createRefund(order, amountCents, note, agentId) {
  const client = await stripeClient();
  const refund = await client.refunds.create(
    {
      payment_intent: order.paymentIntentId,
      amount: amountCents,
      reason: 'requested_by_customer',
      metadata: { orderId: order.id, agentId, note: note ?? '' },
    },
    { idempotencyKey: `refund:${order.id}:${amountCents}:${order.refundedCents ?? 0}` },
  );
  await ddb.send(
    new UpdateCommand({
      TableName: ORDERS_TABLE,
      Key: { pk: `ORDER#${order.id}` },
      UpdateExpression: 'SET refundedCents = if_not_exists(refundedCents, :zero) + :amount, updatedAt = :now',
      ExpressionAttributeValues: { ':zero': 0, ':amount': amountCents, ':now': new Date().toISOString() },
    }),
  );
  return refund;
}

export async function emailReceipt(order, to) {
  const lines = order.items.map((item) => `${item.quantity} x ${item.name}  $${(item.totalCents / 100).toFixed(2)}`);
  await ses.send(
    new SendEmailCommand({
      Source: RECEIPT_SENDER,
      Destination: { ToAddresses: [to] },
      Message: {
        Subject: { Data: `Your receipt for order ${order.id}` },
        Body: { Text: { Data: [...lines, '', `Total  $${(order.totalCents / 100).toFixed(2)}`].join('\n') } },
      },
    }),
  );
}
