// The document's header lines, notices and sections on screen (the same model the exports use).
import { AlertTriangle, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ReportDocument, TableSection } from './report-document';
import { ReportTable, type ServerPage } from './report-table';

interface ReportBodyProps {
  document: ReportDocument;
  /** Shown between the notices and the sections (charts, summary cards). */
  children?: ReactNode;
  /** Server paging for one table section (the lookup's raw values). */
  paged?: { section: TableSection; page: ServerPage };
}

export function ReportBody({ document, children, paged }: ReportBodyProps) {
  return (
    <>
      <dl className="gw-report-meta">
        {document.meta.map(({ label, value }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {document.notices.map((notice) => (
        <p
          key={notice.text}
          className={`gw-report-notice gw-report-notice--${notice.tone}`}
          role={notice.tone === 'warning' ? 'note' : undefined}
        >
          {notice.tone === 'warning' ? (
            <AlertTriangle size={16} aria-hidden="true" />
          ) : (
            <Info size={16} aria-hidden="true" />
          )}
          <span>{notice.text}</span>
        </p>
      ))}
      {children}
      {document.sections.map((section) =>
        section.kind === 'facts' ? (
          <section key={section.title} className="gw-report-section">
            <h2 className="gw-section-title">{section.title}</h2>
            <dl className="gw-report-facts">
              {section.facts.map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : (
          <ReportTable
            key={section.title}
            section={section}
            serverPage={paged?.section === section ? paged.page : undefined}
          />
        ),
      )}
    </>
  );
}
