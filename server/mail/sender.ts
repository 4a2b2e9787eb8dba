import { eq } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { currentSettings } from "../services/pages.ts";
import type { MailSettings } from "./mailer.ts";
import type { Sender } from "./messages.ts";

/**
 * Who a school's e-mails come from and where their links go: the school's name and e-mail from
 * its settings (MAIL_FROM's address when the settings have none), and the site's origin.
 */
export async function senderFor(
  db: Db,
  schoolId: string,
  mail: MailSettings | undefined,
): Promise<Sender> {
  const [school] = await db.select().from(t.schools).where(eq(t.schools.id, schoolId));
  if (!school) throw new Error("The school is gone.");
  const settings = (await currentSettings(db, schoolId))?.settings;
  const fromAddress = /<([^>]+)>$/.exec(mail?.from ?? "")?.[1] ?? mail?.from;
  const schoolEmail = settings?.email ?? fromAddress;
  if (!schoolEmail) throw new Error("The school's settings have no e-mail to send from.");
  return {
    schoolName: settings?.name ?? school.name,
    schoolEmail,
    schoolCode: school.schoolCode,
    from: mail?.from,
    siteUrl: mail?.siteUrl ?? "",
  };
}
