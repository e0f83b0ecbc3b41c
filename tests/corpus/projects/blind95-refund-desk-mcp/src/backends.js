// HTTP clients for the order service and the helpdesk, authenticated with the desk's own service credentials.
const axios = require('axios');
const config = require('./config');

const ordersHttp = axios.create({
  baseURL: config.orders.baseUrl,
  timeout: 8000,
  headers: { authorization: `Bearer ${config.orders.serviceToken}` },
});

const helpdeskHttp = axios.create({
  baseURL: config.helpdesk.baseUrl,
  timeout: 8000,
  headers: { 'x-api-key': config.helpdesk.apiKey },
});

async function notFoundAsNull(promise) {
  try {
    const { data } = await promise;
    return data;
  } catch (err) {
    if (err.response && err.response.status === 404) return null;
    throw err;
  }
}

const orders = {
  getOrder: (orderId) => notFoundAsNull(ordersHttp.get(`/orders/${encodeURIComponent(orderId)}`)),
  searchByEmail: (email, limit = 10) =>
    ordersHttp.get('/orders', { params: { customerEmail: email, limit } }).then((r) => r.data.items),
  markLinesRefunded: (orderId, lineIds, refundId) =>
    ordersHttp.post(`/orders/${encodeURIComponent(orderId)}/refunds`, { lineIds, externalRefundId: refundId }),
};

const helpdesk = {
  getTicket: (ticketId) => notFoundAsNull(helpdeskHttp.get(`/tickets/${encodeURIComponent(ticketId)}`)),
  escalate: (ticketId, body) =>
    helpdeskHttp.post(`/tickets/${encodeURIComponent(ticketId)}/escalations`, body).then((r) => r.data),
};

module.exports = { orders, helpdesk };
