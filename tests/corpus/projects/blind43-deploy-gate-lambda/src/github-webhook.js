import { createHmac, timingSafeEqual } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

// A second function (its own function URL): GitHub deployment_status events for the releases we start.
const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const secrets = new SecretsManagerClient({});

let webhookSecret;
function githubWebhookSecret() {
  webhookSecret ??= secrets
    .send(new GetSecretValueCommand({ SecretId: process.env.GITHUB_WEBHOOK_SECRET_ARN }))
    .then(({ SecretString }) => {
      if (!SecretString || Buffer.byteLength(SecretString) < 32) {
        throw new Error('The GitHub webhook secret must be at least 32 bytes');
      }
      return SecretString;
    });
  return webhookSecret;
}

function signatureMatches(secret, rawBody, header) {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`);
  const received = Buffer.from(header ?? '');
  return received.length === expected.length && timingSafeEqual(received, expected);
}

export const handler = async (event) => {
  const rawBody = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
  const signature = event.headers?.['x-hub-signature-256'];
  if (!signatureMatches(await githubWebhookSecret(), rawBody, signature)) {
    return { statusCode: 401, body: 'signature mismatch' };
  }
  if (event.headers['x-github-event'] !== 'deployment_status') return { statusCode: 204, body: '' };

  const { deployment, deployment_status: status } = JSON.parse(rawBody.toString('utf8'));
  await ddb.send(
    new UpdateCommand({
      TableName: process.env.RELEASES_TABLE,
      Key: { pk: `release#${deployment.environment}#${deployment.ref}` },
      UpdateExpression: 'SET #state = :state, updatedAt = :at',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':state': status.state, ':at': status.updated_at },
    }),
  );
  return { statusCode: 204, body: '' };
};
