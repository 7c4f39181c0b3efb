import { RouterProvider } from 'react-router/dom';
import type { ComponentProps } from 'react';
import { useScreenComplete } from '@/lib/screenComplete';

/**
 * The router's state updates render urgently until the first screen is complete, then in
 * transitions. On a cold load nothing the user does competes with the first screen, and a
 * transition cuts its render into 5 ms slices with the browser's own work between them (issue 20:
 * the cold load of Binary Requests ~12 % slower). Afterwards a transition is what keeps a key
 * typed in the search box or a click on a row from waiting for the list's render.
 */
export function AppRouterProvider({
  router,
}: {
  router: ComponentProps<typeof RouterProvider>['router'];
}) {
  const complete = useScreenComplete();
  return <RouterProvider router={router} useTransitions={complete ? undefined : false} />;
}
