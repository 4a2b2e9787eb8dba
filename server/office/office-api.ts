import { Hono } from "hono";
import { createRateLimiter, type RateLimit } from "../services/rate-limit.ts";
import { accountsApi } from "./api/accounts.ts";
import { apiKeysApi } from "./api/api-keys.ts";
import { archiveApi } from "./api/archive.ts";
import { auditApi } from "./api/audit.ts";
import { authorsApi } from "./api/authors.ts";
import { certificateDownloadsApi } from "./api/certificate-downloads.ts";
import { countsApi } from "./api/counts.ts";
import type { OfficeApiDeps } from "./api/deps.ts";
import { enquiriesApi } from "./api/enquiries.ts";
import { applicationsApi } from "./api/applications.ts";
import { admissionSettingsApi } from "./api/admission-settings.ts";
import { accessLogApi } from "./api/access-log.ts";
import { meritApi } from "./api/merit.ts";
import { filesApi } from "./api/files.ts";
import { pagesApi } from "./api/pages.ts";
import { officeSearchApi } from "./api/search.ts";
import { passwordResetApi } from "./api/password-reset.ts";
import { recordsApi } from "./api/records.ts";
import { reviewsApi } from "./api/reviews.ts";
import { approvalsApi } from "./api/approvals.ts";
import { readsApi } from "./api/reads.ts";
import { sessionApi } from "./api/session.ts";
import { settingsApi } from "./api/settings.ts";
import { subscriptionsApi } from "./api/subscriptions.ts";
import { deliveriesApi } from "./api/deliveries.ts";
import { channelsApi } from "./api/channels.ts";
import { sameSiteWrites, whoIsAsking, type OfficeEnv } from "./guard.ts";

export type { OfficeApiDeps } from "./api/deps.ts";

/** Wrong API keys one address may send in the window before every key from there waits. */
export const apiKeyFailureLimit: RateLimit = { points: 10, windowMs: 10 * 60_000 };

/**
 * The school office's API, at /api/office/{schoolCode}/...: one app per resource, each in
 * server/office/api/, behind the checks every call passes here first: no caching, no write
 * from another site, and which school and who is asking. Each resource checks the caller's
 * role for its own calls; the office's pages are one client of it.
 */
export function createOfficeApi(deps: OfficeApiDeps): Hono<OfficeEnv> {
  const api = new Hono<OfficeEnv>();
  const now = deps.now ?? (() => new Date());
  const routeDeps = { ...deps, now };

  api.use(async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "no-store");
  });
  api.use(sameSiteWrites);
  const wrongKeys = createRateLimiter("office-api-key", apiKeyFailureLimit, {
    store: deps.rateLimitStore,
  });
  api.use("/:schoolCode/*", whoIsAsking({ ...deps, now, wrongKeys }));

  const school = "/:schoolCode";
  api.route(school, sessionApi(routeDeps));
  api.route(school, passwordResetApi(routeDeps));
  api.route(school, recordsApi(routeDeps));
  api.route(school, countsApi(routeDeps));
  api.route(school, filesApi(routeDeps));
  api.route(school, certificateDownloadsApi(routeDeps));
  api.route(school, accountsApi(routeDeps));
  api.route(school, apiKeysApi(routeDeps));
  api.route(school, auditApi(routeDeps));
  api.route(school, accessLogApi(routeDeps));
  api.route(school, authorsApi(routeDeps));
  api.route(school, enquiriesApi(routeDeps));
  api.route(school, applicationsApi(routeDeps));
  api.route(school, admissionSettingsApi(routeDeps));
  api.route(school, meritApi(routeDeps));
  api.route(school, pagesApi(routeDeps));
  api.route(school, reviewsApi(routeDeps));
  api.route(school, approvalsApi(routeDeps));
  api.route(school, readsApi(routeDeps));
  api.route(school, settingsApi(routeDeps));
  api.route(school, archiveApi(routeDeps));
  api.route(school, subscriptionsApi(routeDeps));
  api.route(school, deliveriesApi(routeDeps));
  api.route(school, channelsApi(routeDeps));
  api.route(school, officeSearchApi(routeDeps));
  return api;
}
