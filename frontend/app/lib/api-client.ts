/**
 * The browser's one HTTP client. Same origin: the site server proxies /api/* to the CMS. Features reach
 * it through loadApiClient(), never axios itself (a lint rule says so).
 */
import axios from 'axios';

export const apiClient = axios.create({ baseURL: '/', timeout: 10_000, headers: { accept: 'application/json' } });

/** SWR fetcher: the key is the path. */
export const fetchJson = <T>(path: string): Promise<T> => apiClient.get<T>(path).then((response) => response.data);

export const isCancelledRequest = (error: unknown): boolean => axios.isCancel(error);

/** The body the server answered a failed request with, if it answered at all. */
export const responseData = (error: unknown): unknown => (axios.isAxiosError(error) ? error.response?.data : undefined);

/** HTTP status of a failed request, if the server answered at all. */
export const responseStatus = (error: unknown): number | undefined =>
  axios.isAxiosError(error) ? error.response?.status : undefined;
