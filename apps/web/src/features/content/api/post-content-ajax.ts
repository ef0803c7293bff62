import { CONTENT_AJAX_PATH } from '@spesa/shared/content/content-form.contract';
import { HUMAN_CHECK_PARAM } from '@spesa/shared/human-check/human-check.contract';
import type { ZodType } from 'zod';
import { ContentError } from './content-client';

export interface AjaxAnswer<T> {
  status: number;
  body: T;
}

/**
 * spec §7 POST /wp-admin/admin-ajax.php (multipart). XMLHttpRequest rather than fetch: only it reports the
 * upload's progress. Any answer with a body the schema reads is returned, refusals (4xx) included, so the
 * caller can show their Italian messages; anything else throws.
 */
export function postContentAjax<T>(
  root: string,
  form: FormData,
  schema: ZodType<T>,
  options: {
    onProgress?: (fraction: number) => void;
    signal?: AbortSignal;
    /** spec §7: appended to the URL as token_recaptcha. */
    humanCheckToken?: string | undefined;
  } = {},
): Promise<AjaxAnswer<T>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const token = options.humanCheckToken;
    const query = token ? `?${new URLSearchParams({ [HUMAN_CHECK_PARAM]: token }).toString()}` : '';
    request.open('POST', `${root}${CONTENT_AJAX_PATH}${query}`);
    request.setRequestHeader('Accept', 'application/json');
    request.responseType = 'text';
    if (options.onProgress) {
      const onProgress = options.onProgress;
      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      });
    }
    options.signal?.addEventListener('abort', () => request.abort());
    request.addEventListener('load', () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        reject(new ContentError(`HTTP ${request.status}`, request.status, 'http_error'));
        return;
      }
      const parsed = schema.safeParse(body);
      if (parsed.success) resolve({ status: request.status, body: parsed.data });
      else reject(new ContentError(`HTTP ${request.status}`, request.status, 'unreadable_answer'));
    });
    request.addEventListener('error', () => reject(new ContentError('network', 0, 'network_error')));
    request.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    request.send(form);
  });
}
