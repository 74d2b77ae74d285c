import { Toaster as ChakraToaster, Link, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';
import { useEffect } from 'react';
import { appHistory } from '../app/history';
import './pageSlotRecipes';
import type { ToastOptions } from './toaster';

// Bottom of the screen, lifted on phones above the tab bar and the sticky save bars of the forms
// (the --toast-bottom variable below); at the top it covered the tabs and menus people tap next.
const toaster = createToaster({
  placement: 'bottom',
  pauseOnPageIdle: true,
  duration: 3000,
  offsets: { top: '16px', bottom: 'var(--toast-bottom, 16px)', left: '16px', right: '16px' },
});

/**
 * Taps go through a toast and its parts (the state machine's inline `pointer-events: auto` on the
 * toast, hence !important), all but its close button.
 */
const PASS_TAPS_THROUGH = {
  pointerEvents: 'none !important',
  '& *': { pointerEvents: 'none !important' },
  '& [data-part=close-trigger], & [data-part=close-trigger] *, & [data-toast-link], & [data-toast-link] *': { pointerEvents: 'auto !important' },
};

/**
 * The toasts themselves (Chakra's toaster and its state machine), loaded after the first paint by
 * `Toaster` in ./toaster.tsx. Bottom centre, above the mobile tab bar. Taps pass through a toast to
 * what lies under it (only its close button takes them), so a toast never blocks a control, nor does
 * a pointer resting on it keep it open by pausing it. `onReady` receives the
 * function that shows a toast, once this is mounted.
 */
export function ToasterView({ onReady }: { onReady: (create: (options: ToastOptions) => void) => () => void }) {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} pointerEvents="none" css={{ '--toast-bottom': '96px', md: { '--toast-bottom': '16px' } }}>
        {(toast) => (
          // White on the default solid green reads at 3.3:1 (2.6:1 for the dimmed description): the
          // success and error toasts take the 700 shade, and the description full white (WCAG AA).
          <Toast.Root width={{ md: 'sm' }} pe="14" css={{ ...PASS_TAPS_THROUGH, '&[data-type=success]': { bg: 'green.700' }, '&[data-type=error]': { bg: 'red.700' } }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxW="full">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description opacity="1">{toast.description}</Toast.Description>}
              {toast.meta?.link && (
                <Link
                  data-toast-link
                  href={toast.meta.link.to}
                  color="currentColor"
                  fontWeight="semibold"
                  textDecoration="underline"
                  minH="11"
                  w="fit-content"
                  onClick={(e) => {
                    e.preventDefault();
                    appHistory.push(toast.meta!.link.to);
                    if (toast.id) toaster.dismiss(toast.id);
                  }}
                >
                  {toast.meta.link.label}
                </Link>
              )}
            </Stack>
            <Toast.CloseTrigger aria-label="닫기" top="0" insetEnd="0" minW={{ md: '8' }} minH={{ md: '8' }} />
          </Toast.Root>
        )}
      </ChakraToaster>
      <Connect onReady={onReady} />
    </Portal>
  );
}

/**
 * Hands out the function that shows a toast once the toaster above it listens: the Portal mounts its
 * children a render late, and the toaster's state machine subscribes to its store after its own
 * mount, so a toast created in the same commit (one tapped right after the page loaded, waiting in
 * ./toaster.tsx) was lost. Handing out after the commit's tasks have run leaves it listening.
 */
function Connect({ onReady }: { onReady: (create: (options: ToastOptions) => void) => () => void }) {
  useEffect(() => {
    let disconnect: (() => void) | undefined;
    const later = setTimeout(() => {
      disconnect = onReady(({ link, ...options }) => void toaster.create({ ...options, meta: { link } }));
    }, 50);
    return () => {
      clearTimeout(later);
      disconnect?.();
    };
  }, [onReady]);
  return null;
}
