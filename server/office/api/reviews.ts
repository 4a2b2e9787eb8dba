import { Hono } from "hono";
import { z } from "zod";
import { ReviewInterval, reviewIntervals } from "#contracts/reviews.ts";
import { actorOf, allow, type OfficeEnv } from "../guard.ts";
import { isSubject, markReviewed, reviewList, setReviewInterval } from "../reviews.ts";
import { schoolOf, someFields, staffOf, type OfficeRouteDeps } from "./deps.ts";
import { answer, described, officeBody } from "./openapi.ts";

// The site's review dates (issue 41): administrators and editors, who keep the site, see them
// and mark a part reviewed; administrators choose how often each part is reviewed.

const Subject = z.object({
  subject: z.string({ error: "Say what was reviewed." }).trim().min(1, "Say what was reviewed."),
});
const Interval = Subject.extend({ every: ReviewInterval });
const tags = ["Review dates"];

const review = {
  type: "object",
  properties: {
    subject: { type: "string", description: "A kind of record, a page's path, or `home`." },
    kind: { type: "string", enum: ["home", "records", "page"] },
    title: { type: "string" },
    every: { type: "string", enum: [...reviewIntervals] },
    usual: { type: "string", enum: [...reviewIntervals] },
    lastAt: { type: "string", format: "date-time" },
    lastBy: { type: "string" },
    lastReviewed: { type: "boolean" },
    dueOn: { type: "string", format: "date" },
    overdue: { type: "boolean" },
  },
};

export function reviewsApi(deps: OfficeRouteDeps) {
  const api = new Hono<OfficeEnv>();
  const keepers = allow("administrator", "editor");
  const contextOf = (schoolId: string) => ({
    db: deps.db,
    schoolId,
    now: deps.now(),
    timeZone: deps.timeZone,
  });

  api.get(
    "/reviews",
    described({
      tags,
      summary: "Every part of the site with when it was last changed or reviewed and is due again",
      description: "What is overdue comes first, then by the day it is due.",
      responses: { "200": answer("The review dates.", { type: "array", items: review }) },
    }),
    keepers,
    async (c) => c.json(await reviewList(contextOf(schoolOf(c)))),
  );

  api.post(
    "/reviews",
    described({
      tags,
      summary: "Records that a part of the site was looked at and needs no change",
      responses: { "200": answer("Its review date now.", review) },
    }),
    keepers,
    officeBody(Subject, someFields),
    async (c) => {
      const { subject } = c.req.valid("json");
      const ctx = contextOf(schoolOf(c));
      if (!(await isSubject(ctx.db, ctx.schoolId, subject))) {
        return c.json({ error: "There is no such part of the site to review." }, 404);
      }
      await markReviewed(ctx, actorOf(staffOf(c)), subject);
      const list = await reviewList(ctx);
      return c.json(list.find((entry) => entry.subject === subject));
    },
  );

  api.put(
    "/reviews/interval",
    described({
      tags,
      summary: "Sets how often a part of the site is reviewed (administrators)",
      responses: { "200": answer("Its review date now.", review) },
    }),
    allow("administrator"),
    officeBody(Interval, someFields),
    async (c) => {
      const { subject, every } = c.req.valid("json");
      const ctx = contextOf(schoolOf(c));
      const current = (await reviewList(ctx)).find((entry) => entry.subject === subject);
      if (!current) return c.json({ error: "There is no such part of the site to review." }, 404);
      await setReviewInterval(ctx, actorOf(staffOf(c)), subject, every, current.usual);
      const list = await reviewList(ctx);
      return c.json(list.find((entry) => entry.subject === subject));
    },
  );
  return api;
}
