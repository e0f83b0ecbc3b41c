// Thin axios client for the laboratory information system (panel catalogue, orders, results, owner mail).
'use strict';

const axios = require('axios');
const config = require('./config');

const http = axios.create({
  baseURL: config.lims.baseUrl,
  timeout: 10_000,
  headers: { 'x-api-key': config.lims.apiKey, accept: 'application/json' },
});

async function getPanel(panelCode) {
  const { data } = await http.get(`/panels/${encodeURIComponent(panelCode)}`);
  return data;
}

async function createOrder({ practiceId, patient, panelCode, sampleType, collectedAt, fasted, courierPickup }) {
  const { data } = await http.post('/orders', {
    account: practiceId,
    panel: panelCode,
    sample: { type: sampleType, collected_at: collectedAt, fasted },
    patient: { external_id: String(patient.id), name: patient.name, species: patient.species, breed: patient.breed },
    courier: courierPickup ? { pickup: 'next_run' } : null,
  });
  return data;
}

async function getResults(limsOrderId) {
  const { data } = await http.get(`/orders/${encodeURIComponent(limsOrderId)}/results`);
  return data.analytes.map(a => ({
    code: a.code,
    name: a.name,
    value: a.value,
    unit: a.unit,
    flag: a.flag,
    critical: a.flag === 'HH' || a.flag === 'LL',
  }));
}

async function sendOwnerReport({ limsOrderId, ownerEmail, vetNote }) {
  await http.post(`/orders/${encodeURIComponent(limsOrderId)}/owner-report`, { email: ownerEmail, note: vetNote });
}

module.exports = { getPanel, createOrder, getResults, sendOwnerReport };
