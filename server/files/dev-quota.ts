// POST /dev/quota — a demo and test tool (never in production; requirements X41): sets a company's
// storage quota to what it uses now plus `free_bytes`, or back to the demo's 5 GiB with `reset`,
// so a story can fill the quota without uploading gigabytes. No admin call changes a quota.
import * as v from 'valibot';
import { defineEndpoint } from '../../src/lib/api/endpoint.ts';
import { findCompany } from '../auth/accounts.ts';
import type { AppContext } from '../context.ts';
import type { Router } from '../routes/types.ts';
import { DEMO_QUOTA_BYTES } from '../seed-files.ts';
import { quotaOf, setQuota } from './quota.ts';

/** The dev call: `company` (demo unless said), then `free_bytes` or `reset=1`. */
export const devQuota = defineEndpoint({
  name: 'dev.quota',
  method: 'POST',
  host: 'page',
  path: '/dev/quota',
  encoding: 'form',
  auth: 'none',
  csrf: 'X-CSRF-Token',
  request: v.object({
    company: v.optional(v.pipe(v.string(), v.maxLength(64))),
    free_bytes: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/))),
    reset: v.optional(v.literal('1')),
  }),
  response: v.variant('success', [
    v.object({ success: v.literal(true), quota: v.number(), used: v.number() }),
    v.looseObject({ success: v.literal(false), result_code: v.string(), all: v.string() }),
  ]),
});

/** Routes the dev quota call (the caller checks the mode). */
export function registerDevQuota(router: Router, app: AppContext): void {
  router.add(devQuota, (input) => {
    const company = findCompany(app.db, input.company ?? 'demo');
    if (company === null) {
      return { success: false as const, result_code: 'not_found', all: 'No such company.' };
    }
    const use = quotaOf(app.db, company.id);
    const used = use.stored + use.reserved;
    const quota =
      input.reset === '1' || input.free_bytes === undefined
        ? DEMO_QUOTA_BYTES
        : used + Number(input.free_bytes);
    setQuota(app.db, company.id, quota);
    return { success: true as const, quota, used };
  });
}
