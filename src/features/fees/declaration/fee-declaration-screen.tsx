// 'Tờ khai phí': choose the quarter and one station or the whole facility, see the return
// pre-filled from the fee report, complete the payer's details, correct figures, export the form
// as PDF or Excel. Under the fee report's own access key.
import { useQuery } from '@tanstack/react-query';
import { FileText, UserRoundPen } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { DeclarationFigure, FeeDeclaration } from '../../../../shared/fees/declaration';
import { useT } from '../../../i18n';
import {
  bundledPdfFonts,
  EXCEL_MIME,
  renderPdf,
  PDF_MIME,
  reportFileName,
  ReportFilterForm,
  ReportFrame,
  saveFile,
  useReportFilter,
  type ExportFormat,
  type FilterConfig,
  type ReportState,
} from '../../report-kit';
import { CorrectionDialog } from './correction-dialog';
import { addressedFilter, declarationSearch } from './declaration-address';
import { DECLARATION_QUERY_KEY, fetchDeclaration } from './declaration-api';
import { d, formTitle } from './declaration-model';
import { DeclarationView } from './declaration-view';
import { PayerDialog } from './payer-dialog';
import './declaration.css';

const CONFIGS: Record<'water' | 'air', FilterConfig> = {
  water: { stations: 'fee', stationKind: 'water', quarterOnly: true },
  air: { stations: 'fee', stationKind: 'air', quarterOnly: true },
};

async function exportDeclaration(declaration: FeeDeclaration, format: ExportFormat) {
  const name = reportFileName(
    formTitle(declaration),
    declaration.stations.map((station) => station.code).join('-'),
    declaration.periodLabel,
  );
  if (format === 'excel') {
    const { declarationWorkbook } = await import('./declaration-excel');
    saveFile(await declarationWorkbook(declaration), `${name}.xlsx`, EXCEL_MIME);
  } else {
    const { declarationPdfDefinition } = await import('./declaration-pdf');
    const bytes = await renderPdf(declarationPdfDefinition(declaration), await bundledPdfFonts());
    saveFile(bytes, `${name}.pdf`, PDF_MIME);
  }
}

function Notices({
  declaration,
  onEditPayer,
}: {
  declaration: FeeDeclaration;
  onEditPayer: () => void;
}) {
  const { form, ruleSet, missingPayerFields } = declaration;
  return (
    <div className="gw-declaration__notices gw-no-print">
      <p className={`gw-declaration__badge${form.verified ? '' : ' is-unverified'}`} role="status">
        {form.verified ? d('verifiedForm') : d('unverifiedForm')}
        {!form.verified && <span> — {d('unverifiedFormText')}</span>}
      </p>
      {!ruleSet.confirmed && <p className="gw-declaration__warning">{d('unconfirmedRule')}</p>}
      {missingPayerFields.length > 0 && (
        <p className="gw-declaration__warning">
          {d('missingPayer', {
            fields: missingPayerFields.map((field) => d(`payer.${field}`).toLowerCase()).join(', '),
          })}
        </p>
      )}
      <button type="button" className="gw-button gw-button--secondary" onClick={onEditPayer}>
        <UserRoundPen size={16} aria-hidden="true" />
        {d('editPayer')}
      </button>
    </div>
  );
}

export function FeeDeclarationScreen({ instrument }: { instrument: 'water' | 'air' }) {
  const { t } = useT();
  const config = CONFIGS[instrument];
  const report = useReportFilter(config);
  const { stations, run, stationsState } = report;
  const [searchParams, setSearchParams] = useSearchParams();
  // Until the user applies a filter, the address chooses the return (the reminder's link).
  const filter = useMemo(
    () =>
      report.filter && run === 0
        ? addressedFilter(report.filter, searchParams, config, stations, new Date())
        : report.filter,
    [report.filter, run, searchParams, config, stations],
  );
  const search = filter ? new URLSearchParams(declarationSearch(filter)).toString() : null;
  useEffect(() => {
    // The address shows the return on screen; a value that was dropped leaves it.
    if (search !== null && search !== searchParams.toString())
      setSearchParams(search, { replace: true });
  }, [search, searchParams, setSearchParams]);
  const query = useQuery({
    queryKey: [...DECLARATION_QUERY_KEY, instrument, filter, run],
    queryFn: ({ signal }) => fetchDeclaration(instrument, filter!, signal),
    enabled: filter !== null,
  });
  const [correcting, setCorrecting] = useState<DeclarationFigure | null>(null);
  const [editingPayer, setEditingPayer] = useState(false);
  const declaration = query.data;

  let state: ReportState;
  if (stationsState) state = stationsState;
  else if (query.isError)
    state = { status: 'error', error: query.error, retry: () => void query.refetch() };
  else if (!declaration || query.isPending) state = { status: 'loading' };
  else state = { status: 'ready' };

  return (
    <ReportFrame
      title={t(instrument === 'water' ? 'nav.water-fee-declaration' : 'nav.air-fee-declaration')}
      state={state}
      exportFile={declaration ? (format) => exportDeclaration(declaration, format) : undefined}
      filter={
        <>
          <p className="gw-muted gw-no-print">{d('intro')}</p>
          <Link className="gw-report-lead-link gw-no-print" to={`/${instrument}-fee-report`}>
            <FileText size={16} aria-hidden="true" />
            {d('openReport')}
          </Link>
          {filter && (
            <ReportFilterForm
              config={config}
              stations={stations}
              value={filter}
              onSubmit={report.apply}
            />
          )}
        </>
      }
    >
      {declaration && (
        <>
          <Notices declaration={declaration} onEditPayer={() => setEditingPayer(true)} />
          <DeclarationView declaration={declaration} onCorrect={setCorrecting} />
          {correcting && (
            <CorrectionDialog
              declaration={declaration}
              figure={declaration.figures[correcting.key] ?? correcting}
              onClose={() => setCorrecting(null)}
            />
          )}
          {editingPayer && (
            <PayerDialog
              customerId={declaration.customerId}
              payer={declaration.payer}
              instrument={instrument}
              onClose={() => setEditingPayer(false)}
            />
          )}
        </>
      )}
    </ReportFrame>
  );
}
