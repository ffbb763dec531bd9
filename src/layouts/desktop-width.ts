// Where the shell turns from phone to desktop: the sidebar stays open beside the pages, the
// bottom navigation goes, the account menu drops down instead of rising as a sheet
// (app.css's `@media (min-width: 1024px)` says the same to the styles).
export const DESKTOP_MIN_WIDTH = 1024;

export const DESKTOP_MEDIA_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;
