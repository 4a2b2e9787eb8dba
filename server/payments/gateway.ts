// A payment gateway the school may set for the application fee, in place of its plain UPI link
// that the office marks paid by hand. The family pays on the gateway's own page; the server
// makes what that page pays (an order for a checkout, or a payment link the family is sent to),
// checks what the gateway hands back through the browser, and reads the gateway's webhook, which
// is what marks an application paid. Each provider's module (razorpay.ts) turns these into its
// own documented calls.
//
// A payment link suits the site best: it needs no script on our pages and no form posting
// elsewhere, which the Content-Security-Policy forbids. A plain link on our site answers 303 to
// the link's short URL, and the gateway sends the family back to the callback URL with a signed
// query.

/** An order the checkout pays: one application's fee. */
export interface GatewayOrder {
  id: string;
  /** In paise. */
  amount: number;
  currency: "INR";
  /** The application number the order was made for. */
  receipt: string;
  /** The gateway's own word for it ("created", "attempted", "paid"). */
  status: string;
}

/** Money that reached the school for an order. */
export interface GatewayPayment {
  /** For a payment link, the order the gateway made for it when the family paid. */
  orderId: string;
  paymentId: string;
  /** In paise. */
  amount: number;
  /** The application number, when the report carries the order or the payment link with it. */
  receipt?: string;
  /** The payment link paid, when it was paid through one. */
  linkId?: string;
}

/** A payment link made for one application's fee, where the family is sent to pay. */
export interface GatewayPaymentLink {
  id: string;
  /** The gateway's page for it; the family's browser is sent there. */
  shortUrl: string;
  /** The gateway's own word for it ("created", "paid", "expired", "cancelled"). */
  status: string;
  /** In paise. */
  amount: number;
}

/** What the gateway adds to the callback URL's query when it sends the family back. */
export interface PaymentLinkReturn {
  razorpay_payment_id?: string;
  razorpay_payment_link_id?: string;
  razorpay_payment_link_reference_id?: string;
  razorpay_payment_link_status?: string;
  razorpay_signature?: string;
}

export interface PaymentGateway {
  readonly name: "razorpay";
  /** The public key the browser's checkout needs. */
  readonly keyId: string;
  /**
   * Makes the order for one application's fee. Throws when the gateway refuses it (with the
   * gateway's reason) or cannot be reached.
   */
  createOrder(input: {
    /** In paise. */
    amount: number;
    /** The application number. */
    receipt: string;
    notes?: Record<string, string>;
  }): Promise<GatewayOrder>;
  /**
   * Whether what the checkout handed the browser is the gateway's: the order's id (the one the
   * school stored, not the browser's word for it), the payment's id and their signature.
   */
  checkoutSigned(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /**
   * Makes the payment link for one application's fee, which only the whole fee pays and about
   * which the gateway tells the family nothing (the school's own e-mail does). Throws as
   * createOrder does; a reference used for an earlier link is refused.
   */
  createPaymentLink(input: {
    /** In paise. */
    amount: number;
    /** The application number: at most 40 characters, and one link each. */
    reference: string;
    description: string;
    customer: { name?: string; email?: string; contact?: string };
    /** Where the gateway sends the family back, with a GET, once they have paid. */
    callbackUrl: string;
    /** When the link stops taking payment; the gateway's own default is six months. */
    expireBy?: Date;
  }): Promise<GatewayPaymentLink>;
  /**
   * Reads the callback URL's query: the link, its reference and the payment, when the gateway
   * signed them and says the link is paid; nothing otherwise. The caller still looks the link
   * up by the id it stored when it made the link, not by the reference the query gives. It
   * only tells the family what happened: the webhook is what marks the application paid.
   */
  paymentLinkReturned(
    query: PaymentLinkReturn,
  ): { paymentId: string; linkId: string; reference: string } | undefined;
  /**
   * Reads a webhook from its raw body and signature header. A forged or malformed one is
   * `{ forged: true }`; a genuine one gives the payment it reports when that is money received
   * for an order or a payment link, and nothing for any other event. Throws nothing.
   */
  webhook(
    rawBody: string,
    signature: string | undefined,
  ): { forged: true } | { payment?: GatewayPayment };
}
