import { launchBrowser, phone } from "./tests/support/browser.ts";
const baseUrl = "http://localhost:3210";
const browser = await launchBrowser();
const context = await browser.newContext({ ...phone, javaScriptEnabled: false });
const page = await context.newPage();
page.setDefaultTimeout(5000);
await page.goto(baseUrl + "/office");
const t = (label: string) => console.log(label, new Date().toISOString().slice(17, 23));
try {
  await page.getByLabel("Email").fill("office@hlca.demo.example");
  await page.getByLabel("Password").fill("demo-office-pass");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("link", { name: /Enquiries/ }).first().click();
  t("inbox");
  const csvHref = await page.getByRole("link", { name: "Download as CSV" }).getAttribute("href");
  t("href " + csvHref);
  const cookies = await context.cookies();
  const csv = await fetch(new URL(csvHref!, baseUrl), { headers: { Cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; ") } });
  t("csv " + csv.status + " " + csv.headers.get("content-type"));
  console.log((await csv.text()).slice(0, 200));
  const notAllowed = await page.goto(`${baseUrl}/office/records/news`);
  t("403 " + notAllowed?.status());
} catch (e) { console.log(String(e).slice(0, 800)); }
await browser.close();
