// Page titles: '{title} | {product name} online monitoring' (spec §1, DESIGN.md).

export function pageTitle(title: string, productName: string): string {
  const suffix = `${productName} online monitoring`;
  return title.trim() === '' ? suffix : `${title} | ${suffix}`;
}
