import type { EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { EMOTION_INSERTION_POINT } from './emotionCache';

const INSERTION_POINT_TAG = `<meta name="${EMOTION_INSERTION_POINT}" content=""/>`;

// Create it BEFORE rendering (it switches the cache off inline <style> tags), so the first paint is styled and the
// browser's Emotion cache adopts the styles.
export function criticalStylesInjector(cache: EmotionCache): (html: string) => string {
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  return (html) => {
    const styleTags = constructStyleTagsFromChunks(extractCriticalToChunks(html));
    return html.replace(INSERTION_POINT_TAG, `${INSERTION_POINT_TAG}${styleTags}`);
  };
}
