// What the console shares with other features: its dialog frame, form end and dialog write (a
// fee declaration's payer details and corrections are written the same way).
export { written } from './admin-api';
export { FormActions, FormDialog } from './console-dialogs';
export { useDialogWrite } from './console-write';
