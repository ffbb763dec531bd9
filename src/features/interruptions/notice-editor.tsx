// The drafted notice, editable line by line before it is exported as Word or PDF; once sent,
// 'Ghi nhận đã gửi' records when and how on every gap it covers.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FileDown, FileText, Send, X } from 'lucide-react';
import { useState } from 'react';
import {
  NOTICE_CHANNELS,
  NOTICE_REFERENCE_MAX_CHARS,
  type NoticeChannel,
} from '../../../shared/interruptions';
import { Select, Textarea, TextInput } from '../../components/form';
import { useT } from '../../i18n';
import { apiErrorMessage } from '../../services/api-client';
import { notify } from '../../services/toast';
import { bundledPdfFonts, PDF_MIME, saveFile } from '../report-kit';
import {
  explanationInput,
  saveExplanation,
  type Interruption,
  type StationInterruptions,
} from './interruptions-api';
import type { NoticeDraft } from './notice-draft';

interface NoticeEditorProps {
  answer: StationInterruptions;
  gaps: readonly Interruption[];
  initial: NoticeDraft;
  onClose: () => void;
}

export function NoticeEditor({ answer, gaps, initial, onClose }: NoticeEditorProps) {
  const { t } = useT();
  const client = useQueryClient();
  const [draft, setDraft] = useState<NoticeDraft>(initial);
  const [busy, setBusy] = useState<'docx' | 'pdf' | null>(null);
  const [channel, setChannel] = useState<NoticeChannel>('email');
  const [reference, setReference] = useState('');
  const edit = (change: Partial<NoticeDraft>) => setDraft((current) => ({ ...current, ...change }));

  const exportAs = async (format: 'docx' | 'pdf') => {
    setBusy(format);
    try {
      if (format === 'docx') {
        const { noticeDocx, DOCX_MIME } = await import('./notice-docx');
        saveFile(await noticeDocx(draft), `${draft.fileName}.docx`, DOCX_MIME);
      } else {
        const { noticePdf } = await import('./notice-pdf');
        saveFile(
          await noticePdf(draft, await bundledPdfFonts()),
          `${draft.fileName}.pdf`,
          PDF_MIME,
        );
      }
    } catch (error) {
      console.error(error);
      notify.error(t('interruptions.draft.exportFailed'));
    } finally {
      setBusy(null);
    }
  };

  const markSent = useMutation({
    mutationFn: async () => {
      const sentAt = new Date().toISOString();
      for (const gap of gaps) {
        await saveExplanation(
          explanationInput(answer.station.id, gap, {
            noticeSentAt: sentAt,
            noticeChannel: channel,
            noticeReference: reference,
          }),
        );
      }
    },
    onSuccess: async () => {
      notify.success(t('interruptions.draft.markedSent', { count: gaps.length }));
      await client.invalidateQueries({ queryKey: ['interruptions'] });
    },
    onError: (error) => notify.error(apiErrorMessage(error, t('interruptions.form.saveError'))),
  });

  return (
    <section className="gw-card gw-authority-notice" aria-labelledby="gw-authority-notice-title">
      <header className="gw-authority-notice__head">
        <h2 id="gw-authority-notice-title" className="gw-section-title">
          {t('interruptions.draft.title')}
        </h2>
        <button
          type="button"
          className="gw-icon-button"
          onClick={onClose}
          aria-label={t('interruptions.draft.close')}
        >
          <X size={18} aria-hidden="true" />
        </button>
      </header>
      <p className="gw-report-notice gw-report-notice--warning" role="note">
        {t('interruptions.draft.hint')}
      </p>
      <div className="gw-authority-notice__sheet">
        <TextInput
          label={t('interruptions.draft.sender')}
          value={draft.sender}
          maxLength={300}
          onChange={(event) => edit({ sender: event.target.value })}
        />
        <TextInput
          label={t('interruptions.draft.dateLine')}
          value={draft.dateLine}
          maxLength={200}
          onChange={(event) => edit({ dateLine: event.target.value })}
        />
        <TextInput
          label={t('interruptions.draft.heading')}
          value={draft.heading}
          maxLength={300}
          onChange={(event) => edit({ heading: event.target.value })}
        />
        <TextInput
          label={t('interruptions.draft.recipient')}
          value={draft.recipient}
          maxLength={300}
          onChange={(event) => edit({ recipient: event.target.value })}
        />
        {draft.paragraphs.map((paragraph, index) => (
          <Textarea
            key={index}
            label={t('interruptions.draft.paragraph', { index: index + 1 })}
            value={paragraph}
            rows={4}
            maxLength={4000}
            onChange={(event) =>
              edit({
                paragraphs: draft.paragraphs.map((text, at) =>
                  at === index ? event.target.value : text,
                ),
              })
            }
          />
        ))}
        <TextInput
          label={t('interruptions.draft.signer')}
          value={draft.signer}
          maxLength={200}
          onChange={(event) => edit({ signer: event.target.value })}
        />
      </div>
      <div className="gw-report__actions">
        <button
          type="button"
          className="gw-button gw-button--primary"
          disabled={busy !== null}
          aria-busy={busy === 'docx'}
          onClick={() => void exportAs('docx')}
        >
          <FileDown size={16} aria-hidden="true" />
          {busy === 'docx'
            ? t('interruptions.draft.exporting')
            : t('interruptions.draft.exportDocx')}
        </button>
        <button
          type="button"
          className="gw-button gw-button--secondary"
          disabled={busy !== null}
          aria-busy={busy === 'pdf'}
          onClick={() => void exportAs('pdf')}
        >
          <FileText size={16} aria-hidden="true" />
          {busy === 'pdf' ? t('interruptions.draft.exporting') : t('interruptions.draft.exportPdf')}
        </button>
      </div>
      <div className="gw-authority-notice__sent">
        <Select<NoticeChannel>
          label={t('interruptions.form.noticeChannel')}
          options={NOTICE_CHANNELS.map((value) => ({
            value,
            label: t(`interruptions.channel.${value}`),
          }))}
          value={channel}
          onChange={setChannel}
        />
        <TextInput
          label={t('interruptions.form.noticeReference')}
          value={reference}
          maxLength={NOTICE_REFERENCE_MAX_CHARS}
          onChange={(event) => setReference(event.target.value)}
        />
        <button
          type="button"
          className="gw-button gw-button--secondary"
          disabled={markSent.isPending}
          onClick={() => markSent.mutate()}
        >
          <Send size={16} aria-hidden="true" />
          {markSent.isPending
            ? t('interruptions.draft.markingSent')
            : t('interruptions.draft.markSent')}
        </button>
      </div>
    </section>
  );
}
