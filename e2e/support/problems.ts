import type { Page, Request } from 'playwright-core';

interface ExpectedHttpError {
  status: number;
  pathname: string;
}

const FAILED_LOAD = /Failed to load resource: the server responded with a status of (\d+)/;

/** A journey that provokes an error on purpose declares it with `expectHttpError`; nothing else is tolerated. */
export class PageProblems {
  private readonly problems: string[] = [];
  private readonly expected: ExpectedHttpError[] = [];
  private readonly expectedConsole: RegExp[] = [];
  private readonly expectedCancels = new Set<string>();
  private readonly cancelled: { problem: string; navigation: number }[] = [];
  private navigations = 0;

  constructor(page: Page) {
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const failedLoad = FAILED_LOAD.exec(message.text());
      if (failedLoad && this.isExpected(Number(failedLoad[1]), message.location().url)) return;
      if (this.expectedConsole.some((pattern) => pattern.test(message.text()))) return;
      this.problems.push(`console error: ${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => this.problems.push(`uncaught exception: ${error.message}`));
    // Which navigation of the page each request belongs to (a history push counts as one).
    const issuedIn = new WeakMap<Request, number>();
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.navigations += 1;
    });
    page.on('request', (request) => issuedIn.set(request, this.navigations));
    page.on('requestfailed', (request) => {
      const error = request.failure()?.errorText;
      const problem = `request failed: ${request.method()} ${request.url()} (${error})`;
      if (error !== 'net::ERR_ABORTED') {
        this.problems.push(problem);
        return;
      }
      // A link prefetch (React Router's prefetch="intent") is dropped by the browser once the intent ends,
      // e.g. focus leaves a menu entry: that cancellation is by design, not a failure.
      if (request.headers()['sec-purpose'] === 'prefetch') return;
      if (this.expectedCancels.has(request.url())) return;
      // So is what a page was still loading (a cover) when the visitor left it; whether it did is known
      // only once the navigation has been reported, which can come after the cancellation: see list().
      this.cancelled.push({ problem, navigation: issuedIn.get(request) ?? this.navigations });
    });
    page.on('response', (response) => {
      if (response.status() < 400 || this.isExpected(response.status(), response.url())) return;
      this.problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
    });
  }

  expectConsoleError(pattern: RegExp): void {
    this.expectedConsole.push(pattern);
  }

  /** A request the page's own script may abort (a viewer from elsewhere dropping a fetch it asked for twice). */
  expectCancelledRequest(url: string): void {
    this.expectedCancels.add(url);
  }

  expectHttpError(status: number, pathname: string): void {
    this.expected.push({ status, pathname });
  }

  private isExpected(status: number, url: string): boolean {
    const pathname = decodeURIComponent(new URL(url).pathname);
    return this.expected.some((expected) => expected.status === status && expected.pathname === pathname);
  }

  list(): string[] {
    const cancelledOnThePageShown = this.cancelled.filter(({ navigation }) => navigation === this.navigations);
    return [...this.problems, ...cancelledOnThePageShown.map(({ problem }) => problem)];
  }
}
