'use strict';

const { Pool } = require('pg');
const { config } = require('./config');

const pool = new Pool({ connectionString: config.databaseUrl, max: 5 });

async function loadConnection(userId) {
  const { rows } = await pool.query(
    'select instance_url, access_token, refresh_token from sf_connections where user_id = $1',
    [userId],
  );
  if (rows.length === 0) return null;
  return {
    instanceUrl: rows[0].instance_url,
    accessToken: rows[0].access_token,
    refreshToken: rows[0].refresh_token,
  };
}

async function refreshAccess(refreshToken) {
  const body = new URLSearchParams({
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: config.salesforce.clientId,
    client_secret: config.salesforce.clientSecret,
  });
  const res = await fetch(`${config.salesforce.loginUrl}/services/oauth2/token`, { method: 'POST', body });
  if (!res.ok) throw new Error(`salesforce refresh failed: ${res.status}`);
  const json = await res.json();
  return { instanceUrl: json.instance_url, accessToken: json.access_token };
}

async function query(conn, soql) {
  const url = `${conn.instanceUrl}/services/data/${config.salesforce.apiVersion}/query?q=${encodeURIComponent(soql)}`;
  const res = await fetch(url, { headers: { authorization: `Bearer ${conn.accessToken}` } });
  if (!res.ok) throw new Error(`salesforce query failed: ${res.status}`);
  return (await res.json()).records;
}

async function mergeAccounts(conn, masterId, duplicateIds) {
  const url = `${conn.instanceUrl}/services/apexrest/merge/v1`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${conn.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ masterId, duplicateIds }),
  });
  if (!res.ok) throw new Error(`merge failed: ${res.status}`);
  return res.json();
}

module.exports = { loadConnection, refreshAccess, query, mergeAccounts, pool };
