import { describe, expect, it } from "vitest";
import { upiPaymentLink } from "./upi.ts";

const payment = {
  upiId: "sunrise.school@oksbi",
  payeeName: "Sunrise Public School",
  amount: 500,
  note: "2027-XI-0042",
};

describe("a UPI payment link", () => {
  it("carries the payee, the amount in rupees and paise, INR and the application number", () => {
    expect(upiPaymentLink(payment)).toBe(
      "upi://pay?pa=sunrise.school@oksbi&pn=Sunrise%20Public%20School&am=500.00&cu=INR&tn=2027-XI-0042",
    );
  });

  it("reads back to the values given, through a standard URL parser", () => {
    const link = new URL(
      upiPaymentLink({ ...payment, payeeName: "St. Mary's & St. John's School (Trust)" }),
    );
    expect(link.protocol).toBe("upi:");
    expect(Object.fromEntries(link.searchParams)).toEqual({
      pa: "sunrise.school@oksbi",
      pn: "St. Mary's & St. John's School (Trust)",
      am: "500.00",
      cu: "INR",
      tn: "2027-XI-0042",
    });
  });

  it("writes spaces as %20 and nothing a UPI app could read differently", () => {
    const link = upiPaymentLink({ ...payment, payeeName: "St. Mary's & Co (Trust)" });
    expect(link).toContain("pn=St.%20Mary%27s%20%26%20Co%20%28Trust%29&");
    expect(link).not.toContain("+");
  });

  it("is refused for an amount that is not a positive whole number of rupees", () => {
    for (const amount of [0, -100, 499.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => upiPaymentLink({ ...payment, amount }), String(amount)).toThrow(RangeError);
    }
  });

  it("is refused for a note longer than UPI carries, or none", () => {
    expect(() => upiPaymentLink({ ...payment, note: "x".repeat(51) })).toThrow(/at most 50/);
    expect(upiPaymentLink({ ...payment, note: "x".repeat(50) })).toContain(`tn=${"x".repeat(50)}`);
    expect(() => upiPaymentLink({ ...payment, note: " " })).toThrow(RangeError);
  });

  it("is refused for a payee that is not a UPI id or has no name", () => {
    expect(() => upiPaymentLink({ ...payment, upiId: "sunrise school" })).toThrow(RangeError);
    expect(() => upiPaymentLink({ ...payment, payeeName: "  " })).toThrow(RangeError);
  });
});
