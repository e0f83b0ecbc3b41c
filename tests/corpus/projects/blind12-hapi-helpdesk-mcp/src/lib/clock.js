'use strict';

/**
 * Small clock helpers shared by the codec and the SLA calculations.
 * Zendesk and PagerDuty both speak unix seconds, so that is our default unit.
 */
const unixNow = () => Math.floor(Date.now() / 1000);

const addMinutes = (unixSeconds, minutes) => unixSeconds + minutes * 60;

const isoFromUnix = (unixSeconds) => new Date(unixSeconds * 1000).toISOString();

module.exports = { unixNow, addMinutes, isoFromUnix };
