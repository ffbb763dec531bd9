// The end of a form: the failure the server reported, and the submit button that says when it
// is working.

export function FormFailure({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p className="gw-form__error" role="alert">
      {message}
    </p>
  );
}

interface SubmitButtonProps {
  submitting: boolean;
  label: string;
  /** Shown while submitting, e.g. 'Đang lưu...'. */
  busyLabel: string;
  disabled?: boolean;
}

export function SubmitButton({ submitting, label, busyLabel, disabled }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className="gw-button gw-button--primary gw-button--block"
      disabled={submitting || disabled}
    >
      {submitting ? busyLabel : label}
    </button>
  );
}
