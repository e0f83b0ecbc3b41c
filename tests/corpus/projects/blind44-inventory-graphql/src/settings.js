// Runtime settings. Secrets are read where they are used (see state/keys.js
// and graphql/index.js); this module only holds plain configuration.

export const settings = Object.freeze({
  port: Number(process.env.PORT ?? 8090),
  graphqlEndpoint: process.env.STOCK_GRAPHQL_URL ?? 'http://stock-api.internal:4000/graphql',
  requiredScopes: ['inventory:write'],
  state: Object.freeze({
    issuer: 'inventory-mcp',
    algorithm: 'HS256',
  }),
});
