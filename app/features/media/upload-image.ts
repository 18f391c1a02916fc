/**
 * Browser side of the upload: early checks with the server's messages (the server still decides)
 * and the request itself, through XMLHttpRequest because fetch() reports no upload progress.
 */
import { MAX_UPLOAD_BYTES, UPLOAD_ENDPOINT, UPLOAD_MESSAGES, type MediaBucket, type MediaUsage, type UploadAnswer } from "~/features/media/media-rules";

/** The message to show before sending, or null when the file may be sent. */
export function precheckImageFile(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith("image/")) return UPLOAD_MESSAGES.notAnImageFile;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

export class UploadFailed extends Error {
  constructor(
    message: string,
    readonly aborted = false,
  ) {
    super(message);
    this.name = "UploadFailed";
  }
}

export type UploadOptions = {
  /** 0 to 1, as the bytes leave the browser (processing on the server follows). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** The site's image storage after a successful upload. */
  onUsage?: (usage: MediaUsage) => void;
};

const UPLOAD_TIMEOUT_MS = 120_000;

/** Sends the file; resolves with the stored image's URL, rejects with an UploadFailed (French message). */
export function uploadImage(file: Blob, bucket: MediaBucket, { onProgress, signal, onUsage }: UploadOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadFailed(UPLOAD_MESSAGES.uploadFailed("envoi annulé"), true));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${UPLOAD_ENDPOINT}?bucket=${encodeURIComponent(bucket)}`);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: Partial<{ url: string; error: string; usage: MediaUsage }> = {};
      try {
        body = JSON.parse(xhr.responseText) as UploadAnswer;
      } catch {
        // Not our JSON (a proxy's error page): reported with the status below.
      }
      if (xhr.status >= 200 && xhr.status < 300 && typeof body.url === "string") {
        if (body.usage && typeof body.usage.usedBytes === "number" && typeof body.usage.quotaBytes === "number") onUsage?.(body.usage);
        resolve(body.url);
      } else
        reject(new UploadFailed(typeof body.error === "string" ? body.error : UPLOAD_MESSAGES.uploadFailed(`réponse inattendue du serveur (${xhr.status})`)));
    };
    xhr.onerror = () => reject(new UploadFailed(UPLOAD_MESSAGES.uploadFailed("la connexion au serveur a échoué")));
    xhr.ontimeout = () => reject(new UploadFailed(UPLOAD_MESSAGES.uploadFailed("le serveur ne répond pas")));
    xhr.onabort = () => reject(new UploadFailed(UPLOAD_MESSAGES.uploadFailed("envoi annulé"), true));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append("file", file, file instanceof File ? file.name : "image");
    xhr.send(form);
  });
}
