import { Hono } from "hono";
import { rolesFor } from "#contracts/office-records.ts";
import {
  countDownloads,
  downloadYears,
  listDownloads,
  type DownloadQuery,
} from "../../services/transfer-certificates.ts";
import { allow, type OfficeEnv } from "../guard.ts";
import { offsetOf, pageOf, periodOf } from "../list-query.ts";
import { schoolOf, type OfficeRouteDeps } from "./deps.ts";
import { answer, described, queryParameter } from "./openapi.ts";
import { pagedAnswer, pagedJson, pagingParameters, periodParameters } from "./paged.ts";
import { readsPersonalData } from "../access-log.ts";

const download = {
  type: "object",
  properties: {
    at: { type: "string", format: "date-time" },
    address: { type: "string" },
    certificateId: { type: "string", format: "uuid" },
    admissionNo: { type: "string" },
    studentName: { type: "string" },
  },
};

/** Who was handed which certificate, and when. */
export function certificateDownloadsApi(deps: OfficeRouteDeps) {
  const api = new Hono<OfficeEnv>();
  api.get(
    "/certificate-downloads",
    described({
      tags: ["Transfer Certificates"],
      summary: "Each certificate handed to a family, a page at a time, newest first (office role)",
      description: "`q`: an admission number as written, or words of the student's name.",
      parameters: [
        queryParameter("q", { type: "string" }),
        ...periodParameters,
        queryParameter("sort", { enum: ["newest", "oldest"], default: "newest" }),
        ...pagingParameters,
      ],
      responses: { "200": pagedAnswer("A page of the downloads.", download) },
    }),
    allow(...rolesFor("certificates")),
    readsPersonalData(deps, "certificate downloads"),
    async (c) => {
      const page = pageOf((name) => c.req.query(name));
      const query: DownloadQuery = {
        q: c.req.query("q")?.slice(0, 200),
        ...periodOf((name) => c.req.query(name)),
        sort: c.req.query("sort") === "oldest" ? "oldest" : undefined,
        timeZone: deps.timeZone,
      };
      const [downloads, total] = await Promise.all([
        listDownloads(deps.db, schoolOf(c), {
          ...query,
          limit: page.limit,
          offset: offsetOf(page),
        }),
        countDownloads(deps.db, schoolOf(c), query),
      ]);
      return pagedJson(c, downloads, total, page);
    },
  );
  api.get(
    "/certificate-downloads/years",
    described({
      tags: ["Transfer Certificates"],
      summary: "The years certificates were downloaded in, newest first (office role)",
      responses: {
        "200": answer("The years.", { type: "array", items: { type: "integer" } }),
      },
    }),
    allow(...rolesFor("certificates")),
    async (c) => c.json(await downloadYears(deps.db, schoolOf(c), deps.timeZone)),
  );
  return api;
}
