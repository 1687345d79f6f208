import createCache from '@emotion/cache';

export const EMOTION_KEY = 'css';
export const EMOTION_INSERTION_POINT = 'emotion-insertion-point';

/**
 * One Emotion cache per server render and one in the browser. In the browser, styles go after the
 * insertion-point meta tag so that the server's critical styles and the client's agree in order.
 */
export function createEmotionCache(nonce?: string) {
  const insertionPoint =
    typeof document === 'undefined'
      ? undefined
      : (document.querySelector<HTMLMetaElement>(`meta[name="${EMOTION_INSERTION_POINT}"]`) ?? undefined);
  return createCache({ key: EMOTION_KEY, insertionPoint, nonce });
}
