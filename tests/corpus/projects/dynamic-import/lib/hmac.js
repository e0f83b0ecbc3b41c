// A MAC helper loaded with a dynamic import().
import { createHmac } from 'node:crypto';

export const hmacBase64 = (data) => createHmac('sha256', process.env.PARTNER_SECRET).update(data).digest('base64');
