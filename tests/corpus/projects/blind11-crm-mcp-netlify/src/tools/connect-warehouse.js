'use strict';

const { Client } = require('pg');

const NAME = 'connect_warehouse';

const definition = {
  name: NAME,
  description: 'Connect a Postgres warehouse so segments can be synced to it.',
  inputSchema: {
    type: 'object',
    properties: {
      host: { type: 'string' },
      port: { type: 'integer', default: 5432 },
      database: { type: 'string' },
      username: { type: 'string' },
    },
    required: ['host', 'database', 'username'],
  },
};

async function listSchemas({ host, port, database, username, password }) {
  const client = new Client({ host, port, database, user: username, password, ssl: { rejectUnauthorized: true } });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select schema_name from information_schema.schemata where schema_name not like 'pg_%' and schema_name <> 'information_schema'",
    );
    return rows.map((r) => r.schema_name);
  } finally {
    await client.end();
  }
}

const elicit = (message, properties, required) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
});

async function handler(args, { principal, tokens, requestState, inputResponses, crm }) {
  const target = { host: args.host, port: args.port || 5432, database: args.database, username: args.username };

  // Round 1: ask for the password (never in tool arguments: they end up in transcripts).
  if (!requestState) {
    return {
      resultType: 'input_required',
      inputRequests: {
        credentials: elicit(`Password for ${target.username}@${target.host}/${target.database}`, { password: { type: 'string', format: 'password' } }, ['password']),
      },
      requestState: tokens.sign({ tool: NAME, sub: principal.subject, step: 'credentials', target }),
    };
  }

  const state = tokens.verify(requestState);
  if (state.tool !== NAME || state.sub !== principal.subject) throw new Error('requestState does not match this call');

  // Round 2: we have a password; list schemas and let the user pick one.
  if (state.step === 'credentials') {
    const answer = inputResponses && inputResponses.credentials;
    if (!answer || answer.action !== 'accept') return { content: [{ type: 'text', text: 'Cancelled.' }] };
    const password = String(answer.content.password || '');
    const schemas = await listSchemas({ ...state.target, password });
    return {
      resultType: 'input_required',
      inputRequests: {
        schema: elicit('Which schema should segments be written to?', { schema: { type: 'string', enum: schemas } }, ['schema']),
      },
      requestState: tokens.sign({
        tool: NAME,
        sub: principal.subject,
        step: 'schema',
        target: state.target,
        password, // expect-todo: no-secrets-in-state
      }),
    };
  }

  // Round 3: store the connection (the CRM encrypts credentials at rest).
  const pick = inputResponses && inputResponses.schema;
  if (!pick || pick.action !== 'accept') return { content: [{ type: 'text', text: 'Cancelled.' }] };
  const conn = await crm('POST', `/accounts/${principal.accountId}/warehouses`, {
    ...state.target,
    password: state.password,
    schema: pick.content.schema,
  });
  return { content: [{ type: 'text', text: `Warehouse ${conn.id} connected (schema ${pick.content.schema}).` }] };
}

module.exports = { definition, handler };
