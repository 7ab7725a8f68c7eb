/**
 * POST /supply/{secret}/upload (public, multipart `files`) → 201 {received: [{file,
 * declarationId}]}. Sent with XMLHttpRequest because fetch reports no upload progress, and
 * a supplier on a phone line wants to see a 10 MB scan move; its body is still written from
 * the endpoint's form (`formDataOf`), as `call` does. Failures become an `ApiError` with the
 * server's message (413 too large, 415 wrong type, 429 rate limited, 404 gone).
 */
import {
  endpointPath,
  formDataOf,
  LIMITS,
  MSG,
  supplyApi,
  SupplyUploadResultSchema,
  type SupplyUploadResult,
  type UploadInput,
} from '@partproof/shared';
import { useMutation } from '@tanstack/react-query';
import { API_BASE, ApiError, apiErrorOf } from '@/lib/api-client';

/** The upload's files, with the link's secret and a progress callback. */
export type SupplyUploadInput = UploadInput<typeof supplyApi.upload.form> & {
  secret: string;
  /** 0–1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function uploadSupplyFiles(input: SupplyUploadInput): Promise<SupplyUploadResult> {
  const form = formDataOf(supplyApi.upload.form, { files: input.files });
  const url = `${API_BASE}${endpointPath(supplyApi.upload.path, { secret: input.secret })}`;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.timeout = LIMITS.requestTimeoutMs;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) input.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(apiErrorOf(xhr.status, body));
        return;
      }
      const parsed = SupplyUploadResultSchema.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(xhr.status, 'HTTP_ERROR', MSG.genericError));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', MSG.genericError));
    xhr.ontimeout = () => reject(new ApiError(0, 'TIMEOUT', MSG.genericError));
    xhr.send(form);
  });
}

export function useUploadSupplyFiles() {
  return useMutation({
    mutationFn: uploadSupplyFiles,
    // The page shows the server's message beside the files, not as a toast. The link's info
    // is not read again: the page lists what this visit sent, and the link stays usable.
    meta: { ownErrors: true },
  });
}
