// Loads the GitHub OAuth credentials the CLI stored after `gh-triage-mcp login`.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { homedir } = require('node:os');

function loadCredentials() {
  return JSON.parse(readFileSync(join(homedir(), '.config', 'gh-triage', 'credentials.json'), 'utf8'));
}

module.exports = { loadCredentials };
