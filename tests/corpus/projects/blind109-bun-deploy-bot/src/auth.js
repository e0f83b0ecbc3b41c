// Deploy tokens are minted by the platform team and listed (hashed) in a JSON file.
let tokenTable;

async function loadTable() {
  tokenTable ??= await Bun.file(Bun.env.DEPLOY_TOKENS_FILE ?? './deploy-tokens.json').json();
  return tokenTable;
}

export async function authenticate(req) {
  const header = req.headers.get('authorization') ?? '';
  const match = /^Bearer ([\w.~+/-]+=*)$/.exec(header);
  if (!match) return null;
  const hasher = new Bun.CryptoHasher('sha256');
  hasher.update(match[1]);
  const entry = (await loadTable())[hasher.digest('hex')];
  if (!entry || entry.expiresAt * 1000 < Date.now()) return null;
  return {
    token: match[1],
    clientId: entry.clientId,
    scopes: entry.scopes,
    expiresAt: entry.expiresAt,
    extra: { userId: entry.userId },
  };
}
