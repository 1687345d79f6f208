export const SITE_NAME_DEFAULT = 'Folio';

export const MESSAGE_MAX_LENGTH = 280;
export const SUBMISSION_LIMIT = 3;
export const SUBMISSION_WINDOW_HOURS = 24;
export const SUBMISSION_STORAGE_KEY = 'form-submissions';
export const RECAPTCHA_VALIDITY_MS = 60_000;
export const TOAST_DURATION_MS = 5_000;

export const SEARCH_RESULTS_PER_CATEGORY = 5;
export const SEARCH_BLUR_DELAY_MS = 200;

export const MOBILE_BREAKPOINT_PX = 500;
export const DIALOG_MAX_WIDTH_PX = 480;
export const DIALOG_MAX_HEIGHT = '95%';
export const CONTENT_MAX_WIDTH_PX = 1450;

export const DATA_CACHE = {
  dedupingInterval: 2_000,
  focusThrottleInterval: 5_000,
  errorRetryInterval: 5_000,
} as const;

export const ARTICLE_CATEGORIES = ['Interview', 'Spotlight', 'Deep Dive', 'Exclusive'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export const NOT_FOUND_HEADING = "OH SNAP! WE CAN'T FIND IT!";
export const NOT_FOUND_MESSAGE =
  'The page you are looking for is not in our library yet. Help us grow the digital library: contribute a scan, an archive or your time.';
export const RETURN_HOME_LABEL = 'Return Home';
export const BUSY_HEADING = 'OH SNAP! OUR WEBSITE IS CURRENTLY TOO BUSY';
export const BUSY_MESSAGE =
  'Unfortunately our website is currently experiencing a large amount of traffic but we will be back very soon!';
export const BUSY_LINK_LABEL = 'Check our Instagram';

// Word for word from the spec's error catalogue.
export const SUCCESS_TOAST = 'Submission successful, we will get back to you as soon as we can!';
export const limitToast = (hours: number): string =>
  `You have reached the limit of ${SUBMISSION_LIMIT} submissions for the day. Please try again in ${hours} hours!`;
