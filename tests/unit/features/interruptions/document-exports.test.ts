// @vitest-environment node
import '../../support/websocket-global';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { strFromU8, unzipSync } from 'fflate';
import mammoth from 'mammoth';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { EvidencePack } from '../../../../src/features/evidence/evidence-api';
import { evidenceDocument } from '../../../../src/features/evidence/evidence-document';
import { evidenceZip } from '../../../../src/features/evidence/evidence-export';
import type {
  Interruption,
  StationInterruptions,
} from '../../../../src/features/interruptions/interruptions-api';
import { noticeDocx } from '../../../../src/features/interruptions/notice-docx';
import { noticeDraft } from '../../../../src/features/interruptions/notice-draft';
import { noticePdf } from '../../../../src/features/interruptions/notice-pdf';
import { pdfDefinition, pdfFile } from '../../../../src/features/report-kit/pdf-export';

// The notice to the authority and the evidence pack as files (issue 18): the DOCX is read back
// with mammoth and the PDFs with pdf.js (unpdf); the Vietnamese text must come out as written.

const require = createRequire(import.meta.url);
const font = (file: string) => new Uint8Array(readFileSync(require.resolve(file)));
const fonts = {
  regular: font('@expo-google-fonts/be-vietnam-pro/400Regular/BeVietnamPro_400Regular.ttf'),
  bold: font('@expo-google-fonts/be-vietnam-pro/700Bold/BeVietnamPro_700Bold.ttf'),
  fallbackRegular: font('pdfmake/fonts/Roboto/Roboto-Regular.ttf'),
  fallbackBold: font('pdfmake/fonts/Roboto/Roboto-Medium.ttf'),
};
const snapshot = readFileSync(
  new URL('../../../../assets/demo-camera/snapshot.jpg', import.meta.url),
);
/** pdf.js takes the buffer it reads: it gets a copy, and spaces are made single. */
const pdfText = async (bytes: Uint8Array) =>
  (await extractText(bytes.slice(), { mergePages: true })).text.replace(/\s+/g, ' ');

const answer: StationInterruptions = {
  generatedAt: '2026-11-28T05:00:00.000Z',
  station: {
    id: 1,
    code: 'PL-NT01',
    name: 'Trạm nước thải số 1',
    kind: 'water',
    customerName: 'Công ty TNHH Dệt nhuộm Phước Long',
    province: 'Đồng Nai',
    address: 'KCN Nhơn Trạch 3',
  },
  dutyProfile: {
    province: '',
    authorityName: 'Sở Nông nghiệp và Môi trường',
    notifyWithinHours: 24,
    maintenanceNoticeDays: null,
    recipientEmail: '',
    recipientPhone: '',
    noticeTitle: 'Thông báo sự cố hệ thống quan trắc tự động',
    confirmed: false,
  },
  interruptions: [
    {
      kind: 'signal_loss',
      parameterCode: '',
      start: '2026-11-28T01:00:00.000Z',
      end: '2026-11-28T02:15:00.000Z',
      open: false,
      statusCode: null,
      detail: null,
      durationMinutes: 75,
      missing: [
        {
          code: 'COD',
          name: 'Nhu cầu oxy hóa học',
          unit: 'mg/L',
          expected: 15,
          received: 1,
          missing: 14,
        },
      ],
      explanation: {
        cause: 'Mất điện lưới khu vực',
        actionsTaken: 'Đã chuyển sang nguồn dự phòng',
        expectedRepair: 'Trước 17:00 cùng ngày',
        noticeSentAt: null,
        noticeChannel: null,
        noticeReference: '',
        updatedAt: '2026-11-28T03:00:00.000Z',
      },
    },
    {
      kind: 'device_fault',
      parameterCode: 'COD',
      start: '2026-11-28T03:00:00.000Z',
      end: '2026-11-28T03:15:00.000Z',
      open: false,
      statusCode: '02',
      detail: null,
      durationMinutes: 15,
      missing: [
        {
          code: 'COD',
          name: 'Nhu cầu oxy hóa học',
          unit: 'mg/L',
          expected: 3,
          received: 0,
          missing: 3,
        },
      ],
      explanation: null,
    },
  ],
  omitted: 0,
};

describe('notice to the authority', () => {
  const draft = noticeDraft(answer, answer.interruptions, new Date('2026-11-28T05:00:00Z'));

  it('is pre-filled with the station, the times, the causes and the data lost', () => {
    expect(draft.heading).toBe('THÔNG BÁO SỰ CỐ HỆ THỐNG QUAN TRẮC TỰ ĐỘNG');
    expect(draft.recipient).toBe('Kính gửi: Sở Nông nghiệp và Môi trường Đồng Nai');
    expect(draft.dateLine).toBe('Đồng Nai, ngày 28 tháng 11 năm 2026');
    expect(draft.paragraphs[1]).toBe(
      '1. Mất tín hiệu: từ 08:00 28/11/2026 đến 09:15 28/11/2026 (1 giờ 15 phút). ' +
        'Nguyên nhân: Mất điện lưới khu vực. Biện pháp đã thực hiện: Đã chuyển sang nguồn dự ' +
        'phòng. Dự kiến khắc phục: Trước 17:00 cùng ngày. Dữ liệu bị ảnh hưởng: Nhu cầu oxy hóa ' +
        'học (mg/L) thiếu 14/15 giá trị.',
    );
    expect(draft.paragraphs[2]).toContain('Thiết bị phân tích không đo (Nhu cầu oxy hóa học)');
    expect(draft.paragraphs[2]).toContain('Nguyên nhân: chưa xác định');
  });

  it("drafts the cause of a maintenance window or a failed transfer from its source's record", () => {
    const sourced = (detail: Interruption['detail'], kind: Interruption['kind']): Interruption => ({
      ...answer.interruptions[1]!,
      kind,
      parameterCode: '',
      statusCode: null,
      detail,
      missing: [],
    });
    const gaps = [
      sourced(
        { kind: 'maintenance', reason: 'calibration', note: 'Thay điện cực pH' },
        'maintenance',
      ),
      sourced(
        { kind: 'forwarding_failure', files: 1234, lastReply: '530 Login incorrect.' },
        'forwarding_failure',
      ),
      sourced({ kind: 'forwarding_failure', files: 3, lastReply: null }, 'forwarding_failure'),
    ];
    const { paragraphs } = noticeDraft({ ...answer, interruptions: gaps }, gaps, new Date());
    expect(paragraphs[1]).toContain(
      '1. Bảo trì, hiệu chuẩn theo kế hoạch: từ 10:00 28/11/2026 đến 10:15 28/11/2026 (15 phút). ' +
        'Nguyên nhân: bảo trì, hiệu chuẩn theo kế hoạch (Hiệu chuẩn – Thay điện cực pH).',
    );
    expect(paragraphs[2]).toContain(
      'Nguyên nhân: không truyền được tệp dữ liệu lên máy chủ của Sở (phản hồi cuối: 530 Login ' +
        'incorrect.); 1.234 tệp được lưu lại',
    );
    expect(paragraphs[3]).toContain('(phản hồi cuối: không có)');
    // What the officer writes comes first.
    const written = [{ ...gaps[0]!, explanation: answer.interruptions[0]!.explanation }];
    expect(noticeDraft(answer, written, new Date()).paragraphs[1]).toContain(
      'Nguyên nhân: Mất điện lưới khu vực.',
    );
  });

  it('opens as a Word document with its Vietnamese text', async () => {
    const edited = { ...draft, signer: 'GIÁM ĐỐC NHÀ MÁY' };
    const { value } = await mammoth.extractRawText({
      buffer: Buffer.from(await noticeDocx(edited)),
    });
    expect(value).toContain('CÔNG TY TNHH DỆT NHUỘM PHƯỚC LONG');
    expect(value).toContain('CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM');
    expect(value).toContain('Độc lập - Tự do - Hạnh phúc');
    expect(value).toContain('THÔNG BÁO SỰ CỐ HỆ THỐNG QUAN TRẮC TỰ ĐỘNG');
    expect(value).toContain(draft.paragraphs[1]);
    expect(value).toContain('GIÁM ĐỐC NHÀ MÁY');
  });

  it('is a PDF whose text layer keeps every diacritic', async () => {
    const text = await pdfText(await noticePdf(draft, fonts));
    expect(text).toContain('THÔNG BÁO SỰ CỐ HỆ THỐNG QUAN TRẮC TỰ ĐỘNG');
    expect(text).toContain('Kính gửi: Sở Nông nghiệp và Môi trường Đồng Nai');
    expect(text).toContain('Nguyên nhân: Mất điện lưới khu vực');
    expect(text).toContain('(Ký, ghi rõ họ tên, đóng dấu)');
  }, 30_000);
});

const pack: EvidencePack = {
  generatedAt: '2026-11-28T05:00:00.000Z',
  station: {
    id: 1,
    code: 'PL-NT01',
    name: 'Trạm nước thải số 1',
    customerName: 'Công ty TNHH Dệt nhuộm Phước Long',
  },
  parameter: { code: 'COD', name: 'Nhu cầu oxy hóa học', unit: 'mg/L' },
  limit: { min: null, max: 135 },
  episode: {
    start: '2026-11-28T04:00:00.000Z',
    end: '2026-11-28T04:10:00.000Z',
    peakValue: 270,
    peakTime: '2026-11-28T04:00:00.000Z',
  },
  window: { from: '2026-11-28T03:00:00.000Z', to: '2026-11-28T05:00:00.000Z' },
  values: [
    { time: '2026-11-28T03:55:00.000Z', value: 0, status: '02', phase: 'before', beyond: null },
    { time: '2026-11-28T04:00:00.000Z', value: 270, status: '00', phase: 'during', beyond: 135 },
    { time: '2026-11-28T04:15:00.000Z', value: 30, status: '00', phase: 'after', beyond: null },
  ],
  valuesOmitted: false,
  statusCodes: [
    { code: '00', count: 2 },
    { code: '02', count: 1 },
  ],
  maintenanceWindows: [],
  incidents: [
    {
      id: 3,
      status: 'resolved',
      startedAt: '2026-11-28T04:00:00.000Z',
      acknowledgedAt: null,
      events: [
        {
          kind: 'note',
          occurredAt: '2026-11-28T04:05:00.000Z',
          note: 'Đã kiểm tra bể lắng',
          by: 'Nguyễn Văn An',
        },
      ],
    },
  ],
  snapshot: {
    id: 1,
    takenAt: '2026-11-28T04:00:10.000Z',
    cameraName: 'Camera cửa xả',
    jpegBase64: snapshot.toString('base64'),
  },
  files: [
    {
      id: 7,
      fileName: 'PL-NT01_20261128110000.txt',
      receivedAt: '2026-11-28T04:00:05.000Z',
      status: 'accepted',
      size: 40,
      contentBase64: Buffer.from('COD\t270\tmg/L\t20261128110000\t00').toString('base64'),
    },
    {
      id: 8,
      fileName: 'PL-NT01_20261128110500.txt',
      receivedAt: '2026-11-28T04:05:05.000Z',
      status: 'accepted',
      size: null,
      contentBase64: null,
    },
  ],
};

describe('evidence pack', () => {
  const document = evidenceDocument(pack);

  it('holds the picture, the values against the limit and the notes', () => {
    const definition = JSON.stringify(pdfDefinition(document));
    expect(definition).toContain(
      `data:image/jpeg;base64,${pack.snapshot!.jpegBase64.slice(0, 40)}`,
    );
    expect(document.meta).toContainEqual({ label: 'Giới hạn', value: '≤ 135 mg/L' });
    expect(document.meta).toContainEqual({
      label: 'Giá trị cao nhất',
      value: '270 mg/L (28/11/2026 11:00)',
    });
  });

  it('is a PDF with its text, and a ZIP with that PDF and the files kept', async () => {
    const pdf = await pdfFile(document, fonts);
    const text = await pdfText(pdf);
    expect(text).toContain('Gói bằng chứng vượt ngưỡng');
    expect(text).toContain('Ảnh camera Camera cửa xả lúc 28/11/2026 11:00:10');
    expect(text).toContain('Đã kiểm tra bể lắng');
    expect(text).toContain('02 · Thiết bị lỗi');
    expect(text).toContain('Nội dung tệp không được lưu');
    const zip = unzipSync(await evidenceZip(pdf, document, pack.files));
    expect(Object.keys(zip).sort()).toEqual([
      'du-lieu-tram/PL-NT01_20261128110000.txt',
      `${document.fileName}.pdf`,
    ]);
    expect(zip[`${document.fileName}.pdf`]).toEqual(pdf);
    expect(strFromU8(zip['du-lieu-tram/PL-NT01_20261128110000.txt']!)).toBe(
      'COD\t270\tmg/L\t20261128110000\t00',
    );
  }, 30_000);
});
