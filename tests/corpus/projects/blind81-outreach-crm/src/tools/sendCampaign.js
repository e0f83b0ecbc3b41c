// send_campaign: sends a drafted campaign to its segment through the tenant's mailer account, after confirmation.
const { z } = require('zod');
const db = require('../db');
const { mailerFor } = require('../mailer');
const { issue, read, argsDigest, boundTo } = require('../stateToken');
const { askFor, stateOf, accepted, form, text, toolError } = require('../mrtr');

const TOOL = 'send_campaign';

const inputSchema = { campaignId: z.string().uuid() };

const ask = async (args, caller, campaign) => {
  const [settings, recipients] = await Promise.all([
    db.mailerSettings(caller.tenantId),
    db.segmentRecipients(caller.tenantId, campaign.segment_id),
  ]);
  if (!settings) return toolError('No sending domain is configured for this workspace.');
  const requestState = issue({
    sub: caller.userId,
    tool: TOOL,
    args: argsDigest(args),
    campaignId: campaign.id,
    mailerDomain: settings.domain,
    mailerFrom: settings.from_address,
    mailerKey: settings.api_key, // expect: no-secrets-in-state
  });
  return askFor(
    { confirm: form(`Send "${campaign.subject}" to ${recipients.length} contacts from ${settings.from_address}?`, { confirm: { type: 'boolean' } }) },
    requestState,
  );
};

const send = async (args, caller, campaign, extra) => {
  const claims = boundTo(caller.userId, TOOL, args)(read(stateOf(extra)));
  if (!accepted('confirm')(extra)?.confirm) return text('Campaign not sent.');
  const recipients = await db.segmentRecipients(caller.tenantId, campaign.segment_id);
  const mailer = mailerFor({ domain: claims.mailerDomain, apiKey: claims.mailerKey });
  const batchIds = await mailer.sendCampaign(campaign, claims.mailerFrom, recipients);
  await db.markCampaignSent(caller.tenantId, campaign.id, caller.userId, batchIds);
  return text(`Campaign "${campaign.subject}" queued for ${recipients.length} contacts.`);
};

const sendCampaign = {
  name: TOOL,
  config: {
    title: 'Send campaign',
    description: 'Send a drafted email campaign to its segment. Asks for confirmation first.',
    inputSchema,
    annotations: { destructiveHint: true, openWorldHint: true },
  },
  run: async (args, caller, extra) => {
    const campaign = await db.campaignById(caller.tenantId, args.campaignId);
    if (!campaign) return toolError('Campaign not found.');
    if (campaign.status !== 'draft') return toolError(`Campaign is already ${campaign.status}.`);
    return stateOf(extra) ? send(args, caller, campaign, extra) : ask(args, caller, campaign);
  },
};

module.exports = { sendCampaign };
