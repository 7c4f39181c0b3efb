import { StyleProvider } from '@ant-design/cssinjs';
import { render, waitFor } from '@testing-library/react';
import { useRememberAppStyles } from '@/components/lazyDialog/appStyles';
import { createKeptStyleCache } from './keptStyleCache';
import { preloadScreenInIdle } from './routeChunks';

/** The <style> elements of antd's CSS variables for a component, by its class. */
const variablesOf = (component: string) =>
  [...document.head.querySelectorAll('style')].filter((style) =>
    (style.textContent ?? '').startsWith(`.css-var-app.${component}{`),
  );

/** The app's style cache in use, as main.tsx sets it up and a screen remembers it. */
function App() {
  useRememberAppStyles();
  return null;
}

it('builds the styles Software Set Validations alone brings, into the app’s cache, with its code fetched in idle time', async () => {
  render(
    <StyleProvider cache={createKeptStyleCache()}>
      <App />
    </StyleProvider>,
  );
  expect(variablesOf('ant-popover')).toHaveLength(0);
  preloadScreenInIdle('/SoftwareValidations');
  // The About popover of its heading: its CSS variables are in the page before it shows.
  await waitFor(() => expect(variablesOf('ant-popover')).toHaveLength(1), { timeout: 15_000 });
});
