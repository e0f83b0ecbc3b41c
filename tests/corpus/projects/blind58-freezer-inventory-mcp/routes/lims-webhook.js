'use strict';

const express = require('express');
const { limsSignature } = require('../lib/lims');

// Freezer alarms pushed by the LIMS. find_samples mentions any freezer that is alarming.
const recentAlarms = new Map();

const router = express.Router();

router.post('/hooks/lims', express.raw({ type: 'application/json', limit: '256kb' }), (req, res) => {
  const signature = req.get('x-lims-signature') || '';
  if (signature !== limsSignature(req.body)) { // expect: no-timing-unsafe-compare
    req.log.warn('rejected LIMS webhook with bad signature');
    return res.status(401).json({ error: 'bad signature' });
  }

  const event = JSON.parse(req.body.toString('utf8'));
  if (event.type === 'freezer.alarm') {
    recentAlarms.set(event.freezerId, { level: event.level, temperature: event.temperature, at: event.occurredAt });
  } else if (event.type === 'freezer.alarm_cleared') {
    recentAlarms.delete(event.freezerId);
  }
  res.status(204).end();
});

module.exports = { router, recentAlarms };
