// /fee-rules 'Biểu phí' (issue 16): the platform admin sees every fee rule set the fee reports
// use, by instrument, newest first, adds a version (from scratch or from an existing one) and
// changes a stored one's end date, confirmation, legal source and notes.
import { useQuery } from '@tanstack/react-query';
import { Copy, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { ErrorState, LoadingState } from '../query-state';
import { EditRuleSetDialog, NewVersionDialog } from './fee-rule-dialogs';
import {
  newVersionValues,
  shownDate,
  type FeeRuleFormValues,
  type FeeRuleRow,
} from './fee-rule-form';
import { feeRulesQuery } from './fee-rules-api';
import '../admin.css';
import './fee-rules.css';

const INSTRUMENTS = ['water', 'air'] as const;

type Editing = { kind: 'new'; values: FeeRuleFormValues } | { kind: 'edit'; row: FeeRuleRow };

function RuleSetCard({
  row,
  onEdit,
  onCopy,
}: {
  row: FeeRuleRow;
  onEdit: () => void;
  onCopy: () => void;
}) {
  const { t } = useT();
  const period = row.effective_to
    ? t('feeRules.periodClosed', {
        from: shownDate(row.effective_from),
        to: shownDate(row.effective_to),
      })
    : t('feeRules.periodOpen', { from: shownDate(row.effective_from) });
  return (
    <li className="gw-fee-rule" data-rule-id={row.id}>
      <div className="gw-fee-rule__head">
        <h3 className="gw-fee-rule__title">{row.title}</h3>
        <span
          className={`gw-badge ${row.confirmed ? 'gw-fee-rule__confirmed' : 'gw-badge--warning'}`}
        >
          {row.confirmed ? t('feeRules.confirmed') : t('feeRules.unconfirmed')}
        </span>
      </div>
      <dl className="gw-fee-rule__facts">
        <div>
          <dt>{t('feeRules.fields.code')}</dt>
          <dd>{row.code}</dd>
        </div>
        <div>
          <dt>{t('feeRules.period')}</dt>
          <dd>{period}</dd>
        </div>
        <div>
          <dt>{t('feeRules.fields.appliesTo')}</dt>
          <dd>{t(`feeRules.appliesTo.${row.applies_to as 'any'}`)}</dd>
        </div>
        <div>
          <dt>{t('feeRules.fields.formulaKind')}</dt>
          <dd>{t(`feeRules.formulaKinds.${row.formula_kind as 'water_flat_volume'}`)}</dd>
        </div>
      </dl>
      <p className="gw-fee-rule__source gw-muted">{row.legal_source}</p>
      {row.notes && <p className="gw-fee-rule__notes">{row.notes}</p>}
      <div className="gw-fee-rule__actions">
        <button type="button" className="gw-button gw-button--secondary" onClick={onEdit}>
          <Pencil size={16} aria-hidden="true" /> {t('feeRules.edit')}
        </button>
        <button type="button" className="gw-button gw-button--secondary" onClick={onCopy}>
          <Copy size={16} aria-hidden="true" /> {t('feeRules.copy')}
        </button>
      </div>
    </li>
  );
}

function FeeRulesContent() {
  const { t } = useT();
  const query = useQuery(feeRulesQuery());
  const [editing, setEditing] = useState<Editing | null>(null);
  if (query.isPending) return <LoadingState label={t('feeRules.loading')} />;
  if (query.isError) {
    return (
      <ErrorState
        message={t('feeRules.loadError')}
        retryLabel={t('feeRules.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const rows = query.data;
  const startNew = (from?: FeeRuleRow) =>
    setEditing({ kind: 'new', values: newVersionValues(new Date(), from) });
  return (
    <>
      <div className="gw-admin__toolbar">
        <button type="button" className="gw-button gw-button--primary" onClick={() => startNew()}>
          <Plus size={16} aria-hidden="true" /> {t('feeRules.add')}
        </button>
      </div>
      {rows.length === 0 && <p className="gw-admin__state">{t('feeRules.empty')}</p>}
      {INSTRUMENTS.map((instrument) => {
        const ofInstrument = rows.filter((row) => row.instrument === instrument);
        if (ofInstrument.length === 0) return null;
        return (
          <section
            key={instrument}
            className="gw-fee-rules__group"
            aria-labelledby={`gw-fee-${instrument}`}
          >
            <h2 id={`gw-fee-${instrument}`} className="gw-fee-rules__heading">
              {t(`feeRules.instruments.${instrument}`)}
            </h2>
            <ul className="gw-fee-rules__list">
              {ofInstrument.map((row) => (
                <RuleSetCard
                  key={row.id}
                  row={row}
                  onEdit={() => setEditing({ kind: 'edit', row })}
                  onCopy={() => startNew(row)}
                />
              ))}
            </ul>
          </section>
        );
      })}
      {editing?.kind === 'new' && (
        <NewVersionDialog initial={editing.values} rows={rows} onClose={() => setEditing(null)} />
      )}
      {editing?.kind === 'edit' && (
        <EditRuleSetDialog row={editing.row} onClose={() => setEditing(null)} />
      )}
    </>
  );
}

export function FeeRulesPage() {
  const { t } = useT();
  return (
    <section className="gw-admin" aria-labelledby="gw-admin-title">
      <header className="gw-admin__head">
        <h1 id="gw-admin-title" className="gw-page-title">
          {t('nav.fee-rules')}
        </h1>
        <p className="gw-muted">{t('feeRules.intro')}</p>
      </header>
      <FeeRulesContent />
    </section>
  );
}
