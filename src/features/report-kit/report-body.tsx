// The document's header lines, notices and sections on screen (the same model the exports use).
import { AlertTriangle, Info } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ViewTabs } from '../../components/view-tabs';
import { useT } from '../../i18n';
import type { ReportDocument, ReportSection, TableSection } from './report-document';
import { ReportTable, type ServerPage } from './report-table';
import { usePrinting } from './use-printing';

interface ReportBodyProps {
  document: ReportDocument;
  /** Shown between the notices and the sections (charts, summary cards). */
  children?: ReactNode;
  /** Server paging for one table section (the lookup's raw values). */
  paged?: { section: TableSection; page: ServerPage };
  /**
   * One tab label for each of the first sections: they are views of one screen (a summary and
   * its detail), shown one at a time; any further section shows below them. Paper and the
   * exports always hold every section.
   */
  sectionTabs?: readonly string[];
}

function SectionView({
  section,
  paged,
}: {
  section: ReportSection;
  paged: ReportBodyProps['paged'];
}) {
  if (section.kind === 'image') {
    return (
      <section className="gw-report-section">
        <h2 className="gw-section-title">{section.title}</h2>
        {section.dataUrl ? (
          <figure className="gw-report-figure">
            <img src={section.dataUrl} alt={section.caption} />
            <figcaption className="gw-muted">{section.caption}</figcaption>
          </figure>
        ) : (
          <p className="gw-muted">{section.emptyText}</p>
        )}
      </section>
    );
  }
  return section.kind === 'facts' ? (
    <section className="gw-report-section">
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
      section={section}
      serverPage={paged?.section === section ? paged.page : undefined}
    />
  );
}

function SectionTabs({
  sections,
  labels,
  paged,
}: {
  sections: readonly ReportSection[];
  labels: readonly string[];
  paged: ReportBodyProps['paged'];
}) {
  const { t } = useT();
  const [active, setActive] = useState('0');
  return (
    <ViewTabs
      label={t('reports.kit.views')}
      activeKey={active}
      onChange={setActive}
      tabs={sections.map((section, index) => ({
        key: String(index),
        label: labels[index]!,
        content: <SectionView section={section} paged={paged} />,
      }))}
    />
  );
}

export function ReportBody({ document, children, paged, sectionTabs }: ReportBodyProps) {
  const printing = usePrinting();
  // The tabs hold the sections they name; what a report appends after them (the maintenance
  // windows of the period) follows below, on every tab.
  const tabs =
    !printing && sectionTabs && sectionTabs.length <= document.sections.length
      ? sectionTabs
      : undefined;
  const tabbed = tabs ? document.sections.slice(0, tabs.length) : [];
  const below = document.sections.slice(tabbed.length);
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
      {tabs && <SectionTabs sections={tabbed} labels={tabs} paged={paged} />}
      {below.map((section) => (
        <SectionView key={section.title} section={section} paged={paged} />
      ))}
    </>
  );
}
