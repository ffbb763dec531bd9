// The app's toast container (spec §9 settings, sliding in), in a chunk of its own with
// react-toastify; app.tsx mounts it lazily.
import { Slide, ToastContainer } from 'react-toastify';
import { TOAST_CONTAINER_SETTINGS } from './toast';

export function AppToastContainer() {
  return <ToastContainer {...TOAST_CONTAINER_SETTINGS} transition={Slide} />;
}
