'use strict';

const path = require('node:path');
const os = require('node:os');
const { google } = require('googleapis');

// OAuth tokens stay in the user's config dir; nothing here ever leaves this process.
const TOKEN_PATH = path.join(os.homedir(), '.config', 'calendar-concierge', 'token.json');

let client;
async function calendar() {
  if (!client) {
    const auth = await google.auth.fromJSON(require(TOKEN_PATH));
    client = google.calendar({ version: 'v3', auth });
  }
  return client;
}

async function listBusy(calendarId, timeMin, timeMax, syncToken) {
  const cal = await calendar();
  const { data } = await cal.events.list({
    calendarId,
    timeMin: syncToken ? undefined : timeMin,
    timeMax: syncToken ? undefined : timeMax,
    syncToken,
    singleEvents: true,
  });
  return { events: data.items ?? [], nextSyncToken: data.nextSyncToken };
}

async function getEvent(calendarId, eventId) {
  const { data } = await (await calendar()).events.get({ calendarId, eventId });
  return data;
}

async function cancelEvent(calendarId, eventId, notify) {
  await (await calendar()).events.delete({ calendarId, eventId, sendUpdates: notify ? 'all' : 'none' });
}

module.exports = { listBusy, getEvent, cancelEvent };
