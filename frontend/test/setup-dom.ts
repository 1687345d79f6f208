import '@testing-library/jest-dom';

// jsdom lays nothing out and has no scrollIntoView; tests that check scrolling spy on this.
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= function scrollIntoView() {};
