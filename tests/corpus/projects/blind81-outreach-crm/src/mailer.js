// Thin client for the email delivery provider's batch API, one instance per tenant sending domain.
const axios = require('axios');
const fp = require('lodash/fp');
const config = require('./config');

const toMessage = (campaign, from) => (recipient) => ({
  from,
  to: recipient.email,
  subject: campaign.subject,
  html: campaign.body_html.replace(/\{\{\s*first_name\s*\}\}/g, recipient.first_name || 'there'),
  metadata: { campaign_id: campaign.id, contact_id: recipient.id },
});

const mailerFor = ({ domain, apiKey }) => {
  const http = axios.create({
    baseURL: `${config.mailerBaseUrl}/domains/${encodeURIComponent(domain)}`,
    auth: { username: 'api', password: apiKey },
    timeout: 15000,
  });
  const sendBatch = (messages) => http.post('/messages/batch', { messages }).then(fp.get('data'));
  return {
    sendCampaign: (campaign, from, recipients) =>
      Promise.all(fp.chunk(500, recipients).map(fp.flow(fp.map(toMessage(campaign, from)), sendBatch))).then(
        (batches) => batches.map(fp.get('batch_id')).join(','),
      ),
  };
};

module.exports = { mailerFor };
