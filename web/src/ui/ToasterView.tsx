import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';
import { useEffect } from 'react';
import './pageSlotRecipes';
import type { ToastOptions } from './toaster';

const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, duration: 3000 });

/**
 * The toasts themselves (Chakra's toaster and its state machine), loaded after the first paint by
 * `Toaster` in ./toaster.tsx. Top of the screen, clear of the mobile tab bar. `onReady` receives the
 * function that shows a toast, once this is mounted.
 */
export function ToasterView({ onReady }: { onReady: (create: (options: ToastOptions) => void) => () => void }) {
  useEffect(() => onReady((options) => void toaster.create(options)), [onReady]);
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          // White on the default solid green reads at 3.3:1 (2.6:1 for the dimmed description): the
          // success and error toasts take the 700 shade, and the description full white (WCAG AA).
          <Toast.Root width={{ md: 'sm' }} css={{ '&[data-type=success]': { bg: 'green.700' }, '&[data-type=error]': { bg: 'red.700' } }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxW="full">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description opacity="1">{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger aria-label="닫기" />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
