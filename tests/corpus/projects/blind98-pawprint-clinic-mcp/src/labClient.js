// HTTP client for the reference laboratory's ordering API.
'use strict';

const axios = require('axios');
const { lab } = require('./config');

const http = axios.create({
  baseURL: lab.baseUrl,
  timeout: 10_000,
  headers: {
    'X-Api-Key': lab.apiKey,
    'X-Account-Id': lab.accountId,
    Accept: 'application/json',
  },
});

async function orderPanel({ patient, panel, appointmentId, orderedBy }) {
  const { data } = await http.post('/orders', {
    panel_code: panel,
    external_ref: `appt-${appointmentId}`,
    patient: {
      name: patient.name,
      species: patient.species,
      breed: patient.breed,
      dob: patient.dob,
      weight_kg: patient.weight_kg,
    },
    requested_by: orderedBy,
    pickup: 'next-courier',
  });
  return { externalId: data.order_id, eta: data.results_due_by };
}

async function panelCatalogue(species) {
  const { data } = await http.get('/panels', { params: { species } });
  return data.items;
}

module.exports = { orderPanel, panelCatalogue };
