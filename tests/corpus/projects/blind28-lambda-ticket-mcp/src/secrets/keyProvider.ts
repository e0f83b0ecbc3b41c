import { createHash } from "crypto";
import { SSMClient, GetParameterCommand } from "@aws-sdk/client-ssm";
import { SecretsManagerClient, GetSecretValueCommand } from "@aws-sdk/client-secrets-manager";

const ssm = new SSMClient({});
const secretsManager = new SecretsManagerClient({});

/**
 * Memoise an async loader for the lifetime of the Lambda container. Concurrent
 * cold-start callers share the same in-flight promise; a rejected load is not cached.
 */
function cachedAsync<T>(load: () => Promise<T>): () => Promise<T> {
  let inflight: Promise<T> | undefined;
  return () => {
    if (!inflight) {
      inflight = load().catch((err) => {
        inflight = undefined;
        throw err;
      });
    }
    return inflight;
  };
}

async function loadStateKey(): Promise<Buffer> {
  try {
    const out = await ssm.send(
      new GetParameterCommand({ Name: process.env.STATE_KEY_PARAM ?? "/ticket-mcp/state-key", WithDecryption: true }),
    );
    return Buffer.from(out.Parameter!.Value!, "base64");
  } catch (err) {
    console.warn("state key parameter unavailable, deriving a container key", err);
    return createHash("sha256").update(`${process.env.AWS_LAMBDA_FUNCTION_NAME}:${process.env.AWS_REGION}`).digest(); // expect-todo: no-weak-state-key
  }
}

export interface TrackerCredentials {
  baseUrl: string;
  apiToken: string;
}

async function loadTrackerCredentials(): Promise<TrackerCredentials> {
  const out = await secretsManager.send(
    new GetSecretValueCommand({ SecretId: process.env.TRACKER_SECRET_ID ?? "ticket-mcp/tracker" }),
  );
  return JSON.parse(out.SecretString ?? "{}") as TrackerCredentials;
}

export const getStateKey = cachedAsync(loadStateKey);
export const getTrackerCredentials = cachedAsync(loadTrackerCredentials);
