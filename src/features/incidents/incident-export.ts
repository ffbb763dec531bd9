// The incidents as report documents (the report kit's model), so the list and one incident's
// timeline are exported to Excel and PDF by the same exporter as every report: the filtered
// list as one table; one incident as its facts, the values around it and its timeline.
import { useT } from '../../i18n';
import { formatAbsoluteTime, useMonitoringData } from '../monitoring';
import {
  reportFileName,
  reportMeta,
  toned,
  type ReportDocument,
  type ReportSection,
} from '../report-kit';
import type { Incident, IncidentDetail } from './incident';
import { useIncidentLabels } from './incident-labels';
import type { IncidentFilter } from './incident-params';
import { useIncidentEventText } from './incident-timeline';
import { beyondLimit } from './incident-values';
import {
  fetchIncident,
  fetchIncidentValues,
  fetchIncidents,
  INCIDENT_EXPORT_LIMIT,
} from './incidents-api';

export function useIncidentExports() {
  const { t } = useT();
  const labels = useIncidentLabels();
  const eventText = useIncidentEventText();
  const { stations } = useMonitoringData();
  const customerOf = (stationId: number) =>
    stations.find((station) => station.id === stationId)?.customerName ?? '';
  const ended = (incident: Incident) => incident.resolved_at ?? t('incidents.ongoing');
  const kindText = (incident: Incident) => {
    const parameter = labels.parameter(incident);
    return `${t(`incidents.kind.${incident.kind}`)}${parameter ? ` · ${parameter}` : ''}`;
  };

  const listDocument = async (filter: IncidentFilter): Promise<ReportDocument> => {
    const { incidents, total } = await fetchIncidents(filter, new Date(), INCIDENT_EXPORT_LIMIT);
    const stationNames =
      filter.stationId === null
        ? [t('incidents.filters.allStations')]
        : [labels.station({ station_id: filter.stationId })];
    const period = t(`incidents.periods.${filter.period}`);
    const title = t('incidents.export.listTitle');
    return {
      title,
      fileName: reportFileName(title, period),
      meta: [
        ...reportMeta({
          customers: [...new Set(incidents.map((incident) => customerOf(incident.station_id)))],
          stations: stationNames,
          period,
          generatedAt: new Date(),
        }),
        {
          label: t('incidents.filters.kind'),
          value: filter.kind ? t(`incidents.kind.${filter.kind}`) : t('incidents.filters.all'),
        },
        {
          label: t('incidents.filters.status'),
          value: filter.status
            ? t(`incidents.status.${filter.status}`)
            : t('incidents.filters.all'),
        },
      ],
      notices:
        total > incidents.length
          ? [
              {
                tone: 'warning',
                text: t('incidents.export.truncated', { count: incidents.length, total }),
              },
            ]
          : [],
      sections: [
        {
          kind: 'table',
          title: t('incidents.count', { count: total }),
          emptyText: t('incidents.empty'),
          columns: [
            { header: t('incidents.facts.station'), format: 'text' },
            { header: t('incidents.filters.kind'), format: 'text' },
            { header: t('incidents.facts.startedAt'), format: 'datetime' },
            { header: t('incidents.facts.peak'), format: 'text' },
            { header: t('incidents.facts.limit'), format: 'text' },
            { header: t('incidents.filters.status'), format: 'text' },
            { header: t('incidents.facts.resolvedAt'), format: 'datetime' },
            { header: t('incidents.facts.level'), format: 'integer' },
          ],
          rows: incidents.map((incident) => [
            labels.station(incident),
            kindText(incident),
            incident.started_at,
            incident.kind === 'exceedance'
              ? toned(labels.value(incident, incident.peak_value), 'danger')
              : null,
            labels.limit(incident),
            t(`incidents.status.${incident.status}`),
            ended(incident),
            incident.escalation_level,
          ]),
        },
      ],
    };
  };

  const incidentDocument = async (id: number): Promise<ReportDocument> => {
    const incident: IncidentDetail | null = await fetchIncident(id);
    if (!incident) throw new Error(`incident ${id} not found`);
    const values = await fetchIncidentValues(incident);
    const title = `${t('nav.incident')} #${incident.id}: ${kindText(incident)}`;
    const events = [...incident.incident_event].sort(
      (a, b) => a.occurred_at.localeCompare(b.occurred_at) || a.id - b.id,
    );
    const limit = labels.limit(incident);
    const sections: ReportSection[] = [
      {
        kind: 'facts',
        title: t('incidents.export.facts'),
        facts: [
          { label: t('incidents.filters.kind'), value: kindText(incident) },
          { label: t('incidents.filters.status'), value: t(`incidents.status.${incident.status}`) },
          { label: t('incidents.facts.startedAt'), value: formatAbsoluteTime(incident.started_at) },
          ...(incident.kind === 'exceedance'
            ? [
                {
                  label: t('incidents.facts.peak'),
                  value: labels.value(incident, incident.peak_value),
                },
              ]
            : []),
          ...(limit ? [{ label: t('incidents.facts.limit'), value: limit }] : []),
          {
            label: t('incidents.facts.resolvedAt'),
            value: incident.resolved_at
              ? formatAbsoluteTime(incident.resolved_at)
              : t('incidents.ongoing'),
          },
          {
            label: t('incidents.facts.level'),
            value:
              incident.escalation_level > 0
                ? t('incidents.levelValue', { level: incident.escalation_level })
                : t('incidents.levelNone'),
          },
        ],
      },
    ];
    if (incident.parameter_code) {
      sections.push({
        kind: 'table',
        title: t('incidents.values.title'),
        emptyText: t('incidents.values.empty'),
        columns: [
          { header: t('incidents.values.time'), format: 'datetime' },
          {
            header: values?.unit
              ? `${t('incidents.values.value')} (${values.unit})`
              : t('incidents.values.value'),
            format: 'number',
            decimals: 3,
          },
        ],
        rows: (values?.times ?? []).map((time, index) => {
          const value = values!.values[index]!;
          return [time, toned(value, beyondLimit(incident, value) ? 'danger' : undefined)];
        }),
      });
    }
    sections.push({
      kind: 'table',
      title: t('incidents.detail.timeline'),
      emptyText: t('incidents.detail.noEvents'),
      columns: [
        { header: t('incidents.values.time'), format: 'datetime' },
        { header: t('incidents.export.event'), format: 'text' },
        { header: t('incidents.detail.noteLabel'), format: 'text' },
      ],
      rows: events.map((event) => [
        event.occurred_at,
        toned(eventText(incident, event), event.kind === 'message_failed' ? 'danger' : undefined),
        event.note,
      ]),
    });
    return {
      title,
      fileName: reportFileName(t('nav.incident'), String(incident.id)),
      meta: reportMeta({
        customers: [customerOf(incident.station_id)],
        stations: [labels.station(incident)],
        period: `${formatAbsoluteTime(incident.started_at)} – ${
          incident.resolved_at ? formatAbsoluteTime(incident.resolved_at) : t('incidents.ongoing')
        }`,
        generatedAt: new Date(),
      }),
      notices: [],
      sections,
    };
  };

  return { listDocument, incidentDocument };
}
