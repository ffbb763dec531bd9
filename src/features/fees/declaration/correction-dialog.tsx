// Correcting one pre-filled figure: the value the form shows and why; the computed value stays
// beside it on the form, and 'Dùng lại số tính' removes the correction.
import { useState, type FormEvent } from 'react';
import type { DeclarationFigure, FeeDeclaration } from '../../../../shared/fees/declaration';
import { TextInput, Textarea } from '../../../components/form';
import { FormActions, FormDialog, useDialogWrite } from '../../admin';
import { formatNumber } from '../../report-kit';
import { DECLARATION_QUERY_KEY, saveCorrection } from './declaration-api';
import { d, figureLabel, figureText } from './declaration-model';
import { parseFigureInput } from './payer-form';

const MAX_FIGURE = 1e15;

interface CorrectionDialogProps {
  declaration: FeeDeclaration;
  figure: DeclarationFigure;
  onClose: () => void;
}

export function CorrectionDialog({ declaration, figure, onClose }: CorrectionDialogProps) {
  const [text, setText] = useState(
    figure.value === null ? '' : formatNumber(figure.value, figure.unit === 'đồng' ? 0 : 3),
  );
  const [note, setNote] = useState(figure.note ?? '');
  const [error, setError] = useState<string | undefined>();
  const { submit, busy, failure } = useDialogWrite(
    {
      write: saveCorrection,
      invalidates: [DECLARATION_QUERY_KEY],
      done: d('correction.saved'),
    },
    onClose,
  );
  const label = figureLabel(declaration, figure.key);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = parseFigureInput(text, figure.unit);
    if (value === null) return setError(d('correction.invalid'));
    if (value > MAX_FIGURE) return setError(d('correction.tooLarge'));
    if (note.trim().length > 500) return setError(d('correction.noteTooLong'));
    void submit({ declaration, figureKey: figure.key, value, note: note.trim() || null });
  };
  return (
    <FormDialog open title={d('correction.title', { label })} onClose={onClose} busy={busy}>
      <form className="gw-admin-form" onSubmit={onSubmit} noValidate>
        <p className="gw-muted">
          {d('correction.computed', { value: figureText(figure, figure.computed) })}
        </p>
        <TextInput
          label={d('correction.value', { unit: figure.unit })}
          value={text}
          inputMode="decimal"
          autoComplete="off"
          autoFocus
          error={error}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
        />
        <Textarea
          label={d('correction.note')}
          value={note}
          rows={2}
          maxLength={500}
          onChange={(event) => setNote(event.target.value)}
        />
        {figure.corrected && (
          <button
            type="button"
            className="gw-button gw-button--secondary"
            disabled={busy}
            onClick={() =>
              void submit({ declaration, figureKey: figure.key, value: null, note: null })
            }
          >
            {d('correction.revert')}
          </button>
        )}
        <FormActions busy={busy} onCancel={onClose} failure={failure} />
      </form>
    </FormDialog>
  );
}
