import QRCode from "qrcode";

/** The fee's UPI link as a QR code's SVG, for a phone's UPI app to scan from a computer's screen. */
export async function upiQr(link: string | null | undefined): Promise<string | undefined> {
  if (!link) return undefined;
  return QRCode.toString(link, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
}
