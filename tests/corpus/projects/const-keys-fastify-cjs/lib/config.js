// Settings of a CommonJS Fastify MCP server: the state key falls back to a repeated string, the legacy key is a filled buffer.
module.exports = {
  stateKey: process.env.STATE_KEY || Buffer.from('fastify-dev-'.repeat(3)),
  legacyKey: Buffer.alloc(32, 'k'),
  port: Number(process.env.PORT || 3000),
};
