import { buildUrl, refreshAccessToken } from "../../../../lib/api-client.ts";
import { ApiError, NetworkError } from "../../../../lib/api-error.ts";
import { activeLanguage } from "../../../../lib/i18n/localized.ts";
import { getAccessToken } from "../../../../lib/session.ts";

function sendOnce<T>(
  url: string,
  body: FormData,
  token: string | null,
  onProgress: (fraction: number) => void,
) {
  return new Promise<{ status: number; data: T }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("Accept-Language", activeLanguage());
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let data: unknown = xhr.responseText;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        // Not JSON (a proxy's page): the text is the detail.
      }
      resolve({ status: xhr.status, data: data as T });
    };
    xhr.onerror = () => reject(new NetworkError(new Error("upload failed")));
    xhr.send(body);
  });
}

/**
 * POST a multipart body with upload progress (fetch cannot report it for request bodies in every
 * browser; XMLHttpRequest can). Same rules as the API client: bearer token, the reader's language,
 * one refresh and replay on a 401, ApiError for any other failure.
 */
export async function uploadWithProgress<T>(
  path: string,
  body: FormData,
  onProgress: (fraction: number) => void,
): Promise<T> {
  const url = buildUrl(path);
  const token = getAccessToken();
  let answer = await sendOnce<T>(url, body, token, onProgress);
  if (answer.status === 401 && token) {
    onProgress(0);
    answer = await sendOnce<T>(url, body, await refreshAccessToken(), onProgress);
  }
  if (answer.status < 200 || answer.status >= 300) throw new ApiError(answer.status, answer.data);
  return answer.data;
}
