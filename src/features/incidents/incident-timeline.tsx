// An incident's timeline: values, escalations, messages per channel and their outcome,
// acknowledgements, notes and photos, oldest first.
import { translateOr, useT } from '../../i18n';
import { formatAbsoluteTime } from '../monitoring';
import type { IncidentDetail, IncidentEvent } from './incident';
import { useIncidentLabels } from './incident-labels';
import { IncidentPhoto } from './incident-photo';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const number = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** What one timeline entry says, in the user's words (the screen and the export share it). */
export function useIncidentEventText() {
  const { t } = useT();
  const labels = useIncidentLabels();
  return (incident: IncidentDetail, event: IncidentEvent): string => {
    const { detail } = event;
    const actor = text(detail.actor) || t('incidents.event.someone');
    const channel = event.channel
      ? translateOr(`incidents.channel.${event.channel}`, event.channel)
      : '';
    const recipient = text(detail.recipient);
    switch (event.kind) {
      case 'opened': {
        const value = number(detail.value);
        return value === null
          ? t('incidents.event.opened')
          : t('incidents.event.openedValue', { value: labels.value(incident, value) });
      }
      case 'updated':
        return t('incidents.event.updated', {
          value: labels.value(incident, number(detail.value)),
        });
      case 'resolved':
        return t('incidents.event.resolved');
      case 'acknowledged':
        return t('incidents.event.acknowledged', { actor });
      case 'note':
        return t('incidents.event.note', { actor });
      case 'photo':
        return t('incidents.event.photo', { actor });
      case 'escalated': {
        const names = Array.isArray(detail.recipients) ? detail.recipients.map(text) : [];
        const level = number(detail.level) ?? 0;
        return names.length > 0
          ? t('incidents.event.escalatedTo', { level, recipients: names.join(', ') })
          : t('incidents.event.escalated', { level });
      }
      case 'message_skipped': {
        const reason = text(detail.reason);
        return t('incidents.event.message_skipped', {
          channel,
          recipient,
          reason: translateOr(`incidents.skipReason.${reason}`, reason),
        });
      }
      default:
        return t(`incidents.event.${event.kind}`, { channel, recipient });
    }
  };
}

export function IncidentTimeline({ incident }: { incident: IncidentDetail }) {
  const { t } = useT();
  const eventText = useIncidentEventText();
  const events = [...incident.incident_event].sort(
    (a, b) => a.occurred_at.localeCompare(b.occurred_at) || a.id - b.id,
  );
  if (events.length === 0) return <p className="gw-muted">{t('incidents.detail.noEvents')}</p>;
  return (
    <ol className="gw-incident-timeline">
      {events.map((event) => (
        <li
          key={event.id}
          className={`gw-incident-timeline__item gw-incident-timeline__item--${event.kind}`}
          data-kind={event.kind}
        >
          <time dateTime={event.occurred_at}>{formatAbsoluteTime(event.occurred_at)}</time>
          <p>{eventText(incident, event)}</p>
          {event.note && (
            <blockquote className="gw-incident-timeline__note">{event.note}</blockquote>
          )}
          {event.kind === 'photo' && typeof event.detail.photoId === 'number' && (
            <IncidentPhoto
              incidentId={incident.id}
              photoId={event.detail.photoId}
              alt={t('incidents.photo.alt', { time: formatAbsoluteTime(event.occurred_at) })}
            />
          )}
        </li>
      ))}
    </ol>
  );
}
