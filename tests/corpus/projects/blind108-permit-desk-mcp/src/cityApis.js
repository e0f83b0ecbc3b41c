// Axios clients for the inspections scheduler and the contractor licensing registry.
'use strict';
const axios = require('axios');
const config = require('./config');

const scheduler = axios.create({
  baseURL: config.inspections.baseUrl,
  timeout: 8000,
  headers: { 'x-api-key': config.inspections.apiKey },
});

const registry = axios.create({ baseURL: config.licensing.baseUrl, timeout: 8000 });

const inspections = {
  async openSlots(district, inspectionType) {
    const { data } = await scheduler.get('/slots', { params: { district, type: inspectionType, horizonDays: 21 } });
    return data.slots.map((s) => ({ id: s.slot_id, label: `${s.date} ${s.window} (${s.inspector_initials})` }));
  },
  async book({ permitId, inspectionType, slotId, requestedBy }) {
    const { data } = await scheduler.post('/bookings', { permitId, inspectionType, slotId, requestedBy });
    return { id: data.booking_id };
  },
  async cancelAllFor(permitId) {
    await scheduler.delete(`/permits/${encodeURIComponent(permitId)}/bookings`);
  },
};

const licensing = {
  async activeContractors(trade, district) {
    const { data } = await registry.get('/contractors', { params: { trade, district, status: 'active' } });
    return data.items.map((c) => ({ licence: c.licence_no, name: c.business_name }));
  },
};

module.exports = { inspections, licensing };
