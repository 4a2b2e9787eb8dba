// A payment gateway the school may set for the application fee, in place of its plain UPI link
// that the office marks paid by hand. The family pays in the gateway's own checkout; the server
// makes the order the checkout pays, checks what the checkout hands back, and reads the
// gateway's webhook, which is what marks an application paid. Each provider's module
// (razorpay.ts) turns these into its own documented calls.

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
  orderId: string;
  paymentId: string;
  /** In paise. */
  amount: number;
  /** The application number, when the report carries the order with it. */
  receipt?: string;
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
   * Reads a webhook from its raw body and signature header. A forged or malformed one is
   * `{ forged: true }`; a genuine one gives the payment it reports when that is money received
   * for an order, and nothing for any other event. Throws nothing.
   */
  webhook(
    rawBody: string,
    signature: string | undefined,
  ): { forged: true } | { payment?: GatewayPayment };
}
