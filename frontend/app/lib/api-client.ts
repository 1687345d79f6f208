// Features reach it through loadApiClient(), never axios itself (a lint rule says so).
import axios from 'axios';

export const apiClient = axios.create({ baseURL: '/', timeout: 10_000, headers: { accept: 'application/json' } });

export const fetchJson = <T>(path: string): Promise<T> => apiClient.get<T>(path).then((response) => response.data);

export const isCancelledRequest = (error: unknown): boolean => axios.isCancel(error);

export const responseData = (error: unknown): unknown => (axios.isAxiosError(error) ? error.response?.data : undefined);

export const responseStatus = (error: unknown): number | undefined =>
  axios.isAxiosError(error) ? error.response?.status : undefined;
