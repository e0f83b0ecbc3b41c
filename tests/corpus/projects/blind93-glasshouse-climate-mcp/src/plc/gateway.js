// HTTP client for the site PLC gateway that drives heaters, vents and irrigation valves.
'use strict';

const axios = require('axios');
const config = require('../config');

const http = axios.create({
  baseURL: config.plcGatewayUrl,
  timeout: 6000,
  headers: { 'x-gateway-key': config.plcGatewayKey },
});

async function writeSetpoint(site, plcAddress, targetC) {
  const { data } = await http.put(`/sites/${site}/registers/${encodeURIComponent(plcAddress)}/setpoint`, {
    value: targetC,
    unit: 'celsius',
  });
  return data;
}

async function flushLine(site, valveAddress, litres) {
  const { data } = await http.post(`/sites/${site}/valves/${encodeURIComponent(valveAddress)}/flush`, { litres });
  return data.jobId;
}

module.exports = { writeSetpoint, flushLine };
