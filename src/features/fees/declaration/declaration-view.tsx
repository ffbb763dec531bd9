// The declaration on screen as on paper: the payer beside the national motto, the form number,
// title and quarter, the numbered sections with their tables, the signature block. Each figure
// has a 'Sửa' button and its sources (the fee-report lines it came from) a click away; a
// corrected figure shows its computed value beside it.
import { Pencil } from 'lucide-react';
import type { DeclarationFigure, FeeDeclaration } from '../../../../shared/fees/declaration';
import {
  d,
  figureLabel,
  figureText,
  resolveSections,
  type FormTable,
  type ResolvedItem,
} from './declaration-model';

interface ViewProps {
  declaration: FeeDeclaration;
  onCorrect: (figure: DeclarationFigure) => void;
}

function FigureValue({
  declaration,
  figure,
  onCorrect,
}: ViewProps & { figure: DeclarationFigure }) {
  const marked = figure.corrected || figure.derived;
  return (
    <span className="gw-declaration__figure">
      <strong>{figureText(figure)}</strong>
      {marked && (
        <span className={`gw-declaration__mark${figure.corrected ? ' is-corrected' : ''}`}>
          {d(figure.corrected ? 'corrected' : 'derived')} ·{' '}
          {d('computedWas', { value: figureText(figure, figure.computed) })}
        </span>
      )}
      <button
        type="button"
        className="gw-declaration__edit gw-no-print"
        onClick={() => onCorrect(figure)}
        aria-label={`${d('correct')}: ${figureLabel(declaration, figure.key)}`}
      >
        <Pencil size={14} aria-hidden="true" />
        {d('correct')}
      </button>
      <details className="gw-declaration__sources gw-no-print">
        <summary>{d('sources')}</summary>
        <ul>
          {figure.sources.map((source) => (
            <li key={source.line}>
              <span className="gw-declaration__source-line">{source.line}</span>
              <span>{source.formula}</span>
              {source.basis && <span className="gw-muted">{source.basis}</span>}
            </li>
          ))}
          {figure.note && <li className="gw-muted">{figure.note}</li>}
        </ul>
      </details>
    </span>
  );
}

function TableView({ table, ...props }: ViewProps & { table: FormTable }) {
  return (
    <div
      className="gw-declaration__table-wrap"
      tabIndex={0}
      role="region"
      aria-label={table.columns.join(', ')}
    >
      <table className="gw-declaration__table">
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.length === 0 && (
            <tr>
              <td colSpan={table.columns.length}>{d('blank')}</td>
            </tr>
          )}
          {table.rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) =>
                typeof cell === 'string' ? (
                  <td key={column}>{cell}</td>
                ) : (
                  <td key={column} className="gw-declaration__number">
                    <FigureValue {...props} figure={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ItemView({ item, ...props }: ViewProps & { item: ResolvedItem }) {
  const head = (
    <span className="gw-declaration__label">
      {item.number}. {item.label}:
    </span>
  );
  if (item.kind === 'table') {
    return (
      <li className="gw-declaration__item is-table">
        {head}
        <TableView {...props} table={item.table} />
      </li>
    );
  }
  return (
    <li className="gw-declaration__item">
      {head}{' '}
      {item.kind === 'figure' ? (
        <FigureValue {...props} figure={item.figure} />
      ) : item.kind === 'text' && item.text !== null ? (
        <strong>{item.text}</strong>
      ) : (
        <span className="gw-muted">{item.kind === 'text' ? d('notEntered') : d('blank')}</span>
      )}
    </li>
  );
}

export function DeclarationView(props: ViewProps) {
  const { declaration } = props;
  const { layout } = declaration.form;
  return (
    <div className="gw-declaration">
      <p className="gw-declaration__form-number">{layout.header.formNumber}</p>
      <div className="gw-declaration__heads">
        <p className="gw-declaration__payer">{declaration.payer.name}</p>
        <p className="gw-declaration__nation">
          <strong>{d('nation')}</strong>
          <strong className="gw-declaration__motto">{d('motto')}</strong>
        </p>
      </div>
      <h2 className="gw-declaration__title">{layout.header.title}</h2>
      <p className="gw-declaration__period">
        {d('periodLine', { quarter: declaration.quarter, year: declaration.year })}
      </p>
      <p className="gw-declaration__addressee">{layout.header.addressee}</p>
      {resolveSections(declaration).map((section) => (
        <section key={section.number} className="gw-declaration__section">
          <h3>
            {section.number}. {section.title}
          </h3>
          <ol className="gw-declaration__items">
            {section.items.map((item) => (
              <ItemView key={`${item.number}-${item.field}`} {...props} item={item} />
            ))}
          </ol>
        </section>
      ))}
      <div className="gw-declaration__signature">
        <p className="gw-declaration__date">{layout.signature.dateLine}</p>
        <p>
          <strong>{layout.signature.signer}</strong>
        </p>
        <p className="gw-muted">{layout.signature.signerNote}</p>
        <p className="gw-declaration__signer">{declaration.payer.signerName ?? ''}</p>
      </div>
      {layout.footnotes.map((note) => (
        <p key={note} className="gw-declaration__footnote">
          {note}
        </p>
      ))}
      <dl className="gw-declaration__basis">
        <dt>{d('formSource')}</dt>
        <dd>{`${declaration.form.formNumber} — ${declaration.form.legalSource}`}</dd>
        <dt>{d('ruleSet')}</dt>
        <dd>{`${declaration.ruleSet.title} (${declaration.ruleSet.id})`}</dd>
        <dt>{d('formula')}</dt>
        <dd>{declaration.formula}</dd>
        <dt>{d('dataBasis')}</dt>
        <dd>{declaration.dataBasis}</dd>
      </dl>
    </div>
  );
}
