// Toasts in four types (spec §2) with the settings of spec §9; errors stay 5 s, loading toasts
// stay until replaced. react-toastify and the container are loaded with the first toast, not
// with the entry chunk (most visits show none): that toast waits in react-toastify's queue and
// shows as soon as the container mounts.
import type { ToastContainerProps } from 'react-toastify';

/** The container's settings; its transition, Slide, is added where the container is built. */
export const TOAST_CONTAINER_SETTINGS: ToastContainerProps = {
  position: 'top-right',
  autoClose: 3000,
  hideProgressBar: false,
  newestOnTop: false,
  closeOnClick: true,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  theme: 'light',
  style: { fontSize: '14px' },
};

let wanted = false;
const listeners = new Set<() => void>();

/** Whether a toast was asked for: from then on the app mounts the container (app.tsx). */
export const toastsWanted = (): boolean => wanted;

export function subscribeToastsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function toastLibrary() {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return import('react-toastify');
}

export const notify = {
  info: (message: string) => void toastLibrary().then(({ toast }) => toast.info(message)),
  success: (message: string) => void toastLibrary().then(({ toast }) => toast.success(message)),
  warning: (message: string) => void toastLibrary().then(({ toast }) => toast.warning(message)),
  error: (message: string) =>
    void toastLibrary().then(({ toast }) => toast.error(message, { autoClose: 5000 })),
  loading: (message: string) => void toastLibrary().then(({ toast }) => toast.loading(message)),
};
