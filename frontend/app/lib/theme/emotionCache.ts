import createCache from '@emotion/cache';

export const EMOTION_KEY = 'css';
export const EMOTION_INSERTION_POINT = 'emotion-insertion-point';

/**
 * The page's CSP nonce, taken from the server-rendered scripts (browsers hide the attribute but keep
 * the `nonce` property), so the style tags Emotion adds later are admitted by the same policy.
 */
const documentNonce = () =>
  typeof document === 'undefined'
    ? undefined
    : document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;

/**
 * One Emotion cache per server render and one in the browser. In the browser, styles go after the
 * insertion-point meta tag so that the server's critical styles and the client's agree in order.
 */
export function createEmotionCache(nonce: string | undefined = documentNonce()) {
  const insertionPoint =
    typeof document === 'undefined'
      ? undefined
      : (document.querySelector<HTMLMetaElement>(`meta[name="${EMOTION_INSERTION_POINT}"]`) ?? undefined);
  return createCache({ key: EMOTION_KEY, insertionPoint, nonce });
}
