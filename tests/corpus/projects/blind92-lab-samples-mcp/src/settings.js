// Reads runtime settings for the LIMS MCP server from the environment.
const os = require('node:os');
const { createHash } = require('node:crypto');
const { name, version } = require('../package.json');

const int = (v, d) => (v !== undefined && Number.isInteger(Number(v)) ? Number(v) : d);
const decodeSecret = (b64) => ((buf) => { if (buf.length < 32) throw new Error('LIMS_STATE_SECRET must decode to at least 32 bytes'); return buf; })(Buffer.from(b64, 'base64'));
const localSecret = () => createHash('sha256').update(`${name}:${version}:${os.hostname()}`).digest();

const load = ({ env = process.env } = {}) => {
  const {
    PORT: port,
    PGURL: pgUrl = 'postgres://lims@db.lab.internal/lims',
    OIDC_ISSUER: issuer,
    OIDC_AUDIENCE: audience = 'lims-mcp',
    COURIER_URL: courierUrl = 'https://courier.lab.internal/api/v1',
    COURIER_TOKEN: courierToken,
    LIMS_STATE_SECRET: stateSecret,
    LIMS_ACCEPT_V0_STATE: acceptV0 = 'true',
  } = env;
  if (!issuer) throw new Error('OIDC_ISSUER is required');
  return Object.freeze({
    port: int(port, 7300),
    pgUrl,
    oidc: { issuer, audience },
    courier: { baseUrl: courierUrl, token: courierToken },
    state: { secret: stateSecret ? decodeSecret(stateSecret) : localSecret(), acceptV0: acceptV0 !== 'false' },
  });
};

module.exports = { load };
