// Package config: port of internal/config/config.go.
//
// Load returns (error, Config) the way the Go version returned (Config, error);
// main exits non-zero on the first problem instead of limping along with a
// default. Nothing here has a fallback for secrets.

export interface Config {
  ListenAddr: string;
  StateKey: Buffer;
  DeployAPIURL: string;
  DeployAPIToken: string;
  TokenDigestsFile: string;
}

// getenv mirrors os.Getenv: an unset variable reads as the empty string, and
// every caller below treats "" as "not configured".
function getenv(name: string): string {
  return process.env[name] ?? '';
}

export function Load(): [Error | null, Config | null] {
  const keyB64 = getenv('RELEASE_STATE_KEY');
  if (keyB64 === '') {
    return [new Error('config: RELEASE_STATE_KEY is required (openssl rand -base64 32)'), null];
  }
  const stateKey = Buffer.from(keyB64, 'base64');
  if (stateKey.length !== 32) {
    return [new Error(`config: RELEASE_STATE_KEY must decode to 32 bytes, got ${stateKey.length}`), null];
  }

  const apiToken = getenv('DEPLOY_API_TOKEN');
  if (apiToken === '') {
    return [new Error('config: DEPLOY_API_TOKEN is required'), null];
  }

  return [
    null,
    {
      ListenAddr: getenv('LISTEN_ADDR') || '127.0.0.1:8080',
      StateKey: stateKey,
      DeployAPIURL: getenv('DEPLOY_API_URL') || 'http://deployd.internal:7400',
      DeployAPIToken: apiToken,
      TokenDigestsFile: getenv('TOKEN_DIGESTS_FILE') || '/etc/release-mcp/tokens.json',
    },
  ];
}
