import type { EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { EMOTION_INSERTION_POINT } from './emotionCache';

const INSERTION_POINT_TAG = `<meta name="${EMOTION_INSERTION_POINT}" content=""/>`;

/**
 * Prepares a server render's Emotion cache for critical-style extraction: create it BEFORE rendering
 * (it switches the cache off inline <style> tags), render, then call the returned function with the
 * HTML. The styles the page uses land in its <head>, right after the insertion point, so the first
 * paint is styled (no flash of unstyled content) and the browser's Emotion cache adopts them.
 */
export function criticalStylesInjector(cache: EmotionCache): (html: string) => string {
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  return (html) => {
    const styleTags = constructStyleTagsFromChunks(extractCriticalToChunks(html));
    return html.replace(INSERTION_POINT_TAG, `${INSERTION_POINT_TAG}${styleTags}`);
  };
}
