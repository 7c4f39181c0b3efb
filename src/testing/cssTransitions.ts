/**
 * Import before anything that loads antd: antd's motion library then takes the browser to run
 * CSS transitions, as a real one does. jsdom runs none and fires no transitionend, so a motion
 * waits for an end that never comes: what a browser does when a transition does not start.
 */
for (const name of ['TransitionEvent', 'AnimationEvent']) {
  if (!(name in window)) {
    Object.defineProperty(window, name, {
      value: class extends Event {},
      configurable: true,
      writable: true,
    });
  }
}

export {};
