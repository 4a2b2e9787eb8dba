import { describe, expect, it } from "vitest";
import { isPushService } from "./push-services.ts";

describe("push services", () => {
  it("takes the browsers' own push services", () => {
    expect(isPushService("https://fcm.googleapis.com/fcm/send/abc:def")).toBe(true);
    expect(isPushService("https://updates.push.services.mozilla.com/wpush/v2/gAAAA")).toBe(true);
    expect(isPushService("https://wns2-par02p.notify.windows.com/w/?token=x")).toBe(true);
    expect(isPushService("https://web.push.apple.com/QGuQyavXutnMH")).toBe(true);
  });

  it("refuses addresses elsewhere, look-alikes, plain http and other ports", () => {
    expect(isPushService("http://169.254.169.254/latest/meta-data")).toBe(false);
    expect(isPushService("https://localhost/push")).toBe(false);
    expect(isPushService("https://fcm.googleapis.com.evil.example/x")).toBe(false);
    expect(isPushService("https://evilfcm.googleapis.com.example/x")).toBe(false);
    expect(isPushService("http://fcm.googleapis.com/fcm/send/x")).toBe(false);
    expect(isPushService("https://fcm.googleapis.com:8443/fcm/send/x")).toBe(false);
    expect(isPushService("https://user:pw@fcm.googleapis.com/x")).toBe(false);
    expect(isPushService("not a url")).toBe(false);
  });

  it("takes a service the configuration names, by its exact origin", () => {
    const extra = ["http://127.0.0.1:4010"];
    expect(isPushService("http://127.0.0.1:4010/push/one", extra)).toBe(true);
    expect(isPushService("http://127.0.0.1:4011/push/one", extra)).toBe(false);
  });
});
