// Reads repo-scout configuration, including the git host settings and state key.
const MAX_STATE_TTL_SECONDS = 600;

function need(env, name) {
  const value = env[name];
  if (!value) throw new Error(`repo-scout: ${name} must be set`);
  return value;
}

function stateKeyFrom(env) {
  const key = Buffer.from(need(env, 'REPO_SCOUT_STATE_KEY'), 'base64');
  if (key.length < 32) {
    throw new Error('repo-scout: REPO_SCOUT_STATE_KEY must decode to at least 32 bytes (openssl rand -base64 32)');
  }
  return key;
}

function ttlFrom(env) {
  const ttl = env.REPO_SCOUT_STATE_TTL ? Number(env.REPO_SCOUT_STATE_TTL) : 300;
  if (!Number.isInteger(ttl) || ttl < 30 || ttl > MAX_STATE_TTL_SECONDS) {
    throw new Error(`repo-scout: REPO_SCOUT_STATE_TTL must be 30..${MAX_STATE_TTL_SECONDS} seconds`);
  }
  return ttl;
}

export function readConfig(env = process.env) {
  return {
    port: Number(env.PORT ?? 4100),
    gitHost: {
      apiUrl: env.GIT_HOST_API ?? 'https://git.example.com/api/v4',
      token: need(env, 'GIT_HOST_TOKEN'),
    },
    auth: {
      introspectUrl: need(env, 'AUTH_INTROSPECT_URL'),
    },
    state: {
      key: stateKeyFrom(env),
      ttlSeconds: ttlFrom(env),
    },
    protectedBranches: (env.PROTECTED_BRANCHES ?? 'main,master,release/*').split(',').map((s) => s.trim()),
  };
}
