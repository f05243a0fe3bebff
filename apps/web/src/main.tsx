// Only the Mantine styles of the shell (the full sheet is 29 KB gzip); lazy chunks bring their own.
// global.css already declares the default theme's CSS variables (Mantine's own full styles.css is
// global.css + components, without default-css-variables.css, which would repeat 3.7 KB gzip);
// MantineProvider adds the theme's variables at run time.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Stack.css';
import './styles.css';

import { MantineProvider } from '@mantine/core';
import { loadPortalServices } from '@qifu/portal-feature';
import { isApiError } from '@qifu/sdk';
import { api, sessionStore } from '@qifu/session';
import { ApiClientProvider, qifuTheme } from '@qifu/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

import { releaseBootShell } from './boot-shell';
import { followSessionEvents, prepareLocation, revalidateSession, trackNavigation } from './navigation';
import { AppNotifications, notify } from './notify';
import { createAppRouter } from './router';

const MESSAGE_COLORS = { error: 'red', warning: 'orange', info: 'blue' } as const;

// SDK messages (seeds 000 §8) as Mantine notifications, with the documents' display times.
api.setMessageHandler(({ text, durationMs, kind }) => {
  notify({ message: text, autoClose: durationMs, color: MESSAGE_COLORS[kind] });
});

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The SDK already shows failures; one retry only for network hiccups on reads.
      retry: (failureCount, error) => failureCount < 1 && isApiError(error) && error.status === 0,
      refetchOnWindowFocus: false,
      staleTime: 15_000,
    },
  },
});

// The first screen's answers the server put into the page (issue 14, first paint; home and policy
// market, apps/api/src/web/first-screen.ts): their reads need no round trip.
const firstScreen = document.getElementById('first-screen');
if (firstScreen?.textContent) {
  try {
    api.prefill(JSON.parse(firstScreen.textContent) as Record<string, unknown>);
  } catch {
    /* malformed: every read goes to the network */
  }
}

/**
 * Ends the current task so the browser can paint and handle input before the next start-up step
 * (issue 14, TBT: module evaluation, the router's route tree and the first render are three tasks
 * of under 100 ms each on a slow phone instead of one long one).
 */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Before the router reads the URL: hash rewrite and the single-sign-on callback.
const loggedInByCallback = await prepareLocation();
await yieldToMain();
const router = createAppRouter(queryClient);
trackNavigation(router);
followSessionEvents(router);
// A fresh single-sign-on login has just loaded the user; otherwise check the stored session.
if (!loggedInByCallback) void revalidateSession();

const container = document.getElementById('root');
if (!container) throw new Error('#root missing');

// index.html's boot shell (the header bars, or the server's first screen) goes when the app has
// rendered its own (boot-shell.ts).
const bootShell = document.getElementById('boot-shell');
if (bootShell) releaseBootShell(bootShell, container);

// With the server's first screen showing, its reads are in the page: load the route (chunks and
// loaders, no request) before the first render, so React renders the page once, complete, instead
// of rendering it pending and again when the route has loaded (issue 14, TBT).
if (bootShell?.hasAttribute('data-first-screen')) await router.load().catch(() => undefined);

await yieldToMain();
// The first render as a transition (issue 14, TBT): React renders the tree in slices of a few
// milliseconds and lets the browser paint and handle input in between, instead of one long task of
// several hundred ms on a slow phone. Suspense fallbacks of new boundaries still show as usual.
const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <JotaiProvider store={sessionStore}>
        <MantineProvider theme={qifuTheme} forceColorScheme="light">
          <AppNotifications />
          <QueryClientProvider client={queryClient}>
            <ApiClientProvider client={api}>
              <RouterProvider router={router} />
            </ApiClientProvider>
          </QueryClientProvider>
        </MantineProvider>
      </JotaiProvider>
    </StrictMode>,
  ),
);

// After the first paint: the GR/QY login-validity poll and the analytics (seeds 000 §4, §9), in their own chunk.
requestAnimationFrame(() =>
  setTimeout(() => void loadPortalServices().then((m) => m.startPortalServices({ production: import.meta.env.PROD })), 0),
);
