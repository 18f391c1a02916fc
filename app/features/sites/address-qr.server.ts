import QRCode from "qrcode";

/**
 * The QR code of a site's main address, for flyers and the shop window: drawn on the
 * server by `qrcode`, so the dashboard adds no script. Error correction M (15 %): it still reads
 * when a corner of a printed flyer is creased, and stays small enough to scan from a window.
 */
const OPTIONS = { errorCorrectionLevel: "M", margin: 2 } as const;

/** An SVG document (black on white, a square viewBox): shown on the dashboard and downloaded. */
export async function addressQrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { ...OPTIONS, type: "svg" });
}

/** A 1024-pixel PNG: large enough to print at 8 cm at 300 dpi. */
export async function addressQrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { ...OPTIONS, type: "png", width: 1024 });
}
