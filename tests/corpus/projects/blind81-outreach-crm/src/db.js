// Knex queries for contacts, segments, campaigns and per-tenant mailer settings.
const knexFactory = require('knex');
const fp = require('lodash/fp');
const config = require('./config');

const knex = knexFactory({ client: 'pg', connection: config.databaseUrl, pool: { min: 0, max: 8 } });

const applyFilters = (filters) => (builder) =>
  fp.flow(
    (b) => (filters.country ? b.where('country', filters.country) : b),
    (b) => (filters.tag ? b.whereRaw('? = any(tags)', [filters.tag]) : b),
    (b) => (filters.activeWithinDays ? b.where('last_activity_at', '>=', knex.raw(`now() - (? * interval '1 day')`, [filters.activeWithinDays])) : b),
  )(builder);

const contactsOf = (tenantId) => knex('contacts').where({ tenant_id: tenantId, unsubscribed: false });

const countMatching = (tenantId, filters) =>
  applyFilters(filters)(contactsOf(tenantId)).count({ n: '*' }).first().then((row) => Number(row.n));

const saveSegment = (tenantId, name, filters, actor) =>
  knex.transaction(async (trx) => {
    const [segment] = await trx('segments').insert({ tenant_id: tenantId, name, filters, created_by: actor }).returning(['id', 'name']);
    const members = applyFilters(filters)(trx('contacts').where({ tenant_id: tenantId, unsubscribed: false })).select(knex.raw('?', [segment.id]), 'id');
    await trx.raw('insert into segment_members (segment_id, contact_id) ?', [members]);
    return segment;
  });

const campaignById = (tenantId, id) => knex('campaigns').where({ tenant_id: tenantId, id }).first();

const segmentRecipients = (tenantId, segmentId) =>
  knex('segment_members as sm')
    .join('contacts as c', 'c.id', 'sm.contact_id')
    .where({ 'sm.segment_id': segmentId, 'c.tenant_id': tenantId, 'c.unsubscribed': false })
    .select('c.id', 'c.email', 'c.first_name');

const mailerSettings = (tenantId) => knex('tenant_mailer_settings').where({ tenant_id: tenantId }).first('domain', 'api_key', 'from_address');

const markCampaignSent = (tenantId, id, actor, providerBatchId) =>
  knex('campaigns').where({ tenant_id: tenantId, id }).update({ status: 'sent', sent_by: actor, sent_at: knex.fn.now(), provider_batch_id: providerBatchId });

const duplicatesOf = (tenantId, contactId) =>
  knex('contacts as d')
    .join('contacts as c', function joinOnIdentity() {
      this.on(knex.raw('lower(d.email) = lower(c.email)')).orOn('d.phone', '=', 'c.phone');
    })
    .where({ 'c.id': contactId, 'c.tenant_id': tenantId, 'd.tenant_id': tenantId })
    .select('d.id', 'd.email', 'd.first_name', 'd.last_name', 'd.created_at')
    .orderBy('d.created_at');

const mergeInto = (tenantId, survivorId, otherIds) =>
  knex.transaction(async (trx) => {
    await trx('activities').where({ tenant_id: tenantId }).whereIn('contact_id', otherIds).update({ contact_id: survivorId });
    await trx('segment_members').whereIn('contact_id', otherIds).del();
    return trx('contacts').where({ tenant_id: tenantId }).whereIn('id', otherIds).del();
  });

const setDeliveryStatus = (providerMessageId, status) =>
  knex('deliveries').where({ provider_message_id: providerMessageId }).update({ status, updated_at: knex.fn.now() });

const unsubscribeByEmail = (email) => knex('contacts').whereRaw('lower(email) = lower(?)', [email]).update({ unsubscribed: true });

module.exports = {
  countMatching,
  saveSegment,
  campaignById,
  segmentRecipients,
  mailerSettings,
  markCampaignSent,
  duplicatesOf,
  mergeInto,
  setDeliveryStatus,
  unsubscribeByEmail,
};
