import { randomBytes } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';

/**
 * Server-side storage for purge plans. The client only ever sees the random
 * plan id (inside sealed state); the message ids stay here.
 */
export class PlanStore {
  #doc;
  #table;
  #ttlSeconds;

  constructor({ table, ttlSeconds, client = new DynamoDBClient({}) }) {
    this.#doc = DynamoDBDocumentClient.from(client);
    this.#table = table;
    this.#ttlSeconds = ttlSeconds;
  }

  async put(userId, plan) {
    const planId = randomBytes(18).toString('base64url');
    const expiresAt = Math.floor(Date.now() / 1000) + this.#ttlSeconds;
    await this.#doc.send(
      new PutCommand({
        TableName: this.#table,
        Item: { pk: `plan#${planId}`, userId, plan, expiresAt },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return planId;
  }

  /** Single use: the item is deleted as it is read. */
  async take(planId, userId) {
    const { Attributes: item } = await this.#doc.send(
      new DeleteCommand({ TableName: this.#table, Key: { pk: `plan#${planId}` }, ReturnValues: 'ALL_OLD' }),
    );
    if (!item || item.userId !== userId) return null;
    if (item.expiresAt <= Math.floor(Date.now() / 1000)) return null; // DynamoDB TTL deletion lags
    return item.plan;
  }
}
