/**
 * The prerendered /login page's only script before the app (webpack entry `login`, see
 * scripts/prerender.ts): the form works at once with a few KB, and React, antd and the rest
 * of the app are fetched in idle time (the page's <link rel="prefetch" data-app-script>) but
 * run only when the visitor needs them (loginEnhancer.ts): a sign-in leaves for the app anyway.
 */
import { enhanceLoginPage } from './loginEnhancer';

/** Runs the app's scripts in their order (async=false), as index.html's deferred tags would. */
function startApp(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-app-script]')) {
    const script = document.createElement('script');
    script.src = link.href;
    script.async = false;
    document.head.appendChild(script);
  }
}

enhanceLoginPage(document, {
  fetch: (input, init) => window.fetch(input, init),
  storage: window.localStorage,
  navigate: (to) => window.location.replace(to),
  startApp,
});
