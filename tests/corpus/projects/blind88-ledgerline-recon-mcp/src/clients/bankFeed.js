// Client for the internal bank-feed service that stores imported statements.
const axios = require('axios');
const config = require('../config');

const http = axios.create({
  baseURL: config.bankFeed.baseUrl,
  timeout: 10000,
  headers: { authorization: `Bearer ${config.bankFeed.token}` },
});

async function statementLines(statementId, offset, limit) {
  const { data } = await http.get(`/statements/${encodeURIComponent(statementId)}/lines`, {
    params: { offset, limit },
  });
  return { lines: data.lines, total: data.total };
}

async function statementInfo(statementId) {
  const { data } = await http.get(`/statements/${encodeURIComponent(statementId)}`);
  return data;
}

async function markReconciled(statementId, userId) {
  await http.post(`/statements/${encodeURIComponent(statementId)}/reconciled`, { by: userId });
}

module.exports = { statementLines, statementInfo, markReconciled };
