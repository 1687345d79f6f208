import {
  CONTACT_ENDPOINTS,
  type CaptchaPass,
  type CaptchaWidgetConfig,
  type ContactFieldErrors,
  type ContactInquiryRequest,
} from '@folio/core';
import { loadApiClient } from '../../../lib/loadApiClient';

const API = '/api';

/** What became of a submission, as far as the modal needs to know. */
export type InquiryOutcome =
  | { kind: 'sent' }
  | { kind: 'limited'; hoursUntilNext: number }
  | { kind: 'invalid'; errors: ContactFieldErrors }
  | { kind: 'captcha' }
  | { kind: 'failed' };

interface StrapiError {
  error?: { message?: string; details?: { hoursUntilNext?: number; errors?: { path: string[]; message: string }[] } };
}

export async function fetchCaptchaWidget(): Promise<CaptchaWidgetConfig> {
  const { fetchJson } = await loadApiClient();
  return fetchJson<CaptchaWidgetConfig>(`${API}${CONTACT_ENDPOINTS.captchaWidget}`);
}

/** Trades the widget's token for a single-use pass; null when the server does not accept the token. */
export async function exchangeCaptcha(captcha: string): Promise<CaptchaPass | null> {
  const { apiClient } = await loadApiClient();
  try {
    return (await apiClient.post<CaptchaPass>(`${API}${CONTACT_ENDPOINTS.checkCaptcha}`, { captcha })).data;
  } catch (error) {
    // The captcha check is not fatal: a failed one leaves the flag false and is only logged.
    console.error('[contact] captcha check failed:', (error as Error).message);
    return null;
  }
}

export async function sendInquiry(request: ContactInquiryRequest): Promise<InquiryOutcome> {
  const { apiClient, responseData, responseStatus } = await loadApiClient();
  try {
    await apiClient.post(`${API}${CONTACT_ENDPOINTS.sendInquiry}`, request);
    return { kind: 'sent' };
  } catch (error) {
    const status = responseStatus(error);
    const body = responseData(error) as StrapiError | undefined;
    const details = body?.error?.details;
    if (status === 429) return { kind: 'limited', hoursUntilNext: details?.hoursUntilNext ?? 24 };
    if (status === 403) return { kind: 'captcha' };
    if (status === 400 && details?.errors?.length) {
      const errors: Record<string, string> = {};
      for (const { path, message } of details.errors) errors[path[0]] ??= message;
      return { kind: 'invalid', errors: errors as ContactFieldErrors };
    }
    console.error('[contact] submission failed:', status ?? (error as Error).message);
    return { kind: 'failed' };
  }
}
