import { KMSClient } from '@aws-sdk/client-kms';
import { createMcpHandler } from '@modelcontextprotocol/server';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { ExportStore } from './athena.js';
import { authInfoFrom } from './auth.js';
import { buildServer } from './server.js';
import { KmsStateSealer } from './state/kms-sealer.js';

// Created once per execution environment. The KMS key is an HMAC_256 key; only its id is configuration.
const deps = {
  sealer: new KmsStateSealer(new KMSClient({}), process.env.STATE_MAC_KEY_ID ?? 'alias/athena-exports-state'),
  exports: new ExportStore(),
};
const mcp = createMcpHandler(() => buildServer(deps));

export const handler = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> => {
  const authInfo = await authInfoFrom(event.headers.authorization);
  if (!authInfo) {
    return { statusCode: 401, headers: { 'www-authenticate': 'Bearer realm="athena-exports"' }, body: '' };
  }

  const url = `https://${event.requestContext.domainName}${event.rawPath}${event.rawQueryString ? `?${event.rawQueryString}` : ''}`;
  const body = event.body === undefined ? undefined : Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
  const request = new Request(url, {
    method: event.requestContext.http.method,
    headers: Object.entries(event.headers).filter((entry): entry is [string, string] => entry[1] !== undefined),
    body,
  });

  const response = await mcp.fetch(request, { authInfo });
  return {
    statusCode: response.status,
    headers: Object.fromEntries(response.headers.entries()),
    body: Buffer.from(await response.arrayBuffer()).toString('base64'),
    isBase64Encoded: true,
  };
};
