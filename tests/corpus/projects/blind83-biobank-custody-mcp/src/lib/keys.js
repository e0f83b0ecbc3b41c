// Key material for sealing the request state handed to MCP clients between rounds.
const crypto = require('node:crypto');
const os = require('node:os');
const pkg = require('../../package.json');

// One key per lab host; the load balancer pins each client to the host that served its first round.
const stateKey = crypto.createHash('sha256').update(`${pkg.name}@${pkg.version}/${os.hostname()}`).digest();

module.exports = { stateKey };
