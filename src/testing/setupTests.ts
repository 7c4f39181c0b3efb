import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from './server';
import { installMatchMedia } from './viewport';

// Lazy route chunks compile on first import in Jest; give them time on a busy 2-core machine.
configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);

// antd reads matchMedia, which jsdom lacks: no media query matches unless a test sets a width.
// (Guarded: a test may opt into the node environment, e.g. the codegen drift test.)
if (typeof window !== 'undefined') installMatchMedia(() => false);

// antd measures elements (tables, overflow menus, popups) with ResizeObserver, which jsdom lacks.
if (typeof globalThis.ResizeObserver === 'undefined') {
  class NoopResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(globalThis, 'ResizeObserver', {
    value: NoopResizeObserver,
    writable: true,
  });
}

// antd's form batches watch updates through a MessageChannel macrotask, which jsdom lacks.
// A timer-based channel gives the same ordering without keeping the test process alive.
if (typeof globalThis.MessageChannel === 'undefined') {
  class TimerPort {
    onmessage: ((event: MessageEvent) => void) | null = null;
    target: TimerPort | null = null;
    postMessage(data: unknown): void {
      const target = this.target;
      setTimeout(() => target?.onmessage?.(new MessageEvent('message', { data })), 0);
    }
    close(): void {}
  }
  class TimerMessageChannel {
    port1 = new TimerPort();
    port2 = new TimerPort();
    constructor() {
      this.port1.target = this.port2;
      this.port2.target = this.port1;
    }
  }
  Object.defineProperty(globalThis, 'MessageChannel', {
    value: TimerMessageChannel,
    writable: true,
  });
}

// A request no handler answers fails the test that made it. (MSW's 'error' strategy only
// prints, and the app then shows a network error the test may never look at.)
const unhandledRequests: string[] = [];
beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request, print) => {
      const url = new URL(request.url);
      unhandledRequests.push(`${request.method} ${url.pathname}${url.search}`);
      print.error();
    },
  }),
);
function failOnUnhandledRequests(): void {
  const requests = unhandledRequests.splice(0);
  if (requests.length > 0)
    throw new Error(`Requests without an MSW handler:\n  ${requests.join('\n  ')}`);
}
afterEach(() => {
  server.resetHandlers();
  if (typeof localStorage !== 'undefined') localStorage.clear();
  failOnUnhandledRequests();
});
afterAll(() => {
  server.close();
  failOnUnhandledRequests();
});
