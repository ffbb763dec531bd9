// The PDF fonts as TrueType files bundled with the app (emitted as assets by Vite, fetched from
// our own origin only when a PDF is exported): Be Vietnam Pro, and pdfmake's own Roboto for the
// formula signs Be Vietnam Pro lacks.
import regularUrl from '@expo-google-fonts/be-vietnam-pro/400Regular/BeVietnamPro_400Regular.ttf?url';
import boldUrl from '@expo-google-fonts/be-vietnam-pro/700Bold/BeVietnamPro_700Bold.ttf?url';
import fallbackBoldUrl from 'pdfmake/fonts/Roboto/Roboto-Medium.ttf?url';
import fallbackRegularUrl from 'pdfmake/fonts/Roboto/Roboto-Regular.ttf?url';
import type { PdfFonts } from './pdf-export';

let loading: Promise<PdfFonts> | undefined;

async function fontBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`font ${url}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

export function bundledPdfFonts(): Promise<PdfFonts> {
  loading ??= Promise.all([regularUrl, boldUrl, fallbackRegularUrl, fallbackBoldUrl].map(fontBytes))
    .then(([regular, bold, fallbackRegular, fallbackBold]) => ({
      regular,
      bold,
      fallbackRegular,
      fallbackBold,
    }))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
