import { randomBytes } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { argsDigest } from './args-digest.js';

const TABLE = process.env.PENDING_TABLE;
const APPROVAL_WINDOW_SECONDS = 10 * 60;
const HANDLE = /^[A-Za-z0-9_-]{43}$/;

const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Stores an approval the server is waiting for and returns the handle the client echoes back as
 * requestState. The handle is 256 random bits and says nothing; the record holds who, what and until when.
 * `ttl` is the table's TimeToLiveSpecification attribute (epoch seconds).
 */
export async function rememberPending({ userId, tool, args, detail }) {
  const handle = randomBytes(32).toString('base64url');
  await ddb.send(
    new PutCommand({
      TableName: TABLE,
      Item: {
        pk: `pending#${handle}`,
        userId,
        tool,
        argsDigest: argsDigest(args),
        detail,
        ttl: nowSeconds() + APPROVAL_WINDOW_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return handle;
}

/**
 * Deletes the record and returns what it held, so that a handle is redeemed at most once.
 * DynamoDB removes expired items lazily (up to days later), so the expiry is checked by the callers.
 */
export async function takePending(handle) {
  if (typeof handle !== 'string' || !HANDLE.test(handle)) return null;
  const { Attributes } = await ddb.send(
    new DeleteCommand({ TableName: TABLE, Key: { pk: `pending#${handle}` }, ReturnValues: 'ALL_OLD' }),
  );
  return Attributes ?? null;
}

/** takePending plus every check: not expired, same user, same tool, same arguments. */
export async function redeemPending(handle, { userId, tool, args }) {
  const record = await takePending(handle);
  if (!record) return { ok: false, reason: 'unknown or already used' };
  if (record.ttl <= nowSeconds()) return { ok: false, reason: 'expired' };
  if (record.userId !== userId) return { ok: false, reason: 'issued to someone else' };
  if (record.tool !== tool) return { ok: false, reason: 'issued for another tool' };
  if (record.argsDigest !== argsDigest(args)) return { ok: false, reason: 'issued for other arguments' };
  return { ok: true, detail: record.detail };
}
