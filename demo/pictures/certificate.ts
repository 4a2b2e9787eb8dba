// A scanned-looking certificate, for a transfer certificate the school keeps as an image.

import { svgToJpeg } from "./illustration.ts";
import { svgText, wrapText } from "./text.ts";

export interface CertificateOptions {
  schoolName: string;
  title: string;
  reference: string;
  rows: [string, string][];
}

export function certificateSvg(options: CertificateOptions): string {
  const w = 1000;
  const h = 1414;
  const ink = "#1a2f6b";
  const text = "#222222";
  const size = 17;
  let body = "";
  let y = 430;
  for (const [label, value] of options.rows) {
    const lines = wrapText(value, size, 440);
    body += svgText(label, { x: 90, y, size, color: "#555555" });
    lines.forEach((line, i) => {
      body += svgText(line, { x: 470, y: y + i * 24, size, color: text, bold: true });
    });
    y += (lines.length - 1) * 24;
    body += `<path d="M470 ${y + 9}H910" stroke="#999999" stroke-width="1" stroke-dasharray="4 4"/>`;
    y += 38;
  }
  const name = options.schoolName.toUpperCase();
  const centre = { x: w / 2, anchor: "middle" as const };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
<rect width="${w}" height="${h}" fill="#fbf8ef"/>
<rect x="30" y="30" width="${w - 60}" height="${h - 60}" fill="none" stroke="${ink}" stroke-width="5"/>
<rect x="44" y="44" width="${w - 88}" height="${h - 88}" fill="none" stroke="${ink}" stroke-width="1.5"/>
<circle cx="${w / 2}" cy="120" r="46" fill="none" stroke="${ink}" stroke-width="4"/>
<path d="M${w / 2} 92q20 22 0 52q-20 -30 0 -52Z" fill="#f29f05"/>
${svgText(name, { ...centre, y: 205, size: Math.min(34, 1500 / name.length), color: ink, bold: true })}
${svgText("AFFILIATED TO CBSE, NEW DELHI", { ...centre, y: 248, size: 16, color: "#555555" })}
<path d="M80 282H920" stroke="${ink}" stroke-width="3"/>
${svgText(options.title.toUpperCase(), { ...centre, y: 330, size: 28, color: text, bold: true })}
${svgText(options.reference, { ...centre, y: 372, size: 16, color: "#444444" })}
${body}
<circle cx="230" cy="${h - 150}" r="70" fill="none" stroke="#5c6bc0" stroke-opacity="0.55" stroke-width="4"/>
<circle cx="230" cy="${h - 150}" r="56" fill="none" stroke="#5c6bc0" stroke-opacity="0.55" stroke-width="2"/>
${svgText("SCHOOL SEAL", { x: 230, y: h - 145, size: 13, color: "#7986cb", anchor: "middle", bold: true })}
<path d="M640 ${h - 150}c30 -40 50 20 80 -10s40 -30 70 5" stroke="#1a237e" stroke-width="3" fill="none"/>
<path d="M600 ${h - 110}H900" stroke="#333333" stroke-width="1.5"/>
${svgText("PRINCIPAL", { x: 750, y: h - 85, size: 16, color: text, anchor: "middle", bold: true })}
</svg>`;
}

export function certificateJpeg(options: CertificateOptions): Promise<Uint8Array> {
  return svgToJpeg(certificateSvg(options), 82);
}
