// Small SVG logos served by the server itself, so the demo needs no outside host.

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function logoSvg(label: string, colour = '#15803d'): string {
  const shown = label.slice(0, 24);
  // Wide enough for the label at 20 px bold (about 12 px per character) after the mark.
  const width = 76 + shown.length * 12;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="64" viewBox="0 0 ${width} 64">
<rect width="${width}" height="64" rx="12" fill="${colour}"/>
<circle cx="32" cy="32" r="16" fill="#fff" opacity="0.9"/>
<path d="M24 36c4-10 12-14 18-14-2 8-6 16-18 14z" fill="${colour}"/>
<text x="60" y="40" font-family="Arial, sans-serif" font-size="20" font-weight="700" fill="#fff">${escapeXml(shown)}</text>
</svg>`;
}
