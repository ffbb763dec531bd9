// Toasts in four types (spec §2) with the settings of spec §9; errors stay 5 s, loading toasts
// stay until replaced.
import { Slide, toast, type ToastContainerProps } from 'react-toastify';

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
  transition: Slide,
  style: { fontSize: '14px' },
};

export const notify = {
  info: (message: string) => toast.info(message),
  success: (message: string) => toast.success(message),
  warning: (message: string) => toast.warning(message),
  error: (message: string) => toast.error(message, { autoClose: 5000 }),
  loading: (message: string) => toast.loading(message),
};
