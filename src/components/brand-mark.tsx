// The GreenWatch mark, drawn inside the page. As an <img>, an SVG is a document of its own:
// a request, then 10–25 ms of the phone's main thread to make and paint that document on
// every signed-in page (issue 13); inline, it is a few elements of the page.
import markup from '../../assets/logo-mark.svg?raw';

export function BrandMark({ size }: { size: number }) {
  return (
    <span
      className="gw-brand-mark"
      style={{ width: size, height: size }}
      aria-hidden="true"
      // Our own file, read at build time: no user's text goes in here.
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
